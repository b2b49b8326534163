import { PROFILI_AGGIUNTIVI, PROFILI_PREDEFINITI } from '@gelatiere/scienza';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { logActivity } from '../attivita/attivita.service.js';
import { ProfiloBilanciamento } from './profilo.entity.js';
import { MSG_PROFILO, type AggiornaProfilo, type CreaProfilo } from './profilo.schema.js';
import { toProfiloView, type ProfiloView } from './profilo.view.js';

const descr = (p: { id: number; nome: string }) => `profilo di bilanciamento "${p.nome}" (#${p.id})`;

async function findOr404(em: EntityManager, id: number): Promise<ProfiloBilanciamento> {
  const p = await em.findOne(ProfiloBilanciamento, { id });
  if (!p) throw notFound(MSG_PROFILO.nonTrovato);
  return p;
}

async function assertNomeLibero(em: EntityManager, nome: string, id = 0): Promise<void> {
  const rows = await em.execute('select 1 from profili_bilanciamento where lower(nome) = lower(?) and id <> ?', [nome, id]);
  if (rows.length > 0) throw conflict(MSG_PROFILO.duplicato(nome));
}

async function flushUnique(em: EntityManager, nome: string): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict(MSG_PROFILO.duplicato(nome));
    throw err;
  }
}

/** Profiles by name (the default first). */
export async function listProfili(ctx: RequestContext): Promise<ProfiloView[]> {
  const rows = await ctx.em.find(ProfiloBilanciamento, {}, { orderBy: { predefinito: 'desc', nome: 'asc', id: 'asc' } });
  return rows.map(toProfiloView);
}

export async function getProfilo(ctx: RequestContext, id: number): Promise<ProfiloView> {
  return toProfiloView(await findOr404(ctx.em, id));
}

/** Profiles by id in one statement (DataLoader batch); id 0 stands for the default profile. */
export async function profiliPerId(em: EntityManager, ids: readonly number[]): Promise<Map<number, ProfiloView>> {
  const rows = await em.find(ProfiloBilanciamento, ids.includes(0) ? { $or: [{ id: { $in: [...ids] } }, { predefinito: true }] } : { id: { $in: [...ids] } }, {
    orderBy: { id: 'asc' },
  });
  const out = new Map(rows.map((r) => [r.id, toProfiloView(r)]));
  const predefinito = rows.find((r) => r.predefinito) ?? rows[0];
  if (ids.includes(0) && predefinito) out.set(0, toProfiloView(predefinito));
  return out;
}

/** A profile id sent with a category or flavour: must exist (400 otherwise); null clears it. */
export async function verificaProfiloId(em: EntityManager, id: number | null | undefined): Promise<void> {
  if (id == null) return;
  const rows = await em.execute('select 1 from profili_bilanciamento where id = ?', [id]);
  if (rows.length === 0) throw badInput(MSG_PROFILO.nonTrovato, { campo: 'profilo_id' });
}

export async function creaProfilo(ctx: RequestContext, input: CreaProfilo): Promise<ProfiloView> {
  await assertNomeLibero(ctx.em, input.nome);
  return ctx.em.transactional(async (em) => {
    const p = em.create(ProfiloBilanciamento, {
      nome: input.nome,
      obiettivi: input.obiettivi,
      temperaturaServizioMin: input.temperaturaServizio?.min ?? null,
      temperaturaServizioMax: input.temperaturaServizio?.max ?? null,
      predefinito: false,
    });
    await flushUnique(em, input.nome);
    logActivity({ ...ctx, em }, 'creazione', `Creato ${descr(p)}`);
    return toProfiloView(p);
  });
}

export async function aggiornaProfilo(ctx: RequestContext, id: number, input: AggiornaProfilo): Promise<ProfiloView> {
  const p = await findOr404(ctx.em, id);
  if (input.nome !== undefined && input.nome !== p.nome) await assertNomeLibero(ctx.em, input.nome, id);
  if (input.nome !== undefined) p.nome = input.nome;
  if (input.obiettivi !== undefined) p.obiettivi = input.obiettivi;
  if (input.temperaturaServizio !== undefined) {
    p.temperaturaServizioMin = input.temperaturaServizio?.min ?? null;
    p.temperaturaServizioMax = input.temperaturaServizio?.max ?? null;
  }
  logActivity(ctx, 'modifica', `Aggiornato ${descr(p)}`);
  await flushUnique(ctx.em, p.nome);
  return toProfiloView(p);
}

/** A profile used by a category or a flavour, or the default one, cannot be deleted (409). */
export async function eliminaProfilo(ctx: RequestContext, id: number): Promise<number> {
  const p = await findOr404(ctx.em, id);
  if (p.predefinito) throw conflict(MSG_PROFILO.predefinito(p.nome));
  const [uso] = await ctx.em.execute<{ categorie: number; gusti: number }[]>(
    `select (select count(*) from categorie_gusti where profilo_id = ?)::int as categorie, (select count(*) from gusti where profilo_id = ?)::int as gusti`,
    [id, id],
  );
  if (uso && (uso.categorie > 0 || uso.gusti > 0)) throw conflict(MSG_PROFILO.inUso(p.nome, uso.categorie, uso.gusti));
  ctx.em.remove(p);
  logActivity(ctx, 'eliminazione', `Eliminato ${descr(p)}`);
  try {
    await ctx.em.flush();
  } catch (err) {
    // assigned between the check and the delete
    if (err instanceof ForeignKeyConstraintViolationException) throw conflict(MSG_PROFILO.inUso(p.nome, 0, 1));
    throw err;
  }
  return id;
}

/** Inserts the default profiles of DOMAIN.md that are missing by name (after a database reset); the first one is the default. */
export async function seedProfiliPredefiniti(em: EntityManager): Promise<void> {
  for (const [i, p] of [...PROFILI_PREDEFINITI, ...PROFILI_AGGIUNTIVI].entries()) {
    await em.execute(
      `insert into profili_bilanciamento (nome, obiettivi, temperatura_servizio_min, temperatura_servizio_max, predefinito)
       values (?, ?::jsonb, ?, ?, ?) on conflict (nome) do nothing`,
      [p.nome, JSON.stringify(p.obiettivi), p.temperatura_servizio?.min ?? null, p.temperatura_servizio?.max ?? null, i === 0],
    );
  }
}
