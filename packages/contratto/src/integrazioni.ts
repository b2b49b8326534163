import { z } from 'zod';
import { SCOPES } from './ruoli.js';

/** The integrations' Italian messages and webhook events, and the webhook's input contract. */

export const MSG_CHIAVI = {
  nonValida: 'Chiave API non valida',
  revocata: 'Chiave API revocata',
  scaduta: 'Chiave API scaduta',
  ipNonConsentito: 'Chiave API non utilizzabile da questo indirizzo IP',
  nomeRichiesto: 'Il nome della chiave è obbligatorio (massimo 100 caratteri)',
  scopesRichiesti: `Indica almeno uno scope tra: ${SCOPES.join(', ')}`,
  scopeNonValido: `Scope non valido: gli scope ammessi sono ${SCOPES.join(', ')}`,
  scadenzaNonValida: 'La scadenza deve essere una data e ora futura (ISO 8601)',
  ipNonValido: 'Indirizzo IP o rete CIDR non valido (es. 203.0.113.7 o 203.0.113.0/24)',
  nonTrovata: 'Chiave API non trovata',
} as const;

/** Events a webhook may subscribe to. */
export const EVENTI_WEBHOOK = [
  'produzione.creata',
  'produzione.modificata',
  'produzione.eliminata',
  'gusto.creato',
  'gusto.modificato',
  'gusto.disattivato',
  'ingrediente.prezzo_modificato',
  'email.fallita',
  'vetrina.carico_creato',
  'vetrina.chiusura_registrata',
  'vetrina.chiusura_modificata',
  'vetrina.carico_modificato',
  'vetrina.carico_eliminato',
  'vetrina.scarto_registrato',
  'vetrina.scarto_modificato',
  'vetrina.scarto_eliminato',
] as const;
export type EventoWebhook = (typeof EVENTI_WEBHOOK)[number];

export const MSG_WEBHOOK = {
  urlRichiesto: "L'URL del webhook è obbligatorio (massimo 2048 caratteri)",
  eventiRichiesti: `Indica almeno un evento tra: ${EVENTI_WEBHOOK.join(', ')}`,
  eventoNonValido: `Evento non valido: gli eventi ammessi sono ${EVENTI_WEBHOOK.join(', ')}`,
  nonTrovato: 'Webhook non trovato',
  consegnaNonTrovata: 'Consegna non trovata',
  consegnaInCoda: 'La consegna è già in coda di invio',
} as const;

export const creaWebhookSchema = z.object({
  url: z.string({ message: MSG_WEBHOOK.urlRichiesto }).trim().min(1, MSG_WEBHOOK.urlRichiesto).max(2048, MSG_WEBHOOK.urlRichiesto),
  eventi: z
    .array(z.enum(EVENTI_WEBHOOK, { message: MSG_WEBHOOK.eventoNonValido }), { message: MSG_WEBHOOK.eventiRichiesti })
    .min(1, MSG_WEBHOOK.eventiRichiesti)
    .max(EVENTI_WEBHOOK.length, MSG_WEBHOOK.eventiRichiesti)
    .transform((e) => [...new Set(e)]),
});
export type CreaWebhook = z.output<typeof creaWebhookSchema>;
