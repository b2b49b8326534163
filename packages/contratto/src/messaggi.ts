/** Italian messages shared by several entities (each entity's own are next to its schemas). */
export const NOME_OBBLIGATORIO = 'Il nome è obbligatorio';
/** A text over its length limit (the API's requiredString and optionalString). */
export const TESTO_TROPPO_LUNGO = (max: number) => `Testo troppo lungo (massimo ${max} caratteri)`;
