/** The message shared by several forms, from the contract shared with the API (@gelatiere/contratto). */
export { NOME_OBBLIGATORIO } from '@gelatiere/contratto';
