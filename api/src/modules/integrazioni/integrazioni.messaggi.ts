/**
 * The integrations' Italian messages and webhook events, read by their zod contract
 * (integrazioni.schema.ts) and their services alike: in the contract shared with the web app.
 */
export { EVENTI_WEBHOOK, MSG_CHIAVI, MSG_WEBHOOK, type EventoWebhook } from '@gelatiere/contratto';
