import { z } from 'zod';
import { normalizzaPartitaIva, partitaIvaValida } from './partita-iva.js';
import { v } from './validazione.js';

/** The input contract of the suppliers (issue 30) and its Italian messages. */

export const MSG_FORNITORI = {
  ragioneSocialeObbligatoria: 'La ragione sociale del fornitore è obbligatoria (massimo 150 caratteri)',
  partitaIvaObbligatoria: 'La partita IVA del fornitore è obbligatoria',
  partitaIvaNonValida: 'Partita IVA non valida: servono 11 cifre e la cifra di controllo deve essere corretta',
  partitaIvaEsistente: (nome: string) => `Esiste già un fornitore con questa partita IVA: ${nome}`,
  emailNonValida: 'Indirizzo e-mail del fornitore non valido',
  telefonoNonValido: 'Numero di telefono non valido (massimo 50 caratteri: cifre, spazi, + - . / ( ))',
  nonTrovato: 'Fornitore non trovato',
  capNonValido: 'CAP non valido: servono 5 cifre',
  provinciaNonValida: 'Provincia non valida: la sigla di 2 lettere (es. MI)',
  /** The form's shorter texts (its fields show their limits themselves). */
  ragioneSocialeMancante: 'La ragione sociale è obbligatoria',
  partitaIvaMancante: 'La partita IVA è obbligatoria',
} as const;

/** The supplier's registered office (street and number, CAP, comune, provincia), each part optional. */
export const indirizzoFornitoreShape = {
  indirizzo: v.optionalString(200).describe('Via e numero civico della sede'),
  cap: z
    .string({ message: MSG_FORNITORI.capNonValido })
    .trim()
    .regex(/^([0-9]{5})?$/, MSG_FORNITORI.capNonValido)
    .nullish()
    .transform((s) => (s ? s : null))
    .describe('5 cifre'),
  comune: v.optionalString(100),
  provincia: z
    .string({ message: MSG_FORNITORI.provinciaNonValida })
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => /^([A-Z]{2})?$/.test(s), MSG_FORNITORI.provinciaNonValida)
    .nullish()
    .transform((s) => (s ? s : null))
    .describe('Sigla di 2 lettere'),
};
export interface IndirizzoFornitore {
  indirizzo: string | null;
  cap: string | null;
  comune: string | null;
  provincia: string | null;
}

/** A P.IVA as written by people ("IT01234567897", spaces and dots allowed), checked with its check digit. */
export const partitaIvaSchema = z
  .string({ message: MSG_FORNITORI.partitaIvaObbligatoria })
  .transform(normalizzaPartitaIva)
  .refine((s) => s.length > 0, MSG_FORNITORI.partitaIvaObbligatoria)
  .refine(partitaIvaValida, MSG_FORNITORI.partitaIvaNonValida);

/** A new supplier: ragione sociale and P.IVA required, contacts optional. */
export const creaFornitoreSchema = v.oggetto({
  ragioneSociale: v.requiredString(MSG_FORNITORI.ragioneSocialeObbligatoria, 150),
  partitaIva: partitaIvaSchema.describe('11 cifre, con la cifra di controllo'),
  email: z
    .string({ message: MSG_FORNITORI.emailNonValida })
    .trim()
    .max(255, MSG_FORNITORI.emailNonValida)
    .nullish()
    .transform((s) => (s ? s : null))
    .refine((s) => s === null || z.email().safeParse(s).success, MSG_FORNITORI.emailNonValida),
  telefono: z
    .string({ message: MSG_FORNITORI.telefonoNonValido })
    .trim()
    .max(50, MSG_FORNITORI.telefonoNonValido)
    .regex(/^[0-9+\-./() ]*$/, MSG_FORNITORI.telefonoNonValido)
    .nullish()
    .transform((s) => (s ? s : null)),
  ...indirizzoFornitoreShape,
}).describe('Un fornitore (nuovo o modificato: tutti i campi)');
export type CreaFornitore = z.output<typeof creaFornitoreSchema>;
