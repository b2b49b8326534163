import { MOTIVO_MAX, MSG_GIACENZE, rettificaValida, scortaValida, UBICAZIONE_MAX } from '@gelatiere/contratto';
import { z } from 'zod';
import { formatInput, parseInput } from '../../lib/format';
import type { Giacenza } from './operations';

/** The validation messages of the stock forms: the API's own (the contract shared with it, @gelatiere/contratto). */
export { MSG_GIACENZE };

export const MOTIVI = ['Scarto', 'Rottura', 'Scaduto', 'Inventario', 'Reso al fornitore', 'Altro'] as const;

/** The typographic minus of the placeholder (−1,5) is read as a minus sign. */
const numero = (testo: string) => parseInput(testo.replace(/\u2212/g, '-'));

/** A stock adjustment as edited: the lot ('' = none), the signed change as typed, the reason (Altro: the free text). */
export const rettificaFormSchema = z
  .object({ lotto: z.string(), quantita: z.string(), motivo: z.string(), altro: z.string() })
  .superRefine((v, ctx) => {
    const q = numero(v.quantita);
    if (!rettificaValida(q)) ctx.addIssue({ code: 'custom', path: ['quantita'], message: MSG_GIACENZE.quantitaNonValida });
    const motivo = v.motivo === 'Altro' ? v.altro.trim() : v.motivo;
    if (!motivo || motivo.length > MOTIVO_MAX) ctx.addIssue({ code: 'custom', path: ['motivo'], message: MSG_GIACENZE.motivoObbligatorio });
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
      if (!scortaValida(n)) ctx.addIssue({ code: 'custom', path: ['scortaMinima'], message: MSG_GIACENZE.scortaNonValida });
    }
    if (v.ubicazione.trim().length > UBICAZIONE_MAX) ctx.addIssue({ code: 'custom', path: ['ubicazione'], message: MSG_GIACENZE.ubicazioneTroppoLunga });
  })
  .transform((v) => ({ scortaMinima: v.scortaMinima.trim() === '' ? null : numero(v.scortaMinima), ubicazione: v.ubicazione.trim() || null }));
export type ScortaFormValues = z.input<typeof scortaFormSchema>;

export const scortaFormIniziale = (giacenza: Giacenza): ScortaFormValues => ({ scortaMinima: formatInput(giacenza.scortaMinima ?? null, 4), ubicazione: giacenza.ubicazione ?? '' });
