import { z } from 'zod';
import { formatInput, parseInput } from '../../lib/format';
import type { Giacenza } from './operations';

/** The validation messages of the stock forms: the server's texts word for word (api magazzino/giacenze.schema.ts MSG_GIACENZE). */
export const MSG_GIACENZE = {
  quantitaNonValida: 'La quantità della rettifica deve essere un numero diverso da 0 (positivo se la giacenza aumenta, negativo se diminuisce; al massimo 4 decimali)',
  motivoObbligatorio: 'Indica il motivo della rettifica (es. inventario, scarto, rottura)',
  scortaNonValida: 'La scorta minima deve essere un numero maggiore o uguale a 0 (al massimo 4 decimali)',
  ubicazioneTroppoLunga: 'Ubicazione troppo lunga (massimo 100 caratteri)',
} as const;

export const MOTIVI = ['Scarto', 'Rottura', 'Scaduto', 'Inventario', 'Reso al fornitore', 'Altro'] as const;

/** The API's bounds (giacenze.schema.ts): below a billion, at most 4 decimals. */
const QUANTITA_MAX = 1_000_000_000;
const decimali4 = (n: number) => Math.abs(n * 10000 - Math.round(n * 10000)) < 1e-6;
/** The typographic minus of the placeholder (−1,5) is read as a minus sign. */
const numero = (testo: string) => parseInput(testo.replace(/\u2212/g, '-'));

/** A stock adjustment as edited: the lot ('' = none), the signed change as typed, the reason (Altro: the free text). */
export const rettificaFormSchema = z
  .object({ lotto: z.string(), quantita: z.string(), motivo: z.string(), altro: z.string() })
  .superRefine((v, ctx) => {
    const q = numero(v.quantita);
    if (!Number.isFinite(q) || q === 0 || Math.abs(q) >= QUANTITA_MAX || !decimali4(q)) ctx.addIssue({ code: 'custom', path: ['quantita'], message: MSG_GIACENZE.quantitaNonValida });
    const motivo = v.motivo === 'Altro' ? v.altro.trim() : v.motivo;
    if (!motivo || motivo.length > 200) ctx.addIssue({ code: 'custom', path: ['motivo'], message: MSG_GIACENZE.motivoObbligatorio });
  })
  .transform((v) => ({ lotto: v.lotto || null, quantita: numero(v.quantita), motivo: v.motivo === 'Altro' ? v.altro.trim() : v.motivo }));
export type RettificaFormValues = z.input<typeof rettificaFormSchema>;

export const rettificaFormIniziale = (giacenza: Giacenza): RettificaFormValues => ({ lotto: giacenza.lotti[0]?.lotto ?? '', quantita: '', motivo: MOTIVI[0], altro: '' });

/** Reorder point and storage place as edited; an empty field clears it (null). */
export const scortaFormSchema = z
  .object({ scortaMinima: z.string(), ubicazione: z.string() })
  .superRefine((v, ctx) => {
    if (v.scortaMinima.trim() !== '') {
      const n = numero(v.scortaMinima);
      if (!Number.isFinite(n) || n < 0 || n >= QUANTITA_MAX || !decimali4(n)) ctx.addIssue({ code: 'custom', path: ['scortaMinima'], message: MSG_GIACENZE.scortaNonValida });
    }
    if (v.ubicazione.trim().length > 100) ctx.addIssue({ code: 'custom', path: ['ubicazione'], message: MSG_GIACENZE.ubicazioneTroppoLunga });
  })
  .transform((v) => ({ scortaMinima: v.scortaMinima.trim() === '' ? null : numero(v.scortaMinima), ubicazione: v.ubicazione.trim() || null }));
export type ScortaFormValues = z.input<typeof scortaFormSchema>;

export const scortaFormIniziale = (giacenza: Giacenza): ScortaFormValues => ({ scortaMinima: formatInput(giacenza.scortaMinima ?? null, 4), ubicazione: giacenza.ubicazione ?? '' });
