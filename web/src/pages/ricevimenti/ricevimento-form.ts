import { MSG_MODULO_RICEVIMENTO, scadenzaPrecedente, temperaturaConsegnaNeiLimiti } from '@gelatiere/contratto';
import { z } from 'zod';
import type { RicevimentoInput } from '../../gql/graphql';
import { parseInput } from '../../lib/format';
import { arrotonda, quantitaEPrezzo, type ModelloRicevimento, type RigaFattura, type RigaModello } from './modello';

/**
 * The receipt editor's form (react-hook-form + zod): the model as typed, checked with the contract's
 * words (@gelatiere/contratto MSG_MODULO_RICEVIMENTO) before sending — the server checks everything
 * again with MSG_RICEVIMENTI — and yielding the mutation's input.
 */
export { MSG_MODULO_RICEVIMENTO };

const campiFormSchema = z.object({
  fornitoreId: z.number().nullable(),
  data: z.string(),
  numeroDocumento: z.string(),
  aggiornaPrezzi: z.boolean(),
  fattura: z.custom<NonNullable<ModelloRicevimento['fattura']>>().nullable(),
  righe: z.array(
    z.object({
      ingredienteId: z.number().nullable(),
      lotto: z.string(),
      scadenza: z.string(),
      quantita: z.string(),
      prezzo: z.string(),
      temperatura: z.string(),
      fattore: z.string(),
      fattura: z.custom<RigaFattura>().nullable(),
    }),
  ),
});
/** What the form edits: the model without the invoice lines left out (shown, never sent). */
export type RicevimentoFormValues = z.input<typeof campiFormSchema>;

type Issue = { campo: keyof RigaModello; message: string };

/** The issues of one line (the server's rules in short: quantities and prices are rounded when sent). */
function erroriRiga(r: RigaModello, data: string): Issue[] {
  const e: Issue[] = [];
  const { quantita, prezzo } = quantitaEPrezzo(r);
  if (r.ingredienteId === null) e.push({ campo: 'ingredienteId', message: MSG_MODULO_RICEVIMENTO.ingrediente });
  if (!r.lotto.trim()) e.push({ campo: 'lotto', message: MSG_MODULO_RICEVIMENTO.lotto });
  if (scadenzaPrecedente(r.scadenza, data)) e.push({ campo: 'scadenza', message: MSG_MODULO_RICEVIMENTO.scadenzaPrecedente });
  if (r.fattura) {
    if (r.ingredienteId !== null && !(parseInput(r.fattore) > 0)) e.push({ campo: 'fattore', message: MSG_MODULO_RICEVIMENTO.fattore });
  } else {
    if (!(quantita > 0)) e.push({ campo: 'quantita', message: MSG_MODULO_RICEVIMENTO.quantita });
    if (!(prezzo >= 0)) e.push({ campo: 'prezzo', message: MSG_MODULO_RICEVIMENTO.prezzo });
  }
  if (r.temperatura.trim() && !temperaturaConsegnaNeiLimiti(parseInput(r.temperatura))) e.push({ campo: 'temperatura', message: MSG_MODULO_RICEVIMENTO.temperatura });
  return e;
}

/** The mutation's input of a valid model (invoice lines carry what the server remembers of them). */
function inputDaValori(m: RicevimentoFormValues): RicevimentoInput {
  return {
    fornitoreId: m.fornitoreId,
    data: m.data,
    numeroDocumento: m.numeroDocumento.trim(),
    aggiornaPrezzi: m.aggiornaPrezzi,
    fattura: m.fattura && { tipoDocumento: m.fattura.tipoDocumento, nomeFile: m.fattura.nomeFile, sha256: m.fattura.sha256 },
    righe: m.righe.map((r) => {
      const { quantita, prezzo } = quantitaEPrezzo(r);
      const t = parseInput(r.temperatura);
      return {
        ingredienteId: r.ingredienteId,
        lotto: r.lotto.trim(),
        scadenza: r.scadenza || null,
        quantita: arrotonda(quantita, 3),
        prezzoUnitario: arrotonda(prezzo, 4),
        temperatura: Number.isNaN(t) ? null : arrotonda(t, 1),
        ...(r.fattura && {
          descrizione: r.fattura.descrizione,
          codiceArticolo: r.fattura.codiceArticolo,
          unitaFattura: r.fattura.unita,
          fattoreConversione: parseInput(r.fattore),
        }),
      };
    }),
  };
}

/** Supplier, date, document number and at least one line, each line complete: the receipt's input. */
export const ricevimentoFormSchema = campiFormSchema
  .superRefine((m, ctx) => {
    const errore = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (m.fornitoreId === null) errore(['fornitoreId'], MSG_MODULO_RICEVIMENTO.fornitore);
    if (!m.data) errore(['data'], MSG_MODULO_RICEVIMENTO.data);
    if (!m.numeroDocumento.trim()) errore(['numeroDocumento'], MSG_MODULO_RICEVIMENTO.numero);
    if (m.righe.length === 0) errore(['righe'], MSG_MODULO_RICEVIMENTO.righe);
    m.righe.forEach((r, i) => erroriRiga(r, m.data).forEach((e) => errore(['righe', i, e.campo], e.message)));
  })
  .transform(inputDaValori);

/** The form's values of a model (the lines left out stay in the model, for the editor to show). */
export const valoriDaModello = ({ righeEscluse: _escluse, ...valori }: ModelloRicevimento): RicevimentoFormValues => valori;
