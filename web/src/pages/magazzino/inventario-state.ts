import { parseInput } from '../../lib/format';
import type { Giacenza } from './operations';

/** One line of the inventory count: a lot of an ingredient, or its stock with no lot. */
export interface RigaConteggio {
  chiave: string;
  ingredienteId: number;
  nome: string;
  unitaMisura: string;
  ubicazione: string | null;
  lotto: string | null;
  scadenza: string | null;
  /** The book stock of the line, shown to the counter and sent back as giacenza_letta. */
  giacenza: number;
}

export interface GruppoConteggio {
  ubicazione: string | null;
  righe: RigaConteggio[];
}

export const SENZA_UBICAZIONE = 'Senza ubicazione';

const round4 = (n: number) => Math.round(n * 10000) / 10000;

/**
 * The count's lines grouped by storage place (the order the stock list comes in: by place, then
 * name): one line per lot in stock, plus the stock with no lot when there is some (consumed with no
 * lot, adjusted with no lot) or when the ingredient has no lot at all.
 */
export function righeConteggio(giacenze: readonly Giacenza[]): GruppoConteggio[] {
  const gruppi = new Map<string, GruppoConteggio>();
  for (const g of giacenze) {
    const base = { ingredienteId: g.ingredienteId, nome: g.nome, unitaMisura: g.unitaMisura, ubicazione: g.ubicazione ?? null };
    const righe: RigaConteggio[] = g.lotti.map((l) => ({ ...base, chiave: `${g.ingredienteId}:${l.lotto}`, lotto: l.lotto, scadenza: l.scadenza ?? null, giacenza: l.giacenza }));
    const senzaLotto = round4(g.giacenza - g.lotti.reduce((s, l) => s + l.giacenza, 0));
    if (senzaLotto !== 0 || righe.length === 0) righe.push({ ...base, chiave: `${g.ingredienteId}:`, lotto: null, scadenza: null, giacenza: senzaLotto });
    const k = g.ubicazione ?? '';
    const gruppo = gruppi.get(k) ?? { ubicazione: g.ubicazione ?? null, righe: [] };
    gruppo.righe.push(...righe);
    gruppi.set(k, gruppo);
  }
  return [...gruppi.values()].sort((a, b) => (a.ubicazione === null ? 1 : b.ubicazione === null ? -1 : 0));
}

export interface Differenza {
  riga: RigaConteggio;
  contato: number;
  differenza: number;
}

export interface EsitoConteggio {
  /** Every line with a valid counted quantity (equal ones too: they confirm the stock). */
  contate: Differenza[];
  /** The counted lines whose quantity differs from the stock. */
  differenze: Differenza[];
  /** Keys of the lines whose typed text is not a quantity ≥ 0 with at most 4 decimals. */
  nonValide: string[];
}

/** A typed count: Italian decimals ('2,5'), ≥ 0, at most 4 decimals; null when not valid. */
export function leggiContato(testo: string): number | null {
  const n = parseInput(testo);
  if (!Number.isFinite(n) || n < 0 || round4(n) !== n) return null;
  return n;
}

/** The count typed so far against the book stock: lines left empty are not counted. */
export function esitoConteggio(gruppi: readonly GruppoConteggio[], testi: Readonly<Record<string, string>>): EsitoConteggio {
  const esito: EsitoConteggio = { contate: [], differenze: [], nonValide: [] };
  for (const riga of gruppi.flatMap((g) => g.righe)) {
    const testo = testi[riga.chiave]?.trim() ?? '';
    if (testo === '') continue;
    const contato = leggiContato(testo);
    if (contato === null) {
      esito.nonValide.push(riga.chiave);
      continue;
    }
    const d = { riga, contato, differenza: round4(contato - riga.giacenza) };
    esito.contate.push(d);
    if (d.differenza !== 0) esito.differenze.push(d);
  }
  return esito;
}

/** The GraphQL input of a count: every counted line with the stock it was counted against. */
export const inputInventario = (contate: readonly Differenza[]) => ({
  righe: contate.map((d) => ({ ingredienteId: d.riga.ingredienteId, lotto: d.riga.lotto, contato: d.contato, giacenzaLetta: d.riga.giacenza })),
});
