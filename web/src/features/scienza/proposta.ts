import { formatInput } from '../../lib/format';
import type { Esito } from './BarraObiettivo';
import type { Mancato } from './chiavi';
import type { ControlloVista } from './ComposizioneTabella';

/** A recipe line as sent to the balancing (quantity in the line's unit). */
export interface RigaInviata {
  ingredienteId: number;
  nome: string;
  quantita: number;
  unita: string;
}

export interface RigaRisultato {
  ingredienteId: number;
  quantita: number;
  unita: string;
}

export interface RigaDiff {
  /** index in the sent lines; null = a line the solver added */
  indice: number | null;
  ingredienteId: number;
  nome: string;
  unita: string;
  prima: number;
  dopo: number;
}

export interface ControlloDiff {
  chiave: string;
  min: number | null;
  max: number | null;
  prima: { valore: number; esito: Esito } | null;
  dopo: { valore: number; esito: Esito };
}

export interface RisultatoVista {
  fattibile: boolean;
  righe: readonly RigaRisultato[];
  foodCost: number;
  obiettiviMancati: readonly Mancato[];
  analisi: { controlli: readonly ControlloVista[] };
}

/**
 * Old -> new quantity per line. The balancing answers the sent lines in the same order and units,
 * then any line it added; `nomi` names the added ones.
 */
export function righeDiff(inviate: readonly RigaInviata[], risultato: readonly RigaRisultato[], nomi: ReadonlyMap<number, string>): RigaDiff[] {
  return risultato.map((r, i) => {
    const inviata = inviate[i];
    if (inviata && inviata.ingredienteId === r.ingredienteId) {
      return { indice: i, ingredienteId: r.ingredienteId, nome: inviata.nome, unita: r.unita, prima: inviata.quantita, dopo: r.quantita };
    }
    return { indice: null, ingredienteId: r.ingredienteId, nome: nomi.get(r.ingredienteId) ?? `#${r.ingredienteId}`, unita: r.unita, prima: 0, dopo: r.quantita };
  });
}

/** Each target of the proposal, with the value it had before. */
export function controlliDiff(prima: readonly ControlloVista[], dopo: readonly ControlloVista[]): ControlloDiff[] {
  const vecchi = new Map(prima.map((c) => [c.chiave, c]));
  return dopo.map((c) => {
    const v = vecchi.get(c.chiave);
    return {
      chiave: c.chiave,
      min: c.min ?? null,
      max: c.max ?? null,
      prima: v ? { valore: v.valore, esito: v.esito } : null,
      dopo: { valore: c.valore, esito: c.esito },
    };
  });
}

/** Decimals that show 0.1 g (or 0.1 ml) in a line's unit. */
export const decimaliUnita = (unita: string) => (unita === 'kg' || unita === 'l' ? 4 : unita === 'pz' ? 0 : 1);

/** A quantity as the recipe form writes it: 0.1 g precision in the line's unit, it-IT ('574,2'). */
export function quantitaForm(q: number, unita: string): string {
  return formatInput(q, decimaliUnita(unita));
}
