import { canSeeCosts } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { addGiorni, eur2, giorniNelMese, isoDate, kg3, oggiRoma, periodoDi, type AnalyticsFiltroInput } from './analytics.filters.js';
import { type Row, num, prezzoRichiesta } from './analytics.shared.js';
import { gustiRows, type GustoAnalyticsView } from './analytics.gusti.js';
import { giornaliero } from './analytics.periodo.js';
/** The dashboard: today, this week, this month, the last 30 days and the all-time totals. */

export interface TotaliPeriodoView {
  kgTotale: number;
  produzioni: number;
  costoTotale?: number;
  /** kg × prezzo_vendita_kg (admin, manager). */
  ricavoStimato?: number;
  /** ricavoStimato − costoTotale (admin, manager). */
  margine?: number;
}

export interface DashboardView {
  oggi: string;
  /** The selling price the estimated margins use (admin, manager). */
  prezzoVenditaKg?: number;
  produzioneOggi: TotaliPeriodoView;
  produzioneSettimana: TotaliPeriodoView;
  produzioneMese: TotaliPeriodoView;
  gustiPiuProdotti: GustoAnalyticsView[];
  produzioneGiornaliera: { data: string; kgTotale: number; produzioni: number; costoTotale?: number }[];
  totali: {
    produzioni: number;
    kgTotale: number;
    costoTotale?: number;
    utentiAttivi: number;
    gustiAttivi: number;
    ingredientiAttivi: number;
    puntiVenditaAttivi: number;
    categorieAttive: number;
  };
}

// ---------------------------------------------------------------------------------------------
// Dashboard

/**
 * Dashboard figures (all real): today, this week (Monday to today), this month, the last 30 days one
 * point per day (zeros included), the month's most produced flavours, all-time totals and the counts
 * of active users, flavours, ingredients, sales points and categories. Optional puntoVenditaId.
 */
export async function dashboard(ctx: RequestContext, f: AnalyticsFiltroInput): Promise<DashboardView> {
  const costi = canSeeCosts(ctx.user);
  const oggi = oggiRoma();
  const dow = (new Date(`${oggi.data}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
  const lunedi = addGiorni(oggi.data, -dow);
  const inizioMese = isoDate(oggi.anno, oggi.mese, 1);
  const fineMese = isoDate(oggi.anno, oggi.mese, giorniNelMese(oggi.anno, oggi.mese));
  const pvOnly: AnalyticsFiltroInput = { puntoVenditaId: f.puntoVenditaId };
  const pvCond = f.puntoVenditaId ? 'where d.punto_vendita_id = ?' : '';
  const finestre: [string, string, unknown[]][] = [
    ['oggi', 'd.data = ?::date', [oggi.data]],
    ['sett', 'd.data between ?::date and ?::date', [lunedi, oggi.data]],
    ['mese', 'd.data between ?::date and ?::date', [inizioMese, fineMese]],
    ['tot', 'true', []],
  ];
  const select = finestre
    .map(
      ([name, cond]) =>
        `coalesce(sum(d.kg) filter (where ${cond}), 0)::float8 as ${name}_kg, coalesce(sum(d.costo) filter (where ${cond}), 0)::float8 as ${name}_costo,
         coalesce(sum(d.produzioni) filter (where ${cond}), 0)::int as ${name}_n`,
    )
    .join(', ');
  // each window's condition appears three times in the select list
  const params = [...finestre.flatMap(([, , p]) => [...p, ...p, ...p]), ...(f.puntoVenditaId ? [f.puntoVenditaId] : [])];
  const [sums, counts, top, serie, prezzo] = await Promise.all([
    ctx.em.execute<Row[]>(`select ${select} from analytics_giorno d ${pvCond}`, params),
    ctx.em.execute<Row[]>(
      `select (select count(*) from utenti where attivo)::int as utenti, (select count(*) from gusti where attivo)::int as gusti,
              (select count(*) from ingredienti where attivo)::int as ingredienti, (select count(*) from punti_vendita where attivo)::int as punti_vendita,
              (select count(*) from categorie_gusti where attivo)::int as categorie`,
    ),
    gustiRows(ctx, pvOnly, periodoDi({ anno: oggi.anno, mese: oggi.mese }, oggi), 5, costi),
    giornaliero(ctx, pvOnly, addGiorni(oggi.data, -29), oggi.data, costi),
    costi ? prezzoRichiesta(ctx) : Promise.resolve(0),
  ]);
  const s = sums[0] ?? {};
  const c = counts[0] ?? {};
  const tot = (k: string): TotaliPeriodoView => {
    const kg = num(s[`${k}_kg`]);
    const costo = num(s[`${k}_costo`]);
    return {
      kgTotale: kg3(kg),
      produzioni: num(s[`${k}_n`]),
      ...(costi ? { costoTotale: eur2(costo), ricavoStimato: eur2(kg * prezzo), margine: eur2(kg * prezzo - costo) } : {}),
    };
  };
  return {
    oggi: oggi.data,
    ...(costi ? { prezzoVenditaKg: prezzo } : {}),
    produzioneOggi: tot('oggi'),
    produzioneSettimana: tot('sett'),
    produzioneMese: tot('mese'),
    gustiPiuProdotti: top,
    produzioneGiornaliera: serie.map((g) => ({ data: g.data, kgTotale: g.kgTotale, produzioni: g.produzioni ?? 0, ...(costi ? { costoTotale: g.costoTotale } : {}) })),
    totali: {
      produzioni: num(s.tot_n),
      kgTotale: kg3(num(s.tot_kg)),
      ...(costi ? { costoTotale: eur2(num(s.tot_costo)) } : {}),
      utentiAttivi: num(c.utenti),
      gustiAttivi: num(c.gusti),
      ingredientiAttivi: num(c.ingredienti),
      puntiVenditaAttivi: num(c.punti_vendita),
      categorieAttive: num(c.categorie),
    },
  };
}
