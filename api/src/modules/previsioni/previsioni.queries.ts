import type { EntityManager } from '@mikro-orm/postgresql';
import { giorniSql } from '../vetrina/vetrina.sql.js';
import type { GiornoVendite, Meteo } from './previsioni.model.js';

/** A point's forecasting inputs: its patron day, its sold kg per day and flavour, its weather. */
export interface DatiPunto {
  nome: string | null;
  attivo: boolean;
  patrono: string | null;
  giorni: GiornoVendite[];
  meteo: Map<string, Meteo>;
  gusti: Map<number, string>;
}

const STORIA_GIORNI = 730;

/**
 * One statement: the point, its display-case history (sold kg per day and flavour, the vetrina rule)
 * of the 730 days before `al`, the weather cache of the same days up to `fineMeteo`, the flavours' names.
 */
export async function datiPunto(em: EntityManager, puntoVenditaId: number, al: string, fineMeteo: string): Promise<DatiPunto> {
  const pv = (a: string) => `and ${a}.punto_vendita_id = ?`;
  const [row] = await em.execute<{ nome: string | null; attivo: boolean | null; patrono: string | null; vendite: unknown; meteo: unknown; gusti: unknown }[]>(
    `with ${giorniSql(pv)}
     select (select nome from punti_vendita where id = ?) as nome, (select attivo from punti_vendita where id = ?) as attivo,
            (select santo_patrono from punti_vendita where id = ?) as patrono,
            (select coalesce(json_agg(json_build_array(to_char(data, 'YYYY-MM-DD'), gusto_id, venduti::float8) order by data), '[]') from giorni) as vendite,
            (select coalesce(json_agg(json_build_array(to_char(m.data, 'YYYY-MM-DD'), m.temperatura_max::float8, m.precipitazioni::float8)), '[]')
               from meteo_giorni m where m.punto_vendita_id = ? and m.data between ?::date - ${STORIA_GIORNI} and ?::date
                and m.temperatura_max is not null and m.precipitazioni is not null) as meteo,
            (select coalesce(json_agg(json_build_array(g.id, g.nome)), '[]') from gusti g where g.id in (select gusto_id from giorni)) as gusti`,
    [addDays(al, -STORIA_GIORNI), al, puntoVenditaId, addDays(al, -STORIA_GIORNI), al, puntoVenditaId, puntoVenditaId, puntoVenditaId, puntoVenditaId, puntoVenditaId, al, fineMeteo],
  );
  const json = <T>(x: unknown): T => (typeof x === 'string' ? JSON.parse(x) : x) as T;
  const perData = new Map<string, GiornoVendite>();
  for (const [data, gustoId, kg] of json<[string, number, number][]>(row?.vendite ?? '[]')) {
    let g = perData.get(data);
    if (!g) perData.set(data, (g = { data, totale: 0, perGusto: new Map() }));
    if (kg > 0) g.perGusto.set(gustoId, (g.perGusto.get(gustoId) ?? 0) + kg);
    g.totale += kg;
  }
  return {
    nome: row?.nome ?? null,
    attivo: row?.attivo ?? false,
    patrono: row?.patrono ?? null,
    giorni: [...perData.values()],
    meteo: new Map(json<[string, number, number][]>(row?.meteo ?? '[]').map(([d, t, p]) => [d, { temperaturaMax: t, precipitazioni: p }])),
    gusti: new Map(json<[number, string][]>(row?.gusti ?? '[]')),
  };
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
