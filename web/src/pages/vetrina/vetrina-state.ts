import type { MotivoScarto, VetrinaGiornoQuery, VetrinaProduzioniGiornoQuery, VetrinaRiepilogoQuery } from '../../gql/graphql';
import { kgRimastiVetrina, kgVetrina, MSG_VETRINA } from '@gelatiere/contratto';
import { leggiQuantita, MSG_QUANTITA } from '../../features/produzione/quantities';
import { dipendeDaCarico, isVetrina, type ElementoCoda, type OperazioneVetrina, type StatoInAttesa } from '../../features/offline/archivio';

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

/**
 * Typed kg (comma or dot), with the contract's rules and messages (@gelatiere/contratto MSG_VETRINA, as
 * the API checks them): a tray or waste needs > 0; a weigh-back ≥ 0 and ≤ the loaded kg.
 */
export function leggiKg(testo: string, opzioni: { zeroAmmesso?: boolean; massimo?: number } = {}): { ok: true; kg: number } | { ok: false; errore: string } {
  if (testo.trim() === '') return { ok: false, errore: MSG_VETRINA.kgObbligatori };
  const letto = leggiQuantita(testo);
  // the display case's own bound (1000 kg) is said over the production screens' one
  if (!letto.ok) return { ok: false, errore: letto.errore === MSG_QUANTITA.troppoElevata ? MSG_VETRINA.kgTroppi : letto.errore };
  if (letto.kg <= 0 && !opzioni.zeroAmmesso) return { ok: false, errore: MSG_VETRINA.kgMaggioriDiZero };
  if (opzioni.massimo !== undefined && letto.kg > opzioni.massimo) return { ok: false, errore: MSG_VETRINA.kgRimastiTroppi };
  const regola = (opzioni.zeroAmmesso ? kgRimastiVetrina : kgVetrina).safeParse(letto.kg);
  return regola.success ? letto : { ok: false, errore: regola.error.issues[0]!.message };
}

/**
 * A tray the closing dialog lists: on the server (`id`: its carico id) or loaded on this device and
 * still in the queue (`id`: the load's queue id, its idempotency key).
 */
export type VaschettaDaPesare = Pick<Carico, 'gustoId' | 'gustoNome' | 'gustoColore' | 'kg'> & { id: number | string };

export interface Pesata {
  id: number | string;
  kgRimasti: number;
}

/** The weigh-back write: by carico id, or by the queue id of a load not sent yet (the queue resolves it). */
export function operazioneChiusura({ id, kgRimasti }: Pesata): OperazioneVetrina {
  return typeof id === 'number' ? { tipo: 'chiusura', input: { caricoId: id, kgRimasti } } : { tipo: 'chiusura', caricoInCoda: id, input: { kgRimasti } };
}

type CaricoInput = Extract<OperazioneVetrina, { tipo: 'carico' }>['input'];
type ScartoInput = Extract<OperazioneVetrina, { tipo: 'scarto' }>['input'];

/** A sales point's day as this device still holds it: loads and waste not sent, trays weighed back offline. */
export interface VetrinaInCoda {
  carichi: (CaricoInput & { id: string; stato: StatoInAttesa })[];
  scarti: (ScartoInput & { id: string })[];
  /** Trays with a weigh-back waiting: carico ids and queue ids of loads (both when the load was sent). */
  pesate: ReadonlySet<number | string>;
}

/** `esiti`: the carico ids the server gave the loads already sent from the queue, by queue id. */
export function vetrinaInCoda(elementi: readonly ElementoCoda[], esiti: ReadonlyMap<string, number>, puntoVenditaId: number | null, data: string): VetrinaInCoda {
  const carichi: VetrinaInCoda['carichi'] = [];
  const scarti: VetrinaInCoda['scarti'] = [];
  const pesate = new Set<number | string>();
  for (const item of elementi.filter(isVetrina)) {
    const op = item.vetrina;
    if (op.tipo === 'chiusura') {
      if (dipendeDaCarico(op)) {
        pesate.add(op.caricoInCoda);
        const caricoId = esiti.get(op.caricoInCoda);
        if (caricoId !== undefined) pesate.add(caricoId);
      } else pesate.add(op.input.caricoId);
    } else if (op.input.puntoVenditaId === puntoVenditaId && op.input.data === data) {
      if (op.tipo === 'carico') carichi.push({ ...op.input, id: item.id, stato: item.stato });
      else scarti.push({ ...op.input, id: item.id });
    }
  }
  return { carichi, scarti, pesate };
}

/** The trays still to weigh back: open on the server, or loaded offline and waiting — none already weighed. */
export function vaschetteDaPesare(carichi: readonly Carico[], inCoda: VetrinaInCoda, gusto: (id: number) => { nome: string; colore: string } | undefined): VaschettaDaPesare[] {
  const server = carichi.filter((c) => c.kgRimasti === null && !inCoda.pesate.has(c.id));
  const locali = inCoda.carichi
    .filter((c) => c.stato === 'in-attesa' && !inCoda.pesate.has(c.id))
    .map((c) => ({ id: c.id, gustoId: c.gustoId, gustoNome: gusto(c.gustoId)?.nome ?? '', gustoColore: gusto(c.gustoId)?.colore ?? '#ffffff', kg: c.kg }));
  return [...server, ...locali];
}
