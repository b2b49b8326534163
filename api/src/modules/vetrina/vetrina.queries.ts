import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaricoView, ScartoView } from './vetrina.schema.js';

/**
 * A tray and a waste record as the vetrina routes return them: what other modules (webhooks) read,
 * through here rather than vetrina.service.ts, which dispatches domain events (no import circle).
 */

export const CARICO_JSON = `json_build_object(
  'id', c.id, 'puntoVenditaId', c.punto_vendita_id, 'data', to_char(c.data, 'YYYY-MM-DD'), 'gustoId', c.gusto_id,
  'gustoNome', g.nome, 'gustoColore', g.colore, 'produzioneId', c.produzione_id, 'kg', c.kg::float8,
  'kgRimasti', c.kg_rimasti::float8, 'operatoreNome', u.nome, 'createdAt', c.created_at)`;
export const CARICO_FROM = `from vetrina_carichi c join gusti g on g.id = c.gusto_id left join utenti u on u.id = c.operatore_id`;

export const SCARTO_JSON = `json_build_object(
  'id', s.id, 'puntoVenditaId', s.punto_vendita_id, 'data', to_char(s.data, 'YYYY-MM-DD'), 'gustoId', s.gusto_id,
  'gustoNome', g.nome, 'gustoColore', g.colore, 'kg', s.kg::float8, 'motivo', s.motivo, 'operatoreNome', u.nome,
  'createdAt', s.created_at)`;
export const SCARTO_FROM = `from vetrina_scarti s join gusti g on g.id = s.gusto_id left join utenti u on u.id = s.operatore_id`;

export type Json<T> = Omit<T, 'createdAt'> & { createdAt: string };
export const parsed = <T>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);
export const withDate = <T extends { createdAt: Date }>(j: Json<T>): T => ({ ...j, createdAt: new Date(j.createdAt) }) as T;

export async function findCarico(em: EntityManager, id: number): Promise<CaricoView> {
  const [row] = await em.execute<{ c: Json<CaricoView> | string }[]>(`select ${CARICO_JSON} as c ${CARICO_FROM} where c.id = ?`, [id]);
  return withDate<CaricoView>(parsed(row!.c));
}

export async function findScarto(em: EntityManager, id: number): Promise<ScartoView> {
  const [row] = await em.execute<{ s: Json<ScartoView> | string }[]>(`select ${SCARTO_JSON} as s ${SCARTO_FROM} where s.id = ?`, [id]);
  return withDate<ScartoView>(parsed(row!.s));
}
