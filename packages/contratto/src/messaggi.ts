/** Italian messages shared by several entities (each entity's own are next to its schemas). */
export const NOME_OBBLIGATORIO = 'Il nome è obbligatorio';
