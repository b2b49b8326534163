import { MSG_PRODUZIONE, NOTE_MAX, noteProduzione, QUANTITA_PRODUZIONE_MAX } from '@gelatiere/contratto';
import { z } from 'zod';
import { regolaDi } from '../../components/use-zod-form';
import type { StoricoProduzioneCampiFragment } from '../../gql/graphql';
import { formatInput } from '../../lib/format';
import { parseQuantita, righeDaProduzione, type RigaModifica } from './edit-rules';

/**
 * The production edit dialog's form (react-hook-form + zod): the lines with their kg as typed
 * (it-IT, '1,' while typing) and the notes, checked with the contract's rules and words
 * (@gelatiere/contratto MSG_PRODUZIONE, the API's own), yielding what the dialog submits.
 */
export { MSG_PRODUZIONE, NOTE_MAX };

/** What the dialog submits: kg per flavour and the notes. */
export interface ModificaValori {
  gusti: { gustoId: number; quantitaKg: number }[];
  note: string;
}

/** A line as the form edits it: the flavour shown, its kg as typed. */
export type RigaForm = Omit<RigaModifica, 'quantitaKg'> & { quantita: string };

const rigaFormSchema = z.object({
  gustoId: z.number(),
  gustoNome: z.string(),
  gustoCategoria: z.string().nullable(),
  gustoColore: z.string(),
  foodCost: z.number().nullable(),
  /** Typed kg: not a number or below 0 reads as 0 (the modal's rule), at most the contract's bound. */
  quantita: z
    .string()
    .transform(parseQuantita)
    .refine((kg) => kg <= QUANTITA_PRODUZIONE_MAX, MSG_PRODUZIONE.quantitaTroppoGrande),
});

/** Lines (at least one above 0 kg, as the server asks) and notes (at most NOTE_MAX): the dialog's values. */
export const modificaProduzioneFormSchema = z
  .object({ righe: z.array(rigaFormSchema), note: regolaDi(noteProduzione) })
  .superRefine((m, ctx) => {
    if (!m.righe.some((r) => r.quantita > 0)) ctx.addIssue({ code: 'custom', path: ['righe'], message: MSG_PRODUZIONE.almenoUnGusto });
  })
  .transform((m): ModificaValori => ({ gusti: m.righe.map((r) => ({ gustoId: r.gustoId, quantitaKg: r.quantita })), note: m.note }));
export type ModificaProduzioneFormValues = z.input<typeof modificaProduzioneFormSchema>;

/** A line's kg as the input shows it (it-IT, up to the gram). */
export const testoQuantita = (kg: number) => formatInput(kg, 3);

/** A line of the form from a line of the rules (an existing or an added flavour). */
export const rigaForm = ({ quantitaKg, ...riga }: RigaModifica): RigaForm => ({ ...riga, quantita: testoQuantita(quantitaKg) });

/** The lines of the rules (totals, picker) from the form's lines. */
export const righeModifica = (righe: readonly RigaForm[]): RigaModifica[] => righe.map(({ quantita, ...r }) => ({ ...r, quantitaKg: parseQuantita(quantita) }));

/** The form's values of a production: its lines and notes. */
export const valoriDaProduzione = (p: StoricoProduzioneCampiFragment): ModificaProduzioneFormValues => ({
  righe: righeDaProduzione(p).map(rigaForm),
  note: p.note ?? '',
});
