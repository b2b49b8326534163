import { z } from 'zod';
import { NOME_OBBLIGATORIO } from './messaggi.js';
import { RUOLI, type Ruolo } from './ruoli.js';
import { v } from './validazione.js';

/** The input contract of users (spec sections 3 and 5) and its Italian messages. */

export const PASSWORD_MIN = 6;

export const MSG_UTENTI = {
  nomeObbligatorio: NOME_OBBLIGATORIO,
  emailObbligatoria: "L'email è obbligatoria",
  emailNonValida: 'Inserisci un indirizzo email valido',
  emailInUso: 'Email già in uso',
  passwordRichiesta: 'La password è richiesta per i nuovi utenti',
  passwordCorta: `La password deve avere almeno ${PASSWORD_MIN} caratteri`,
  passwordLunga: 'La password è troppo lunga (massimo 1024 caratteri)',
  ruoloNonValido: 'Ruolo non valido (admin, manager o operatore)',
  puntoVenditaNonValido: 'Il punto vendita selezionato non esiste o non è attivo',
  nonTrovato: 'Utente non trovato',
  nonDisattivareSeStesso: 'Non puoi disattivare il tuo account',
  nonEliminareSeStesso: 'Non puoi eliminare il tuo account',
  nonCambiareProprioRuolo: 'Non puoi modificare il ruolo del tuo account',
  passwordAttualeRichiesta: 'La password attuale è obbligatoria',
  passwordAttualeErrata: 'La password attuale non è corretta',
  nuovaPasswordRichiesta: 'La nuova password è obbligatoria',
  nuovaPasswordCorta: `La nuova password deve avere almeno ${PASSWORD_MIN} caratteri`,
} as const;

const nome = v.requiredString(MSG_UTENTI.nomeObbligatorio, 150);
/** An e-mail address, lower-cased. */
export const emailUtente = z
  .string({ message: MSG_UTENTI.emailObbligatoria })
  .trim()
  .toLowerCase()
  .min(1, MSG_UTENTI.emailObbligatoria)
  .max(255, MSG_UTENTI.emailNonValida)
  .refine((s) => z.email().safeParse(s).success, MSG_UTENTI.emailNonValida);
/** Blank (or whitespace-only) passwords count as "not sent". */
const blankToUndefined = (val: unknown) => (val === null || (typeof val === 'string' && val.trim() === '') ? undefined : val);
const password = (missing: string, short: string) =>
  z.string({ message: missing }).min(PASSWORD_MIN, short).max(1024, MSG_UTENTI.passwordLunga);
const ruolo = z.enum(RUOLI, { message: MSG_UTENTI.ruoloNonValido });
/** null or '' unassigns the sales point. */
const puntoVenditaId = z.union([z.null(), z.literal('').transform(() => null), v.id], {
  message: MSG_UTENTI.puntoVenditaNonValido,
});

export const creaUtenteSchema = z.object({
  nome,
  email: emailUtente,
  password: z.preprocess(blankToUndefined, password(MSG_UTENTI.passwordRichiesta, MSG_UTENTI.passwordCorta)).describe(`Obbligatoria, almeno ${PASSWORD_MIN} caratteri`),
  ruolo: ruolo.nullish().transform((r): Ruolo => r ?? 'operatore').describe('Predefinito: operatore'),
  puntoVenditaId: puntoVenditaId.describe('Un punto vendita attivo, oppure nessuno').optional(),
  attivo: v.boolish.nullish().describe('Predefinito: true'),
}).describe('Dati di un nuovo utente');

/** Update: only the fields sent change; the password only when non-blank. */
export const aggiornaUtenteSchema = z.object({
  nome: nome.optional(),
  email: emailUtente.optional(),
  password: z.preprocess(blankToUndefined, password(MSG_UTENTI.passwordCorta, MSG_UTENTI.passwordCorta).optional()).describe('Cambiata solo se non vuota'),
  ruolo: ruolo.nullish(),
  puntoVenditaId: puntoVenditaId.optional(),
  attivo: v.boolish.nullish().describe('false archivia l’utente'),
}).describe('Campi da modificare di un utente (quelli omessi restano invariati; puntoVenditaId null lo rimuove)');

export const cambiaPasswordSchema = z.object({
  currentPassword: z
    .string({ message: MSG_UTENTI.passwordAttualeRichiesta })
    .min(1, MSG_UTENTI.passwordAttualeRichiesta)
    .max(1024, MSG_UTENTI.passwordAttualeErrata),
  newPassword: z.preprocess(
    blankToUndefined,
    password(MSG_UTENTI.nuovaPasswordRichiesta, MSG_UTENTI.nuovaPasswordCorta),
  ),
});
export type CreaUtente = z.output<typeof creaUtenteSchema>;
export type AggiornaUtente = z.output<typeof aggiornaUtenteSchema>;
export type CambiaPassword = z.output<typeof cambiaPasswordSchema>;
