/**
 * The production plan page's rules without React: the days it offers, the rows grouped by sales point,
 * the trays being edited (validated and turned into salvaPiano's input), the cycles per batch freezer.
 */
import { formatNumber } from '../../lib/format';

/** Days offered by the picker: today and the 7 after it (the forecast reaches 7 days ahead). */
export const GIORNI_AVANTI = 7;
/** The most trays of one flavour for one sales point a day (the input refuses more). */
export const MAX_VASCHETTE = 1000;

export const MSG_PIANO = {
  caricamento: 'Errore nel caricamento del piano di produzione',
  salvataggio: 'Errore nel salvare le vaschette, riprova',
  salvato: 'Vaschette salvate',
  vaschette: `Le vaschette sono un numero intero da 0 a ${MAX_VASCHETTE}`,
  registrazione: 'Errore nella registrazione della produzione',
  registrato: 'Produzione del piano registrata',
  stampa: 'Errore nella preparazione del PDF',
  vuoto: 'Nessun gusto da produrre per questo giorno',
  vuotoDescrizione: 'Il piano nasce dalla previsione delle vendite in vetrina: servono vendite registrate in vetrina nei giorni passati.',
  modifiche: 'Errore nel caricamento delle modifiche',
} as const;

export interface GiornoPiano {
  /** yyyy-MM-dd */
  data: string;
  /** 'Oggi', 'Domani', or the short weekday ('lun') */
  etichetta: string;
  /** dd/mm */
  giorno: string;
}

const WEEKDAY = new Intl.DateTimeFormat('it-IT', { weekday: 'short', timeZone: 'UTC' });

/** `n` days after a yyyy-MM-dd date (calendar arithmetic, no time zone involved). */
export function aggiungiGiorni(data: string, n: number): string {
  const d = new Date(`${data}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Today and the next GIORNI_AVANTI days, labelled for the picker. */
export function giorniPiano(oggi: string): GiornoPiano[] {
  return Array.from({ length: GIORNI_AVANTI + 1 }, (_, n) => {
    const data = aggiungiGiorni(oggi, n);
    const etichetta = n === 0 ? 'Oggi' : n === 1 ? 'Domani' : WEEKDAY.format(new Date(`${data}T12:00:00Z`)).replace('.', '');
    return { data, etichetta, giorno: `${data.slice(8, 10)}/${data.slice(5, 7)}` };
  });
}

/** What the page needs of a plan row (the query's row has these and more). */
export interface RigaBase {
  puntoVenditaId: number;
  puntoVenditaNome: string;
  gustoId: number;
  gustoNome: string;
  vaschette: number;
  kg: number;
}

export const chiaveRiga = (r: { puntoVenditaId: number; gustoId: number }) => `${r.puntoVenditaId}-${r.gustoId}`;

export interface GruppoPunto<R extends RigaBase> {
  puntoVenditaId: number;
  puntoVenditaNome: string;
  righe: R[];
  vaschette: number;
  kg: number;
}

/** The rows per sales point, in the order the plan gives them; each with its trays and kg. */
export function gruppiPerPunto<R extends RigaBase>(righe: readonly R[]): GruppoPunto<R>[] {
  const gruppi = new Map<number, GruppoPunto<R>>();
  for (const r of righe) {
    let g = gruppi.get(r.puntoVenditaId);
    if (!g) {
      g = { puntoVenditaId: r.puntoVenditaId, puntoVenditaNome: r.puntoVenditaNome, righe: [], vaschette: 0, kg: 0 };
      gruppi.set(r.puntoVenditaId, g);
    }
    g.righe.push(r);
    g.vaschette += r.vaschette;
    g.kg += r.kg;
  }
  return [...gruppi.values()];
}

/** A tray count as typed: a whole number from 0 to MAX_VASCHETTE, else null. */
export function leggiVaschette(testo: string): number | null {
  const t = testo.trim();
  if (!/^\d{1,4}$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_VASCHETTE ? n : null;
}

/** Trays being edited, by row key, as typed. */
export type Bozza = Readonly<Record<string, string>>;

export interface PianoRigaInput {
  puntoVenditaId: number;
  gustoId: number;
  vaschette: number;
}

/**
 * The edited rows that differ from the plan, as salvaPiano's input; `errate`: the keys of the rows whose
 * text is not a valid count (nothing is sent while there is one).
 */
export function righeDaSalvare(righe: readonly RigaBase[], bozza: Bozza): { righe: PianoRigaInput[]; errate: string[] } {
  const out: PianoRigaInput[] = [];
  const errate: string[] = [];
  for (const r of righe) {
    const testo = bozza[chiaveRiga(r)];
    if (testo === undefined) continue;
    const n = leggiVaschette(testo);
    if (n === null) errate.push(chiaveRiga(r));
    else if (n !== r.vaschette) out.push({ puntoVenditaId: r.puntoVenditaId, gustoId: r.gustoId, vaschette: n });
  }
  return { righe: out, errate };
}

/** The stepper's next value: the typed count (or the plan's when not a number) plus `delta`, within 0…MAX. */
export function passo(testo: string | undefined, attuale: number, delta: number): string {
  const base = testo === undefined ? attuale : (leggiVaschette(testo) ?? attuale);
  return String(Math.min(MAX_VASCHETTE, Math.max(0, base + delta)));
}

export interface CicloBase {
  mantecatore: string;
  ordine: number;
  puliziaPrima: boolean;
  inizio: string;
  fine: string;
}

export interface Mantecatore<C extends CicloBase> {
  nome: string;
  cicli: C[];
  pulizie: number;
  inizio: string;
  fine: string;
}

/** The cycles per batch freezer in run order, with its cleanings and its first start and last end. */
export function cicliPerMantecatore<C extends CicloBase>(cicli: readonly C[]): Mantecatore<C>[] {
  const per = new Map<string, C[]>();
  for (const c of cicli) per.set(c.mantecatore, [...(per.get(c.mantecatore) ?? []), c]);
  return [...per.entries()].map(([nome, lista]) => {
    const ordinati = [...lista].sort((a, b) => a.ordine - b.ordine);
    return {
      nome,
      cicli: ordinati,
      pulizie: ordinati.filter((c) => c.puliziaPrima).length,
      inizio: ordinati[0]!.inizio,
      fine: ordinati.reduce((f, c) => (c.fine > f ? c.fine : f), ordinati[0]!.fine),
    };
  });
}

/** The forecast's 80 % interval: '3,2–5,1 kg'; '—' without one. */
export function intervallo(kgMin: number | null, kgMax: number | null): string {
  if (kgMin === null || kgMax === null) return '—';
  return `${formatNumber(kgMin, 1)}–${formatNumber(kgMax, 1)} kg`;
}

/** kg with up to 1 decimal: '4,5 kg', '12 kg'. */
export const kg1 = (n: number) => `${formatNumber(n, 1)} kg`;

/** A quantity of an ingredient in its unit: '1.250 g', '2,5 l', '6 pz'. */
export function quantitaIngrediente(q: number, unita: string): string {
  return `${formatNumber(q, unita === 'g' || unita === 'ml' ? 0 : 2)} ${unita}`;
}

/** '/piano/fogli?data=2026-11-29' and '/piano/trasferimenti?data=…&punto_vendita_id=3' (REST, PDF). */
export const percorsoFogli = (data: string) => `/piano/fogli?data=${encodeURIComponent(data)}`;
export const percorsoTrasferimento = (data: string, puntoVenditaId: number) =>
  `/piano/trasferimenti?data=${encodeURIComponent(data)}&punto_vendita_id=${puntoVenditaId}`;
