import { z } from 'zod';
import { v } from '../../common/validation.js';

/** The contract of sales points (spec sections 3 and 5): every input and output shape, once. */

export const MSG_PV = {
  nomeObbligatorio: 'Il nome del punto vendita è obbligatorio',
  nonTrovato: 'Punto vendita non trovato',
  haProduzioni:
    'Impossibile eliminare il punto vendita: ha produzioni registrate. Disattivalo invece di eliminarlo.',
  temperaturaNonValida: 'La temperatura della vetrina deve essere un numero tra -30 e 0 °C',
} as const;

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

/** Create: nome required (spec section 5); attivo defaults to true. */
export const creaPuntoVenditaSchema = z.object({
  nome,
  indirizzo: indirizzo.optional(),
  // null (GraphQL) means "not sent"
  temperaturaVetrina: temperaturaVetrina.nullish(),
  attivo: v.boolish.nullish(),
});

/** Update: only the fields sent change; nome, when sent, cannot be blank. */
export const aggiornaPuntoVenditaSchema = z.object({
  nome: nome.optional(),
  indirizzo: indirizzo.optional(),
  // null (GraphQL) means "not sent"
  temperaturaVetrina: temperaturaVetrina.nullish(),
  attivo: v.boolish.nullish(),
});
export type CreaPuntoVendita = z.output<typeof creaPuntoVenditaSchema>;
export type AggiornaPuntoVendita = z.output<typeof aggiornaPuntoVenditaSchema>;

/** A sales point as every door shows it. */
export const puntoVenditaSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    indirizzo: z.string().nullable(),
    attivo: z.boolean(),
    temperaturaVetrina: z.number().describe('Temperatura della vetrina in °C (predefinita -12)'),
    createdAt: z.date(),
  })
  .describe('Un punto vendita (negozio, chiosco, laboratorio)');
export type PuntoVenditaView = z.output<typeof puntoVenditaSchema>;

/** Answer of create and update (spec section 3): the message and the sales point under `puntoVendita`. */
export const puntoVenditaSalvatoSchema = z.object({ message: z.string(), puntoVendita: puntoVenditaSchema });

/** Spec quirk: the wrapper key stays camelCase on the REST door (the sales point inside is snake_case). */
export const QUIRK_PUNTO_VENDITA = { puntoVendita: { nome: 'puntoVendita' } } as const;
