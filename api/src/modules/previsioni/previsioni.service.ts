import type { EntityManager } from '@mikro-orm/postgresql';
import { puntoVenditaConsentito } from '../../common/authz.js';
import { requireUser, type RequestContext } from '../../common/context.js';
import { dataRomaIso } from '../../common/dates.js';
import { badInput, notFound } from '../../common/errors.js';
import { piuGiorni } from '../../common/festivi.js';
import { adatta, backtest, giorniTra, GIORNI_PER_GUSTO, GIORNI_PER_GUSTO_BACKTEST, normaleStagionale, prevediGiorno, type Meteo, type Storia } from './previsioni.model.js';
import { datiPunti, datiPunto, versioneDati, type DatiPunto } from './previsioni.queries.js';
import { GIORNI_MAX, MSG_PREVISIONI, type AccuratezzaQuery, type AccuratezzaView, type PrevisioneView, type PrevisioniQuery } from './previsioni.schema.js';

const storiaDi = (d: DatiPunto): Storia => ({ giorni: d.giorni, meteo: (data) => d.meteo.get(data), patrono: d.patrono });

const arrotonda = (kg: number) => Math.round(kg * 1000) / 1000;

async function leggiPunto(ctx: RequestContext, richiesto: number | undefined, oggi: string, fineMeteo: string, giorniPerGusto = GIORNI_PER_GUSTO) {
  const user = requireUser(ctx);
  const pv = puntoVenditaConsentito(user, richiesto, MSG_PREVISIONI.altroPuntoVendita);
  if (pv === undefined) throw badInput(MSG_PREVISIONI.puntoVenditaObbligatorio);
  const dati = await datiPunto(ctx.em, pv, piuGiorni(oggi, -1), fineMeteo, piuGiorni(oggi, -giorniPerGusto));
  if (!dati.nome || !dati.attivo) throw notFound(MSG_PREVISIONI.puntoVenditaNonDisponibile);
  return { pv, dati };
}

/**
 * The forecast per flavour of the days dal … dal + giorni − 1 (DOMAIN.md): from today up to today + 7
 * (Europe/Rome); the weather of each day from the cache (the worker's forecast), else the seasonal
 * normal of the point's history with the note «previsione meteo non disponibile». No weather service
 * is called here. Empty when the point sold nothing in the last 28 days.
 */
export async function getPrevisioni(ctx: RequestContext, q: PrevisioniQuery, oggi = dataRomaIso()): Promise<PrevisioneView[]> {
  const dal = q.dal ?? piuGiorni(oggi, 1);
  if (dal < oggi) throw badInput(MSG_PREVISIONI.passato);
  const avanti = giorniTra(oggi, dal);
  const giorni = q.giorni ?? Math.max(1, Math.min(GIORNI_MAX, GIORNI_MAX - avanti + 1));
  const al = piuGiorni(dal, giorni - 1);
  if (giorniTra(oggi, al) > GIORNI_MAX) throw badInput(MSG_PREVISIONI.troppoAvanti);
  const { pv, dati } = await leggiPunto(ctx, q.puntoVenditaId, oggi, al);
  const out = await prevedi(dati, pv, dal, al, oggi);
  return out.sort((a, b) => a.data.localeCompare(b.data) || b.kgPrevisti - a.kgPrevisti || a.gustoNome.localeCompare(b.gustoNome, 'it'));
}

/** The forecast rows of dal … al from a point's data (no check: the callers check the days). */
async function prevedi(dati: DatiPunto, pv: number, dal: string, al: string, oggi: string): Promise<PrevisioneView[]> {
  const modello = await adatta(storiaDi(dati), oggi);
  if (!modello) return [];
  const storici = new Map([...dati.meteo].filter(([d]) => d < oggi));
  const out: PrevisioneView[] = [];
  for (let d = dal; d <= al; d = piuGiorni(d, 1)) {
    const previsto: Meteo | undefined = dati.meteo.get(d);
    const meteo = previsto ?? normaleStagionale(storici, d);
    const nota = previsto ? null : MSG_PREVISIONI.meteoNonDisponibile;
    for (const r of prevediGiorno(modello, d, modello.conMeteo ? meteo : undefined)) {
      out.push({
        data: d,
        puntoVenditaId: pv,
        gustoId: r.gustoId,
        gustoNome: dati.gusti.get(r.gustoId) ?? '',
        kgPrevisti: arrotonda(r.kg),
        kgMin: arrotonda(r.kgMin),
        kgMax: arrotonda(r.kgMax),
        temperaturaMax: meteo ? Math.round(meteo.temperaturaMax * 10) / 10 : null,
        precipitazioni: meteo ? Math.round(meteo.precipitazioni * 10) / 10 : null,
        nota,
      });
    }
  }
  return out;
}

/**
 * The forecast of one day at a point for the production suggestion (vetrina): null when there is
 * none (a past day, beyond 7 days, a point without recent sales). One statement.
 */
export async function previsioneDelGiorno(em: EntityManager, puntoVenditaId: number, data: string, oggi = dataRomaIso()): Promise<PrevisioneView[] | null> {
  if (data < oggi || giorniTra(oggi, data) > GIORNI_MAX) return null;
  const righe = await previsioneDeiGiorni(em, puntoVenditaId, data, data, oggi);
  return righe.length ? righe : null;
}

/**
 * The forecast of the days dal … al at a point (the production suggestion): the days must lie in
 * today … today + 7 (the caller clips them); empty for an inactive point or one without recent sales.
 */
export async function previsioneDeiGiorni(em: EntityManager, puntoVenditaId: number, dal: string, al: string, oggi = dataRomaIso()): Promise<PrevisioneView[]> {
  return (await previsioniDeiPunti(em, [puntoVenditaId], dal, al, oggi)).get(puntoVenditaId) ?? [];
}

/**
 * previsioneDeiGiorni of several points (the production plan, issue 32): their histories in one
 * statement, each point's model fitted once.
 */
export async function previsioniDeiPunti(em: EntityManager, punti: readonly number[], dal: string, al: string, oggi = dataRomaIso()): Promise<Map<number, PrevisioneView[]>> {
  const dati = await datiPunti(em, punti, piuGiorni(oggi, -1), al, piuGiorni(oggi, -GIORNI_PER_GUSTO));
  const out = new Map<number, PrevisioneView[]>();
  for (const pv of punti) {
    const d = dati.get(pv);
    out.set(pv, d?.nome && d.attivo ? await prevedi(d, pv, dal, al, oggi) : []);
  }
  return out;
}

/** The version of previsioniDeiPunti's inputs for the same points and days (a cache key: previsioni.queries.ts versioneDati). */
export const versionePrevisioni = (em: EntityManager, punti: readonly number[], al: string, oggi = dataRomaIso()) => versioneDati(em, punti, piuGiorni(oggi, -1), al);

/** The backtest of DOMAIN.md for a point (admin, manager): the 8 weeks before today. */
export async function getAccuratezza(ctx: RequestContext, q: AccuratezzaQuery, oggi = dataRomaIso()): Promise<AccuratezzaView> {
  const { pv, dati } = await leggiPunto(ctx, q.puntoVenditaId, oggi, piuGiorni(oggi, -1), GIORNI_PER_GUSTO_BACKTEST);
  return { puntoVenditaId: pv, ...(await backtest(storiaDi(dati), oggi)) };
}
