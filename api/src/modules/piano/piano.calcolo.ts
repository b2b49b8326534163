/**
 * The production plan's arithmetic, pure (DOMAIN.md "Demand forecast and the production plan"):
 * trays from the kg to make, the run order of the flavours, their split into cycles on the batch
 * freezers, and the cycles packed in the working hours with the cleanings the order cannot avoid.
 */

const EPS = 1e-9;
const arrotonda3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Trays to make: the kg needed (forecast − what is in the case − what is in the freezers) rounded UP to
 * whole trays of `kgPerVaschetta`; never negative; at least one for a flavour the point always shows.
 */
export function vaschetteDa(kgNecessari: number, kgPerVaschetta: number, sempreEsposto: boolean): number {
  const n = kgNecessari > EPS ? Math.ceil(arrotonda3(kgNecessari) / kgPerVaschetta - EPS) : 0;
  return sempreEsposto ? Math.max(1, n) : n;
}

/** Allergen codes that go last in the run order (nuts: EU Reg. 1169/2011 Annex II, 5 and 8). */
export const ALLERGENI_FRUTTA_GUSCIO: ReadonlySet<string> = new Set(['frutta_a_guscio', 'arachidi']);

export interface GustoDaProdurre {
  gustoId: number;
  nome: string;
  kg: number;
  /** allergen names (as printed) and their codes */
  allergeni: readonly { nome: string; codice: string }[];
  /** the flavour's colour '#rrggbb' (light flavours first) */
  colore: string;
}

export interface MantecatoreCfg {
  nome: string;
  capacitaKg: number;
  minutiCiclo: number;
}

export interface OrarioCfg {
  inizio: string;
  fine: string;
  minutiPulizia: number;
}

export interface Ciclo {
  mantecatore: string;
  ordine: number;
  gustoId: number;
  gustoNome: string;
  kg: number;
  inizio: string;
  fine: string;
  puliziaPrima: boolean;
  allergeni: string[];
}

/** Relative luminance 0 (black) … 1 (white) of '#rrggbb'; an unreadable colour counts as mid. */
export function luminanza(colore: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colore);
  if (!m) return 0.5;
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => parseInt(h, 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const conFruttaGuscio = (g: GustoDaProdurre) => g.allergeni.some((a) => ALLERGENI_FRUTTA_GUSCIO.has(a.codice));

/**
 * The run order: allergen-free first, then by how many allergens (a set grows along the order, so the
 * residue of one cycle is an allergen the next also has), flavours with the same allergens together,
 * lighter colours before darker ones, nuts (frutta a guscio, arachidi) last.
 */
export function ordineDiProduzione<G extends GustoDaProdurre>(gusti: readonly G[]): G[] {
  const chiave = (g: GustoDaProdurre) => g.allergeni.map((a) => a.codice).sort().join(',');
  return [...gusti].sort(
    (a, b) =>
      Number(conFruttaGuscio(a)) - Number(conFruttaGuscio(b)) ||
      a.allergeni.length - b.allergeni.length ||
      chiave(a).localeCompare(chiave(b)) ||
      luminanza(b.colore) - luminanza(a.colore) ||
      a.nome.localeCompare(b.nome, 'it') ||
      a.gustoId - b.gustoId,
  );
}

/**
 * A cleaning is needed before a cycle only when the cycle before it on the same freezer had an
 * allergen this one has not (its residue would contaminate); the same or more allergens: no cleaning.
 */
export const serveLaPulizia = (prima: readonly string[] | undefined, dopo: readonly string[]) => !!prima && prima.some((a) => !dopo.includes(a));

/** kg of a flavour split in the fewest equal cycles that fit the largest freezer (grams, the last takes the rest). */
export function dividiInCicli(kg: number, capacitaMaxKg: number): number[] {
  if (!(kg > EPS)) return [];
  const n = Math.max(1, Math.ceil(kg / capacitaMaxKg - EPS));
  const parte = Math.floor((kg / n) * 1000) / 1000;
  return Array.from({ length: n }, (_, i) => (i < n - 1 ? parte : arrotonda3(kg - parte * (n - 1))));
}

export const minutiDa = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmm = (minuti: number) => `${String(Math.floor(minuti / 60)).padStart(2, '0')}:${String(minuti % 60).padStart(2, '0')}`;

export interface CicliPianificati {
  cicli: Ciclo[];
  pulizie: number;
  /** cycles that do not fit: the working hours, or no freezer large enough */
  fuoriOrario: { gustoNome: string; kg: number }[];
  senzaMantecatore: { gustoNome: string; kg: number }[];
}

/**
 * The day's cycles: the flavours in run order, each split into cycles ≤ the largest freezer, each
 * cycle in turn on the freezer (large enough) where it ends first, counting the cleaning its previous
 * cycle there makes necessary; a cycle that would end after the working hours is not placed. Numbered
 * in run order; a freezer starts the day clean.
 */
export function pianificaCicli(gusti: readonly GustoDaProdurre[], mantecatori: readonly MantecatoreCfg[], orario: OrarioCfg): CicliPianificati {
  const out: CicliPianificati = { cicli: [], pulizie: 0, fuoriOrario: [], senzaMantecatore: [] };
  if (mantecatori.length === 0) {
    for (const g of gusti) if (g.kg > EPS) out.senzaMantecatore.push({ gustoNome: g.nome, kg: arrotonda3(g.kg) });
    return out;
  }
  const capMax = Math.max(...mantecatori.map((m) => m.capacitaKg));
  const inizio = minutiDa(orario.inizio);
  const fine = minutiDa(orario.fine);
  const stato = mantecatori.map(() => ({ libero: inizio, ultimi: undefined as string[] | undefined }));
  for (const g of ordineDiProduzione(gusti)) {
    const allergeni = g.allergeni.map((a) => a.nome);
    for (const kg of dividiInCicli(g.kg, capMax)) {
      let scelta: { i: number; start: number; end: number; pulizia: boolean } | null = null;
      mantecatori.forEach((m, i) => {
        if (m.capacitaKg + EPS < kg) return;
        const pulizia = serveLaPulizia(stato[i]!.ultimi, allergeni);
        const start = stato[i]!.libero + (pulizia ? orario.minutiPulizia : 0);
        const end = start + m.minutiCiclo;
        if (!scelta || end < scelta.end) scelta = { i, start, end, pulizia };
      });
      const s = scelta as { i: number; start: number; end: number; pulizia: boolean } | null;
      if (!s) {
        out.senzaMantecatore.push({ gustoNome: g.nome, kg });
        continue;
      }
      if (s.end > fine) {
        out.fuoriOrario.push({ gustoNome: g.nome, kg });
        continue;
      }
      stato[s.i] = { libero: s.end, ultimi: allergeni };
      if (s.pulizia) out.pulizie += 1;
      out.cicli.push({
        mantecatore: mantecatori[s.i]!.nome,
        ordine: out.cicli.length + 1,
        gustoId: g.gustoId,
        gustoNome: g.nome,
        kg,
        inizio: hhmm(s.start),
        fine: hhmm(s.end),
        puliziaPrima: s.pulizia,
        allergeni,
      });
    }
  }
  return out;
}
