import { z } from 'zod';

/**
 * The contract of sales points (spec sections 3 and 5): the input shapes and messages are in
 * @gelatiere/contratto (shared with the web form), re-exported here; the output shapes are the server's.
 */
export {
  aggiornaPuntoVenditaSchema,
  creaPuntoVenditaSchema,
  MSG_PV,
  type AggiornaPuntoVendita,
  type CreaPuntoVendita,
} from '@gelatiere/contratto';

/** A sales point as every door shows it. */
export const puntoVenditaSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    indirizzo: z.string().nullable(),
    attivo: z.boolean(),
    temperaturaVetrina: z.number().describe('Temperatura della vetrina in °C (predefinita -12)'),
    latitudine: z.number().nullable().describe('Latitudine (previsione meteo)'),
    longitudine: z.number().nullable().describe('Longitudine (previsione meteo)'),
    santoPatrono: z.string().nullable().describe('Giorno del santo patrono, MM-GG (festivo locale)'),
    createdAt: z.date(),
  })
  .describe('Un punto vendita (negozio, chiosco, laboratorio)');
export type PuntoVenditaView = z.output<typeof puntoVenditaSchema>;

/** Answer of create and update (spec section 3): the message and the sales point under `puntoVendita`. */
export const puntoVenditaSalvatoSchema = z.object({ message: z.string(), puntoVendita: puntoVenditaSchema });

/** Spec quirk: the wrapper key stays camelCase on the REST door (the sales point inside is snake_case). */
export const QUIRK_PUNTO_VENDITA = { puntoVendita: { nome: 'puntoVendita' } } as const;
