import { NOME_OBBLIGATORIO, type EventoWebhook, type Scope } from '@gelatiere/contratto';
/** Texts, scope groups and helpers of the Integrazioni page (kept apart from the JSX to be tested). */

export const INTEGRAZIONI_MSG = {
  caricamentoChiavi: 'Impossibile caricare le chiavi API',
  caricamentoWebhook: 'Impossibile caricare i webhook',
  caricamentoConsegne: 'Impossibile caricare le consegne',
  chiaveCreata: 'Chiave API creata',
  creazioneChiave: 'Impossibile creare la chiave API',
  chiaveRevocata: 'Chiave API revocata',
  revoca: 'Impossibile revocare la chiave API',
  webhookCreato: 'Webhook registrato',
  creazioneWebhook: 'Impossibile registrare il webhook',
  webhookEliminato: 'Webhook eliminato',
  eliminazioneWebhook: 'Impossibile eliminare il webhook',
  consegnaInCoda: 'Consegna rimessa in coda',
  reinvio: 'Impossibile reinviare la consegna',
  copiato: 'Copiato negli appunti',
  copiaFallita: 'Copia non riuscita: seleziona il testo e copialo a mano',
  nomeRichiesto: NOME_OBBLIGATORIO,
  scopesRichiesti: 'Scegli almeno un permesso',
  urlRichiesto: "L'URL è obbligatorio",
  eventiRichiesti: 'Scegli almeno un evento',
  mostratoUnaVolta: 'Copiala ora: per sicurezza non sarà più mostrata.',
} as const;

/** Scopes an API key may hold, grouped per domain (the contract's SCOPES). */
export const GRUPPI_SCOPE: { dominio: string; scopes: { scope: Scope; label: string }[] }[] = [
  {
    dominio: 'Produzione',
    scopes: [
      { scope: 'produzione:read', label: 'Lettura' },
      { scope: 'produzione:write', label: 'Scrittura' },
    ],
  },
  {
    dominio: 'Catalogo (gusti e ingredienti)',
    scopes: [
      { scope: 'catalogo:read', label: 'Lettura' },
      { scope: 'catalogo:write', label: 'Scrittura' },
    ],
  },
  {
    dominio: 'Vetrina',
    scopes: [
      { scope: 'vetrina:read', label: 'Lettura' },
      { scope: 'vetrina:write', label: 'Scrittura' },
    ],
  },
  {
    dominio: 'Registro HACCP (sensori)',
    scopes: [
      { scope: 'haccp:read', label: 'Lettura' },
      { scope: 'haccp:write', label: 'Scrittura (letture dei sensori)' },
    ],
  },
  {
    dominio: 'Magazzino (fornitori, ricevimenti, giacenze, lotti, richiamo)',
    scopes: [
      { scope: 'magazzino:read', label: 'Lettura' },
      { scope: 'magazzino:write', label: 'Scrittura' },
    ],
  },
  {
    dominio: 'Piano di produzione',
    scopes: [
      { scope: 'piano:read', label: 'Lettura' },
      { scope: 'piano:write', label: 'Scrittura (vaschette, registrazione)' },
    ],
  },
  { dominio: 'Analytics', scopes: [{ scope: 'analytics:read', label: 'Lettura' }] },
  { dominio: 'Costi e margini', scopes: [{ scope: 'costi:read', label: 'Lettura dei costi' }] },
];

/** Webhook events (the contract's EVENTI_WEBHOOK) with an Italian label. */
export const EVENTI: { evento: EventoWebhook; label: string }[] = [
  { evento: 'produzione.creata', label: 'Produzione registrata' },
  { evento: 'produzione.modificata', label: 'Produzione modificata' },
  { evento: 'produzione.eliminata', label: 'Produzione eliminata' },
  { evento: 'gusto.creato', label: 'Gusto creato' },
  { evento: 'gusto.modificato', label: 'Gusto modificato' },
  { evento: 'gusto.disattivato', label: 'Gusto disattivato' },
  { evento: 'ingrediente.prezzo_modificato', label: 'Prezzo ingrediente modificato' },
  { evento: 'email.fallita', label: 'Email non consegnata' },
  { evento: 'vetrina.carico_creato', label: 'Vaschetta caricata in vetrina' },
  { evento: 'vetrina.chiusura_registrata', label: 'Pesata di chiusura' },
  { evento: 'vetrina.chiusura_modificata', label: 'Pesata di chiusura corretta' },
  { evento: 'vetrina.carico_modificato', label: 'Vaschetta modificata' },
  { evento: 'vetrina.carico_eliminato', label: 'Vaschetta eliminata' },
  { evento: 'vetrina.scarto_registrato', label: 'Scarto registrato' },
  { evento: 'vetrina.scarto_modificato', label: 'Scarto modificato' },
  { evento: 'vetrina.scarto_eliminato', label: 'Scarto eliminato' },
];

export const STATO_CONSEGNA: Record<string, { label: string; color: string }> = {
  inviata: { label: 'Inviata', color: 'green' },
  in_coda: { label: 'In coda', color: 'orange' },
  fallita: { label: 'Fallita', color: 'red' },
};

/** Toggles a value in a list (checkbox groups). */
export const toggle = (list: readonly string[], value: string): string[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** "10.0.0.1, 192.168.1.0/24" (commas, spaces or new lines) -> ['10.0.0.1', '192.168.1.0/24']. */
export const parseIpList = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A yyyy-MM-dd date input -> the end of that day in Italy, as ISO (the key works through that day). */
export function scadenzaIso(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  // 23:59:59 Europe/Rome; the server compares instants, a minute of DST offset does not matter here
  return new Date(`${date}T23:59:59+01:00`).toISOString();
}

export type StatoChiave = 'attiva' | 'revocata' | 'scaduta';

export function statoChiave(chiave: { revocataIl?: unknown; scadenza?: unknown }, now: Date = new Date()): StatoChiave {
  if (chiave.revocataIl) return 'revocata';
  if (chiave.scadenza && new Date(String(chiave.scadenza)) <= now) return 'scaduta';
  return 'attiva';
}

export const STATO_CHIAVE: Record<StatoChiave, { label: string; color: string }> = {
  attiva: { label: 'Attiva', color: 'green' },
  revocata: { label: 'Revocata', color: 'gray' },
  scaduta: { label: 'Scaduta', color: 'orange' },
};

/** "120 ms" / "1,2 s"; null -> "-". */
export function formatDurata(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '-';
  if (ms < 1000) return `${ms} ms`;
  return `${(ms / 1000).toLocaleString('it-IT', { maximumFractionDigits: 1 })} s`;
}

export const eventoLabel = (evento: string) => EVENTI.find((e) => e.evento === evento)?.label ?? evento;
