import type { MotivoScarto, VetrinaGiornoQuery, VetrinaProduzioniGiornoQuery, VetrinaRiepilogoQuery } from '../../gql/graphql';
import { leggiQuantita } from '../../features/produzione/quantities';

export type Carico = VetrinaGiornoQuery['vetrina']['carichi'][number];
export type RigaRiepilogo = VetrinaRiepilogoQuery['riepilogoVetrina'][number];

export const MOTIVI: { value: MotivoScarto; label: string }[] = [
  { value: 'scaduto', label: 'Scaduto' },
  { value: 'caduto', label: 'Caduto' },
  { value: 'qualita', label: 'Qualità' },
  { value: 'altro', label: 'Altro' },
];

export const etichettaMotivo = (m: MotivoScarto) => MOTIVI.find((x) => x.value === m)?.label ?? m;

/** A production line of the day, ready to be loaded as a tray (`caricata` once a tray came from it). */
export interface RigaDaCaricare {
  produzioneId: number;
  gustoId: number;
  gustoNome: string;
  gustoColore: string;
  kg: number;
  caricata: boolean;
}

/** The day's production lines in production order, each marked when a tray was already loaded from it. */
export function righeDaProduzioni(produzioni: VetrinaProduzioniGiornoQuery['produzioni']['righe'], carichi: readonly Carico[]): RigaDaCaricare[] {
  const caricate = new Set(carichi.filter((c) => c.produzioneId !== null).map((c) => `${c.produzioneId}:${c.gustoId}`));
  return [...produzioni]
    .sort((a, b) => a.id - b.id)
    .flatMap((p) =>
      p.gusti.map((g) => ({
        produzioneId: p.id,
        gustoId: g.gustoId,
        gustoNome: g.gustoNome,
        gustoColore: g.gustoColore,
        kg: g.quantitaKg,
        caricata: caricate.has(`${p.id}:${g.gustoId}`),
      })),
    );
}

export interface TotaliGiorno {
  kgCaricati: number;
  kgVenduti: number;
  kgScarto: number;
  /** percent, null without closed trays */
  sellThrough: number | null;
  scartoPercentuale: number | null;
  /** undefined when the user may not see them */
  ricavo?: number;
  margine?: number;
}

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/** The day's totals over every flavour (the same rules as the API's per-flavour figures). */
export function totaliGiorno(righe: readonly RigaRiepilogo[]): TotaliGiorno {
  const sum = (f: (r: RigaRiepilogo) => number) => righe.reduce((s, r) => s + f(r), 0);
  const kgCaricati = round(sum((r) => r.kgCaricati), 3);
  const kgVenduti = round(sum((r) => r.kgVenduti), 3);
  const kgScarto = round(sum((r) => r.kgScarto), 3);
  const conCosti = righe.length > 0 && righe.every((r) => typeof r.ricavo === 'number');
  return {
    kgCaricati,
    kgVenduti,
    kgScarto,
    sellThrough: kgCaricati > 0 ? round((kgVenduti / kgCaricati) * 100, 2) : null,
    scartoPercentuale: kgCaricati > 0 ? round((kgScarto / kgCaricati) * 100, 2) : null,
    ...(conCosti ? { ricavo: round(sum((r) => r.ricavo ?? 0), 2), margine: round(sum((r) => r.margine ?? 0), 2) } : {}),
  };
}

export const MSG_KG = {
  obbligatorio: 'Indica i kg',
  maggioreDiZero: 'I kg devono essere maggiori di 0',
  oltreCaricati: 'I kg rimasti non possono superare i kg caricati',
} as const;

/** Typed kg (comma or dot): a tray or waste needs > 0; a weigh-back ≥ 0 and ≤ the loaded kg. */
export function leggiKg(testo: string, opzioni: { zeroAmmesso?: boolean; massimo?: number } = {}): { ok: true; kg: number } | { ok: false; errore: string } {
  if (testo.trim() === '') return { ok: false, errore: MSG_KG.obbligatorio };
  const letto = leggiQuantita(testo);
  if (!letto.ok) return letto;
  if (letto.kg <= 0 && !opzioni.zeroAmmesso) return { ok: false, errore: MSG_KG.maggioreDiZero };
  if (opzioni.massimo !== undefined && letto.kg > opzioni.massimo) return { ok: false, errore: MSG_KG.oltreCaricati };
  return letto;
}
