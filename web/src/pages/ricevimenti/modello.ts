import type { UnitaMisura } from '../../gql/graphql';
import { formatInput, parseInput, todayIsoDate } from '../../lib/format';
import { fattoreStandard } from './unita';

/** The receipt editor's model: a receipt typed by hand, or the draft of an imported invoice being completed (its checks and the mutation's input: ricevimento-form.ts). */

/** The draft of POST /api/ricevimenti/fattura (REST, snake_case). */
export interface BozzaFattura {
  fornitore: { id: number; ragione_sociale: string; partita_iva: string; creato: boolean };
  numero_documento: string;
  data: string;
  tipo_documento: string;
  nota_di_credito: boolean;
  nome_file: string;
  sha256: string;
  righe: {
    numero_linea: number;
    descrizione: string;
    codice_articolo: string | null;
    ingrediente_id: number | null;
    fattore_conversione: number | null;
    quantita_fattura: number;
    unita_fattura: string | null;
    prezzo_unitario_fattura: number;
    lotto: string | null;
    scadenza: string | null;
  }[];
  righe_escluse: { numero_linea: number; descrizione: string; motivo: string }[];
}

/** A line of the invoice the receipt line comes from: its quantity and price convert with `fattore`. */
export interface RigaFattura {
  numeroLinea: number;
  descrizione: string;
  codiceArticolo: string | null;
  quantita: number;
  unita: string | null;
  prezzoUnitario: number;
  /** Matched by a remembered mapping (not asked again). */
  ricordata: boolean;
}

export interface RigaModello {
  ingredienteId: number | null;
  lotto: string;
  /** aaaa-mm-gg or '' (goods without expiry) */
  scadenza: string;
  /** Typed text (decimal comma): by hand in the ingredient's unit; from an invoice it is derived from `fattore`. */
  quantita: string;
  prezzo: string;
  temperatura: string;
  /** Invoice lines only: ingredient units per invoice unit. */
  fattore: string;
  fattura: RigaFattura | null;
}

export interface ModelloRicevimento {
  fornitoreId: number | null;
  data: string;
  numeroDocumento: string;
  aggiornaPrezzi: boolean;
  fattura: { tipoDocumento: string; nomeFile: string; sha256: string; notaDiCredito: boolean; fornitoreCreato: boolean; fornitoreNome: string } | null;
  righe: RigaModello[];
  righeEscluse: BozzaFattura['righe_escluse'];
}

export type IngredienteScelta = { id: number; nome: string; unitaMisura: UnitaMisura };

export const rigaVuota = (): RigaModello => ({ ingredienteId: null, lotto: '', scadenza: '', quantita: '', prezzo: '', temperatura: '', fattore: '', fattura: null });

export const ricevimentoVuoto = (): ModelloRicevimento => ({
  fornitoreId: null,
  data: todayIsoDate(),
  numeroDocumento: '',
  aggiornaPrezzi: false,
  fattura: null,
  righe: [rigaVuota()],
  righeEscluse: [],
});

/** An imported invoice's draft as the editor's model (lot and expiry come from the invoice when it carries them). */
export function daBozza(b: BozzaFattura): ModelloRicevimento {
  return {
    fornitoreId: b.fornitore.id,
    data: b.data,
    numeroDocumento: b.numero_documento,
    aggiornaPrezzi: false,
    fattura: { tipoDocumento: b.tipo_documento, nomeFile: b.nome_file, sha256: b.sha256, notaDiCredito: b.nota_di_credito, fornitoreCreato: b.fornitore.creato, fornitoreNome: b.fornitore.ragione_sociale },
    righe: b.righe.map((r) => ({
      ...rigaVuota(),
      ingredienteId: r.ingrediente_id,
      lotto: r.lotto ?? '',
      scadenza: r.scadenza ?? '',
      fattore: r.ingrediente_id === null ? '' : formatInput(r.fattore_conversione ?? 1, 6),
      fattura: {
        numeroLinea: r.numero_linea,
        descrizione: r.descrizione,
        codiceArticolo: r.codice_articolo,
        quantita: r.quantita_fattura,
        unita: r.unita_fattura,
        prezzoUnitario: r.prezzo_unitario_fattura,
        ricordata: r.ingrediente_id !== null,
      },
    })),
    righeEscluse: b.righe_escluse,
  };
}

/** The ingredient chosen for a line; an invoice line gets the standard conversion of its unit when there is one. */
export function scegliIngrediente(riga: RigaModello, ingrediente: IngredienteScelta | null): RigaModello {
  if (!riga.fattura || !ingrediente) return { ...riga, ingredienteId: ingrediente?.id ?? null };
  const standard = fattoreStandard(riga.fattura.unita, ingrediente.unitaMisura);
  return { ...riga, ingredienteId: ingrediente.id, fattore: standard === null ? '' : formatInput(standard, 6) };
}

/** `n` rounded to `decimali` decimals. */
export const arrotonda = (n: number, decimali: number) => Math.round(n * 10 ** decimali) / 10 ** decimali;

/** Quantity (ingredient unit) and unit price (€ per ingredient unit) of a line; NaN where not typed yet. */
export function quantitaEPrezzo(riga: RigaModello): { quantita: number; prezzo: number } {
  if (!riga.fattura) return { quantita: parseInput(riga.quantita), prezzo: parseInput(riga.prezzo) };
  const f = parseInput(riga.fattore);
  if (!(f > 0)) return { quantita: Number.NaN, prezzo: Number.NaN };
  return { quantita: arrotonda(riga.fattura.quantita * f, 3), prezzo: arrotonda(riga.fattura.prezzoUnitario / f, 4) };
}
