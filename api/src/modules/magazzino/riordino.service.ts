import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { righeRicettaSql } from '../gusti/gusto.sql.js';
import { TREND_MAX } from '../vetrina/vetrina.service.js';
import { giorniVendutiSql } from '../vetrina/vetrina.venduti-sql.js';
import { movimentiSql } from './giacenze.sql.js';
import type { OrdineSuggeritoView } from './riordino.schema.js';

interface RigaRow {
  fornitore_id: number | null;
  ragione_sociale: string | null;
  email: string | null;
  ingrediente_id: number;
  nome: string;
  unita_misura: string;
  giacenza: number;
  scorta_minima: number | null;
  fabbisogno: number;
  da_ordinare: number;
  costo_per_unita: number;
}

/** The 28 days of display-case history before tomorrow (Europe/Rome), and tomorrow itself. */
const STORIA = (a: string) => `${a}.data between (select d from domani) - 28 and (select d from domani) - 1`;

/**
 * Suggested purchase orders, per supplier, in one statement (issue 30): for each ingredient below
 * its reorder point plus what the next 7 days' suggested production needs.
 *
 * The next 7 days' production follows the display-case suggestion rule (DOMAIN.md "Display case"),
 * each of the 7 days from tomorrow at every sales point: mean sold kg of the flavour on that weekday
 * over the 4 weeks before tomorrow (over the days with display-case data there) × (1 + the flavour's
 * trend over those 4 weeks, capped at ±20 %); tomorrow less the kg left in the case at the last
 * closing of the last 7 days (never below 0), the other six days as they are. Its ingredients by the current recipes
 * (kg × q_i / M). To order = max(0, scorta minima + need − stock); only ingredients with something
 * to order, grouped by their supplier (one supplier's only when `fornitoreId` is given). Costs at the
 * ingredient's last price (admin and manager).
 */
export async function getOrdiniSuggeriti(ctx: RequestContext, fornitoreId: number | null = null): Promise<OrdineSuggeritoView[]> {
  requireUser(ctx);
  const rows = await ctx.em.execute<RigaRow[]>(
    `with domani as (select (now() at time zone 'Europe/Rome')::date + 1 as d),
     ${giorniVendutiSql(STORIA)},
     giorni_pv as (select distinct punto_vendita_id, data from giorni),
     conteggi as (select punto_vendita_id, extract(isodow from data) as dow, count(*) as n from giorni_pv group by 1, 2),
     medie as (
       select g.punto_vendita_id, g.gusto_id, sum(g.venduti / c.n) as kg_settimana,
              coalesce(sum(g.venduti / c.n) filter (where extract(isodow from g.data) = extract(isodow from (select d from domani))), 0) as kg_domani,
              sum(g.venduti) filter (where g.data < (select d from domani) - 14) as prima,
              sum(g.venduti) filter (where g.data >= (select d from domani) - 14) as seconda
         from giorni g join conteggi c on c.punto_vendita_id = g.punto_vendita_id and c.dow = extract(isodow from g.data)
        group by g.punto_vendita_id, g.gusto_id),
     ultima_chiusura as (
       select punto_vendita_id, max(data) as data from vetrina_carichi
        where kg_rimasti is not null and data between (select d from domani) - 7 and (select d from domani) - 1
        group by punto_vendita_id),
     rimasti as (
       select c.punto_vendita_id, c.gusto_id, sum(c.kg_rimasti) as kg
         from vetrina_carichi c join ultima_chiusura u on u.punto_vendita_id = c.punto_vendita_id and u.data = c.data
        where c.kg_rimasti is not null group by 1, 2),
     fattori as (
       select m.*, 1 + case when coalesce(m.prima, 0) > 0
                   then least(greatest((coalesce(m.seconda, 0) - m.prima) / m.prima * 100, -${TREND_MAX}), ${TREND_MAX}) else 0 end / 100 as f
         from medie m),
     -- tomorrow less what is left in the case (never below 0), then the other six days
     produzione as (
       select m.gusto_id, sum(greatest(m.kg_domani * m.f - coalesce(r.kg, 0), 0) + (m.kg_settimana - m.kg_domani) * m.f) as kg
         from fattori m left join rimasti r on r.punto_vendita_id = m.punto_vendita_id and r.gusto_id = m.gusto_id
        group by m.gusto_id),
     ricette as (select x.gusto_id, x.ingrediente_id, x.q, sum(x.m) over (partition by x.gusto_id) as massa
                   from (${righeRicettaSql('where r.gusto_id in (select gusto_id from produzione)')}) x),
     fabbisogno as (
       select r.ingrediente_id, sum(p.kg * r.q / r.massa) as quantita
         from produzione p join ricette r on r.gusto_id = p.gusto_id where r.massa > 0 group by r.ingrediente_id),
     giacenze as (select ingrediente_id, sum(giacenza) as giacenza from (${movimentiSql()}) m group by ingrediente_id),
     righe as (
       select i.id as ingrediente_id, i.nome, i.unita_misura, i.costo_per_unita, i.fornitore_id,
              coalesce(g.giacenza, 0) as giacenza, s.scorta_minima, coalesce(f.quantita, 0) as fabbisogno,
              greatest(coalesce(s.scorta_minima, 0) + coalesce(f.quantita, 0) - coalesce(g.giacenza, 0), 0) as da_ordinare
         from ingredienti i
         left join scorte_ingredienti s on s.ingrediente_id = i.id
         left join fabbisogno f on f.ingrediente_id = i.id
         left join giacenze g on g.ingrediente_id = i.id
        where i.attivo)
     select r.fornitore_id, fo.ragione_sociale, fo.email, r.ingrediente_id, r.nome, r.unita_misura,
            round(r.giacenza, 4)::float8 as giacenza, r.scorta_minima::float8 as scorta_minima,
            round(r.fabbisogno, 4)::float8 as fabbisogno, round(r.da_ordinare, 4)::float8 as da_ordinare,
            r.costo_per_unita::float8 as costo_per_unita
       from righe r left join fornitori fo on fo.id = r.fornitore_id
      where r.da_ordinare > 0 and (?::int is null or r.fornitore_id = ?)
      order by fo.ragione_sociale nulls last, r.fornitore_id, r.nome, r.ingrediente_id`,
    [fornitoreId, fornitoreId],
  );
  const ordini = new Map<number | null, OrdineSuggeritoView>();
  for (const r of rows) {
    let ordine = ordini.get(r.fornitore_id);
    if (!ordine) {
      ordine = { fornitoreId: r.fornitore_id, ragioneSociale: r.ragione_sociale, email: r.email, righe: [], totaleStimato: 0 };
      ordini.set(r.fornitore_id, ordine);
    }
    const daOrdinare = Number(r.da_ordinare);
    const costoStimato = Math.round(daOrdinare * Number(r.costo_per_unita) * 100) / 100;
    ordine.righe.push({
      ingredienteId: r.ingrediente_id,
      nome: r.nome,
      unitaMisura: r.unita_misura,
      giacenza: Number(r.giacenza),
      scortaMinima: r.scorta_minima === null ? null : Number(r.scorta_minima),
      fabbisognoSettimana: Number(r.fabbisogno),
      daOrdinare,
      costoPerUnita: Number(r.costo_per_unita),
      costoStimato,
    });
    ordine.totaleStimato = Math.round((ordine.totaleStimato + costoStimato) * 100) / 100;
  }
  return [...ordini.values()];
}
