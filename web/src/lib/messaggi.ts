/**
 * Italian validation messages shared by several forms: the API's own texts (the zod contracts of
 * `api/src/modules/*`), declared once here and imported by each form's schema.
 */
export const NOME_OBBLIGATORIO = 'Il nome è obbligatorio';
