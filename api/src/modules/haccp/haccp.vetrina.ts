import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import { dataRomaIso } from '../../common/dates.js';
import { analisiGusti } from '../scienza/scienza.service.js';
import { MSG_HACCP, type DurezzaGustoView, type DurezzaVetrinaView, type GiornoQuery } from './haccp.schema.js';
import { puntoDi } from './haccp.service.js';

/** The window of a display case's own readings that replaces its configured temperature (DOMAIN.md). */
export const ORE_MEDIA_VETRINA = 72;

const arrotonda = (n: number) => Math.round(n * 100) / 100;

/**
 * The display-case loop (DOMAIN.md "Stock, lots and HACCP"): the mean of the readings of the sales
 * point's display cases over the last 72 hours (corrected readings excluded) replaces its configured
 * `temperatura_vetrina` in the hardness check of the flavours loaded in the case that day. A flavour's
 * serving range (its profile's temperatura_servizio, meant for the configured case) moves with the
 * case by δ = measured − configured: serving temperature below min + δ is too soft at the case,
 * above max + δ too hard. Without readings δ = 0, the flavour's own profile check.
 */
export async function getDurezzaVetrina(ctx: RequestContext, q: GiornoQuery, adesso: Date = new Date()): Promise<DurezzaVetrinaView> {
  const user = requireUser(ctx);
  const punto = puntoDi(user, q.puntoVenditaId);
  if (punto === undefined) throw badInput(MSG_HACCP.puntoVenditaObbligatorio, { campo: 'punto_vendita_id' });
  const data = q.data ?? dataRomaIso(adesso);
  const [pv] = await ctx.em.execute<{ configurata: number; media: number | null; letture: number; gusti: number[] | null }[]>(
    `select pv.temperatura_vetrina::float8 as configurata, m.media, m.letture,
            (select array_agg(distinct c.gusto_id order by c.gusto_id) from vetrina_carichi c where c.punto_vendita_id = pv.id and c.data = ?::date) as gusti
       from punti_vendita pv
       cross join lateral (
         select avg(r.temperatura)::float8 as media, count(*)::int as letture
           from haccp_registrazioni r join haccp_dispositivi d on d.id = r.dispositivo_id
          where r.punto_vendita_id = pv.id and r.tipo = 'lettura' and d.tipo = 'vetrina'
            and r.misurata_il > ?::timestamptz - make_interval(hours => ?) and r.misurata_il <= ?::timestamptz
            and not exists (select 1 from haccp_registrazioni c where c.corregge_id = r.id)) m
      where pv.id = ?`,
    [data, adesso.toISOString(), ORE_MEDIA_VETRINA, adesso.toISOString(), punto],
  );
  if (!pv) throw badInput(MSG_HACCP.puntoVenditaNonTrovato, { campo: 'punto_vendita_id' });
  const configurata = Number(pv.configurata);
  const misurata = pv.media === null ? null : arrotonda(Number(pv.media));
  const usata = misurata ?? configurata;
  const delta = usata - configurata;
  const ids = pv.gusti ?? [];
  const analisi = await analisiGusti(ctx.em, ids, punto);
  const nomi = ids.length
    ? await ctx.em.execute<{ id: number; nome: string }[]>(`select id, nome from gusti where id in (${ids.map(() => '?').join(', ')})`, ids)
    : [];
  const gusti: DurezzaGustoView[] = [];
  for (const g of nomi) {
    const a = analisi.get(g.id);
    if (!a || a.massa_kg === 0) continue; // no recipe: nothing to check
    const servizio = a.profilo?.temperatura_servizio ?? null;
    const min = servizio?.min ?? null;
    const max = servizio?.max ?? null;
    const intervalloMin = min === null ? null : arrotonda(min + delta);
    const intervalloMax = max === null ? null : arrotonda(max + delta);
    const t = a.temperatura_servizio;
    const stato: DurezzaGustoView['stato'] =
      intervalloMin === null && intervalloMax === null
        ? 'senza_profilo'
        : intervalloMin !== null && t < intervalloMin
          ? 'troppo_morbido'
          : intervalloMax !== null && t > intervalloMax
            ? 'troppo_duro'
            : 'ok';
    gusti.push({ gustoId: g.id, nome: g.nome, temperaturaServizio: t, intervalloMin, intervalloMax, stato });
  }
  gusti.sort((a, b) => a.nome.localeCompare(b.nome, 'it'));
  return { puntoVenditaId: punto, data, temperaturaConfigurata: configurata, temperaturaMisurata: misurata, letture: pv.letture, temperaturaUsata: usata, gusti };
}
