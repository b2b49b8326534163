import { canSeeCosts } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { righeVersioniSql } from '../gusti/versioni.sql.js';
import { eur2, kg3, periodoDi, round, trendRelativo, type AnalyticsFiltroInput, type Periodo, type Trend } from './analytics.filters.js';
import { type Row, Sql, num, gustiAggregateSql, gustoConditions, riferimentoTrendSql } from './analytics.shared.js';

/** Analytics of ingredients: consumption of the period from the flavours produced. */

export interface IngredienteAnalyticsView {
  ingredienteId: number;
  nome: string;
  consumoTotale: number;
  unita: string;
  costoTotale?: number;
  costoPerUnita?: number;
  trend: Trend;
  utilizzoGusti: { gustoId: number; gustoNome: string; consumo: number }[];
}

// ---------------------------------------------------------------------------------------------
// Ingredients

/**
 * kg (and half-period kg) per flavour and recipe version in the period: the rollups for flavours
 * that never changed recipe (versione 1, all their lines are version 1), the production lines only for
 * the flavours changed since (versione > 1, split by the version each line recorded), with the same
 * filters and the rollups' half-month buckets.
 */
function gustiVersioniAggregateSql(f: AnalyticsFiltroInput, p: Periodo) {
  const agg = gustiAggregateSql(f, p);
  const raw = new Sql().add('pd.data between ?::date and ?::date', p.dataInizio, p.dataFine).add('g.versione > 1');
  if (f.puntoVenditaId) raw.add('pd.punto_vendita_id = ?', f.puntoVenditaId);
  if (f.operatoreId) raw.add('pd.operatore_id = ?', f.operatoreId);
  gustoConditions(raw, f, 'r.gusto_id');
  const bucket = `((extract(month from pd.data)::int - 1) * 2 + case when extract(day from pd.data) <= 15 then 1 else 2 end)`;
  return {
    text: `select a.gusto_id, 1 as versione, a.kg, a.h1, a.h2 from (${agg.text}) a join gusti g on g.id = a.gusto_id where g.versione = 1
           union all
           select r.gusto_id, r.versione_ricetta, sum(r.quantita_kg), coalesce(sum(r.quantita_kg) filter (where ${bucket} <= ?), 0),
                  coalesce(sum(r.quantita_kg) filter (where ${bucket} > ?), 0)
             from produzione_righe r join produzioni pd on pd.id = r.produzione_id join gusti g on g.id = r.gusto_id
            ${raw.clause}
            group by r.gusto_id, r.versione_ricetta having sum(r.quantita_kg) > 0`,
    params: [...agg.params, p.split, p.split, ...raw.params],
  };
}

/**
 * Ingredient consumption of the period: for each flavour's kg, quantita_kg × q_i / M per line of the
 * recipe version each production line recorded (DOMAIN.md, recipe versions), in the ingredient's own
 * unit; cost at the current unit cost.
 */
export async function ingredienti(ctx: RequestContext, f: AnalyticsFiltroInput, limite: number | null = null): Promise<IngredienteAnalyticsView[]> {
  const p = periodoDi(f);
  const costi = canSeeCosts(ctx.user);
  const agg = gustiVersioniAggregateSql(f, p);
  // the laboratory's kg in each half, the reference of the trend
  const rif = riferimentoTrendSql(f, p, 'x');
  const params: unknown[] = [...agg.params, ...rif.params];
  let onlyIngrediente = '';
  if (f.ingredienteId) {
    onlyIngrediente = 'where i.id = ?';
    params.push(f.ingredienteId);
  }
  if (limite) params.push(limite);
  const rows = await ctx.em.execute<Row[]>(
    `with x as (${agg.text}), rif as (${rif.text}),
     r as (
       select rr.gusto_id, rr.versione, rr.ingrediente_id, rr.q, sum(rr.m) over (partition by rr.gusto_id, rr.versione) as massa
         from (${righeVersioniSql('where (gv.gusto_id, gv.numero) in (select gusto_id, versione from x)')}) rr
     ),
     c as (
       select r.ingrediente_id, r.gusto_id, sum(x.kg * r.q / r.massa) as cons,
              sum(x.h1 * r.q / r.massa) as c1, sum(x.h2 * r.q / r.massa) as c2
         from x join r on r.gusto_id = x.gusto_id and r.versione = x.versione
        where r.massa > 0
        group by r.ingrediente_id, r.gusto_id
     )
     select i.id, i.nome, i.unita_misura, i.costo_per_unita::float8 as costo_per_unita,
            sum(c.cons)::float8 as consumo, (sum(c.cons) * i.costo_per_unita)::float8 as costo,
            sum(c.c1)::float8 as h1, sum(c.c2)::float8 as h2,
            -- the kg produced in each half: an ingredient's trend is its consumption against them
            (select h1 from rif)::float8 as th1, (select h2 from rif)::float8 as th2,
            json_agg(json_build_object('gusto_id', g.id, 'gusto_nome', g.nome, 'consumo', c.cons::float8) order by c.cons desc, g.nome) as utilizzo
       from c join ingredienti i on i.id = c.ingrediente_id join gusti g on g.id = c.gusto_id
      ${onlyIngrediente}
      group by i.id
      -- by cost for those who may see costs; by consumption otherwise (the order must not reveal costs)
      order by ${costi ? 'costo desc, consumo desc' : 'consumo desc'}, i.nome
      ${limite ? 'limit ?' : ''}`,
    params,
  );
  return rows.map((r) => {
    const utilizzo = (typeof r.utilizzo === 'string' ? JSON.parse(r.utilizzo) : r.utilizzo) as { gusto_id: number; gusto_nome: string; consumo: number }[];
    return {
      ingredienteId: num(r.id),
      nome: String(r.nome),
      consumoTotale: kg3(num(r.consumo)),
      unita: String(r.unita_misura),
      ...(costi ? { costoTotale: eur2(num(r.costo)), costoPerUnita: round(num(r.costo_per_unita), 4) } : {}),
      trend: trendRelativo(num(r.h1), num(r.h2), num(r.th1), num(r.th2)),
      utilizzoGusti: utilizzo.map((u) => ({ gustoId: u.gusto_id, gustoNome: u.gusto_nome, consumo: kg3(u.consumo) })),
    };
  });
}

