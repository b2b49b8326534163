import { z } from 'zod';
import { v } from './validazione.js';

/** The input contract of sales points (spec sections 3 and 5) and its Italian messages. */

/** A valid patron day setting: 'MM-DD' of a real calendar day (29 February allowed). */
export const PATRONO_RE = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const MSG_PV = {
  nomeObbligatorio: 'Il nome del punto vendita è obbligatorio',
  nonTrovato: 'Punto vendita non trovato',
  haProduzioni:
    'Impossibile eliminare il punto vendita: ha produzioni registrate. Disattivalo invece di eliminarlo.',
  haRegistrazioni:
    'Impossibile eliminare il punto vendita: ha registrazioni che devono restare (registro HACCP, vetrina, magazzino). Disattivalo invece di eliminarlo.',
  temperaturaNonValida: 'La temperatura della vetrina deve essere un numero tra -30 e 0 °C',
  latitudineNonValida: 'La latitudine deve essere un numero tra -90 e 90',
  longitudineNonValida: 'La longitudine deve essere un numero tra -180 e 180',
  coordinateInsieme: 'Indica latitudine e longitudine insieme (o nessuna delle due)',
  patronoNonValido: 'Il santo patrono è un giorno nel formato MM-GG (es. 10-04)',
} as const;

const numeroDa = (x: unknown) => (typeof x === 'string' && x.trim() !== '' ? Number(x.replace(',', '.')) : x === '' ? null : x);
/** Coordinates of the weather forecast (issue 32), 5 decimals (about a metre). */
const coordinata = (min: number, max: number, message: string) =>
  z.preprocess(numeroDa, z.number({ error: message }).min(min, message).max(max, message).transform((n) => Math.round(n * 1e5) / 1e5).nullable());
const latitudine = coordinata(-90, 90, MSG_PV.latitudineNonValida);
const longitudine = coordinata(-180, 180, MSG_PV.longitudineNonValida);
/** The patron day, 'MM-DD' (a local public holiday of the forecast); '' or null: none. */
const santoPatrono = z.preprocess(
  (x) => (x === '' ? null : x),
  z.string({ error: MSG_PV.patronoNonValido }).trim().regex(PATRONO_RE, MSG_PV.patronoNonValido).nullable(),
);
const coordinateInsieme = (o: { latitudine?: number | null; longitudine?: number | null }) => (o.latitudine === undefined) === (o.longitudine === undefined) && (o.latitudine === null) === (o.longitudine === null);

/** Display-case temperature in °C (DOMAIN.md: default −12), −30..0, one decimal. */
const temperaturaVetrina = z.preprocess(
  (x) => (typeof x === 'string' && x.trim() !== '' ? Number(x.replace(',', '.')) : x),
  z.number({ error: MSG_PV.temperaturaNonValida }).min(-30, MSG_PV.temperaturaNonValida).max(0, MSG_PV.temperaturaNonValida),
);

const nome = v.requiredString(MSG_PV.nomeObbligatorio, 150);
const indirizzo = z
  .string({ message: 'Indirizzo non valido' })
  .trim()
  .max(500, 'Testo troppo lungo (massimo 500 caratteri)')
  .nullable()
  .transform((s) => (s ? s : null));

/** The fields besides nome, the same on create and update (null from GraphQL means "not sent"). */
const campiPuntoVendita = {
  indirizzo: indirizzo.optional(),
  temperaturaVetrina: temperaturaVetrina.nullish().describe('Temperatura della vetrina in °C (-30..0; predefinita -12)'),
  attivo: v.boolish.nullish(),
  latitudine: latitudine.optional().describe('Latitudine (-90..90) per la previsione meteo; null la toglie'),
  longitudine: longitudine.optional().describe('Longitudine (-180..180), insieme alla latitudine'),
  santoPatrono: santoPatrono.optional().describe('Giorno del santo patrono, MM-GG (es. 10-04); null lo toglie'),
};

/** Create: nome required (spec section 5); attivo defaults to true. */
export const creaPuntoVenditaSchema = z
  .object({ nome, ...campiPuntoVendita })
  .refine(coordinateInsieme, { message: MSG_PV.coordinateInsieme, path: ['latitudine'] })
  .describe('Dati di un nuovo punto vendita');

/** Update: only the fields sent change; nome, when sent, cannot be blank. */
export const aggiornaPuntoVenditaSchema = z
  .object({ nome: nome.optional(), ...campiPuntoVendita })
  .refine(coordinateInsieme, { message: MSG_PV.coordinateInsieme, path: ['latitudine'] })
  .describe('Campi da modificare di un punto vendita (quelli omessi restano invariati)');
export type CreaPuntoVendita = z.output<typeof creaPuntoVenditaSchema>;
export type AggiornaPuntoVendita = z.output<typeof aggiornaPuntoVenditaSchema>;
