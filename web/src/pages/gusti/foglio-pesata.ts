/**
 * The weighing sheet's form rules (the server checks the same: api/src/modules/gusti/foglio-pesata.schema.ts)
 * and its REST path (the PDF is downloaded with the session's token).
 */
export type ModoFoglio = 'kg' | 'vaschette';

export interface CampiFoglio {
  modo: ModoFoglio;
  kg: string;
  vaschette: string;
  volumeL: string;
  /** percent as typed ('35'); empty = the server's default for the flavour's type */
  overrunPercento: string;
}

export interface RichiestaFoglio {
  kg?: number;
  vaschette?: number;
  volumeL?: number;
  overrun?: number;
}

export const MSG_FOGLIO = {
  kg: 'I kg di miscela devono essere un numero maggiore di 0 e non oltre 1000',
  vaschette: 'Il numero di vaschette deve essere un intero tra 1 e 100',
  volume: 'Il volume della vaschetta deve essere un numero di litri maggiore di 0 e non oltre 50',
  overrun: "L'overrun è una percentuale tra 0 e 200",
  caricamento: 'Errore nel calcolo del foglio di pesata',
  stampa: 'Errore nella preparazione del PDF del foglio di pesata',
} as const;

/** '2,5' → 2.5; null when not a plain decimal number. */
export function leggiNumero(testo: string): number | null {
  const t = testo.trim();
  if (!/^\d+(?:[.,]\d+)?$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}

/** The request of the form, or the Italian message of its first wrong field. */
export function richiestaFoglio(c: CampiFoglio): { ok: true; richiesta: RichiestaFoglio } | { ok: false; errore: string } {
  if (c.modo === 'kg') {
    const kg = leggiNumero(c.kg);
    return kg !== null && kg > 0 && kg <= 1000 ? { ok: true, richiesta: { kg } } : { ok: false, errore: MSG_FOGLIO.kg };
  }
  const vaschette = leggiNumero(c.vaschette);
  if (vaschette === null || !Number.isInteger(vaschette) || vaschette < 1 || vaschette > 100) return { ok: false, errore: MSG_FOGLIO.vaschette };
  const volumeL = leggiNumero(c.volumeL);
  if (volumeL === null || volumeL <= 0 || volumeL > 50) return { ok: false, errore: MSG_FOGLIO.volume };
  if (c.overrunPercento.trim() === '') return { ok: true, richiesta: { vaschette, volumeL } };
  const percento = leggiNumero(c.overrunPercento);
  if (percento === null || percento > 200) return { ok: false, errore: MSG_FOGLIO.overrun };
  return { ok: true, richiesta: { vaschette, volumeL, overrun: Math.round(percento * 100) / 10000 } };
}

/** `/gusti/7/foglio-pesata?vaschette=4&volume_l=5&overrun=0.35&formato=pdf` (REST snake_case). */
export function percorsoPdfFoglio(gustoId: number, r: RichiestaFoglio): string {
  const q = new URLSearchParams();
  if (r.kg !== undefined) q.set('kg', String(r.kg));
  if (r.vaschette !== undefined) q.set('vaschette', String(r.vaschette));
  if (r.volumeL !== undefined) q.set('volume_l', String(r.volumeL));
  if (r.overrun !== undefined) q.set('overrun', String(r.overrun));
  q.set('formato', 'pdf');
  return `/gusti/${gustoId}/foglio-pesata?${q.toString()}`;
}

/** Grams as weighed ('1.634 g'), pieces as counted ('9 pz'). */
export function daPesare(r: { grammi: number | null; quantita: number }): string {
  if (r.grammi === null) return `${r.quantita} pz`;
  return `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(r.grammi)} g`;
}
