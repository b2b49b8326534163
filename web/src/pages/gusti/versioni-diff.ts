/**
 * Line-by-line comparison of two recipe versions (issue 12, "Versioni" tab): which ingredients were
 * added, removed or changed quantity, and how food cost and PAC/kg moved. Pure: the tab renders it.
 * Quantities are compared in the ingredient's own unit (250 g and 0.25 kg of a kg ingredient are
 * the same line).
 */

export type Unita = 'kg' | 'l' | 'g' | 'ml' | 'pz';

export interface RigaVersione {
  ingredienteId: number;
  nome: string;
  quantita: number;
  unita: Unita;
  /** the ingredient's own unit */
  unitaMisura: Unita;
  /** base (default), variegato or inclusione */
  ruolo?: string | null;
  /** characterising line as recorded (QUID on the label) */
  caratterizzante?: boolean | null;
}

export type StatoRiga = 'aggiunto' | 'rimosso' | 'modificato' | 'invariato';

export interface RigaDiff {
  ingredienteId: number;
  nome: string;
  prima: { quantita: number; unita: Unita } | null;
  dopo: { quantita: number; unita: Unita } | null;
  stato: StatoRiga;
  /** dopo − prima in the ingredient's own unit (`unitaMisura`); null when added or removed */
  variazione: number | null;
  unitaMisura: Unita;
  /** role and characterising flag of each side (null when absent on that side) */
  ruolo: { prima: string | null; dopo: string | null };
  caratterizzante: { prima: boolean | null; dopo: boolean | null };
  /** what changed besides the quantity, in Italian ("caratterizzante: no → sì", "ruolo: Miscela → Variegato") */
  altreModifiche: string[];
}

const ETICHETTA_RUOLO: Record<string, string> = { base: 'Miscela', variegato: 'Variegato', inclusione: 'Inclusione' };
const ruoloDi = (r: RigaVersione) => r.ruolo ?? 'base';

function altreModifiche(p: RigaVersione, d: RigaVersione): string[] {
  const out: string[] = [];
  if (ruoloDi(p) !== ruoloDi(d)) out.push(`ruolo: ${ETICHETTA_RUOLO[ruoloDi(p)] ?? ruoloDi(p)} → ${ETICHETTA_RUOLO[ruoloDi(d)] ?? ruoloDi(d)}`);
  if (!!p.caratterizzante !== !!d.caratterizzante) out.push(`caratterizzante: ${p.caratterizzante ? 'sì' : 'no'} → ${d.caratterizzante ? 'sì' : 'no'}`);
  return out;
}

const GRANDI: readonly Unita[] = ['kg', 'l'];

/** A quantity in the ingredient's own unit (g, ml -> kg, l divide by 1000; DOMAIN.md units). */
export function inUnitaIngrediente(quantita: number, unita: Unita, unitaMisura: Unita): number {
  const inPiccole = GRANDI.includes(unita) ? quantita * 1000 : quantita;
  return GRANDI.includes(unitaMisura) ? inPiccole / 1000 : inPiccole;
}

const arrotonda = (n: number) => Math.round(n * 1e6) / 1e6;

/** Lines of one ingredient merged (a recipe may list it twice): total in its own unit, first unit shown. */
function perIngrediente(righe: readonly RigaVersione[]) {
  const out = new Map<number, { riga: RigaVersione; totale: number; quantita: number; stessaUnita: boolean }>();
  for (const r of righe) {
    const q = inUnitaIngrediente(r.quantita, r.unita, r.unitaMisura);
    const cur = out.get(r.ingredienteId);
    if (!cur) out.set(r.ingredienteId, { riga: r, totale: q, quantita: r.quantita, stessaUnita: true });
    else {
      cur.totale += q;
      cur.stessaUnita &&= cur.riga.unita === r.unita;
      cur.quantita = cur.stessaUnita ? cur.quantita + r.quantita : cur.totale;
    }
  }
  for (const v of out.values()) if (!v.stessaUnita) v.riga = { ...v.riga, unita: v.riga.unitaMisura };
  return out;
}

/** The lines of `dopo` in their order (added, changed, unchanged), then those removed from `prima`. */
export function diffRighe(prima: readonly RigaVersione[], dopo: readonly RigaVersione[]): RigaDiff[] {
  const a = perIngrediente(prima);
  const b = perIngrediente(dopo);
  const out: RigaDiff[] = [];
  for (const [id, d] of b) {
    const p = a.get(id);
    const base = { ingredienteId: id, nome: d.riga.nome, unitaMisura: d.riga.unitaMisura, dopo: { quantita: d.quantita, unita: d.riga.unita } };
    const lati = (pr: RigaVersione | null) => ({
      ruolo: { prima: pr ? ruoloDi(pr) : null, dopo: ruoloDi(d.riga) },
      caratterizzante: { prima: pr ? !!pr.caratterizzante : null, dopo: !!d.riga.caratterizzante },
    });
    if (!p) out.push({ ...base, ...lati(null), prima: null, stato: 'aggiunto', variazione: null, altreModifiche: [] });
    else {
      const variazione = arrotonda(d.totale - p.totale);
      const altre = altreModifiche(p.riga, d.riga);
      out.push({ ...base, ...lati(p.riga), prima: { quantita: p.quantita, unita: p.riga.unita }, stato: variazione === 0 && altre.length === 0 ? 'invariato' : 'modificato', variazione, altreModifiche: altre });
    }
  }
  for (const [id, p] of a) {
    if (b.has(id)) continue;
    out.push({
      ingredienteId: id,
      nome: p.riga.nome,
      unitaMisura: p.riga.unitaMisura,
      prima: { quantita: p.quantita, unita: p.riga.unita },
      dopo: null,
      stato: 'rimosso',
      variazione: null,
      ruolo: { prima: ruoloDi(p.riga), dopo: null },
      caratterizzante: { prima: !!p.riga.caratterizzante, dopo: null },
      altreModifiche: [],
    });
  }
  return out;
}

export interface Variazione {
  prima: number;
  dopo: number;
  differenza: number;
  /** percent change, null when `prima` is 0 */
  percentuale: number | null;
}

/** How a value (food cost €/kg, PAC/kg) moved from one version to the other. */
export function variazione(prima: number, dopo: number): Variazione {
  const differenza = Math.round((dopo - prima) * 10000) / 10000;
  return { prima, dopo, differenza, percentuale: prima === 0 ? null : Math.round(((dopo - prima) / prima) * 1000) / 10 };
}

/** Counts per state, for the summary line ("2 modificati, 1 aggiunto"). */
export function riepilogo(diff: readonly RigaDiff[]): Record<StatoRiga, number> {
  const out: Record<StatoRiga, number> = { aggiunto: 0, rimosso: 0, modificato: 0, invariato: 0 };
  for (const d of diff) out[d.stato] += 1;
  return out;
}
