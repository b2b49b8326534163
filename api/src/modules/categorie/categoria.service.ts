import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { conflict, notFound } from '../../common/errors.js';
import { entitaPreparate } from '../../db/prepared.js';
import { logActivity } from '../attivita/attivita.service.js';
import { ProfiloBilanciamento } from '../scienza/profilo.entity.js';
import { verificaProfiloId } from '../scienza/profilo.service.js';
import { CategoriaGusto } from './categoria.entity.js';
import { MSG_CATEGORIA, type AggiornaCategoria, type CreaCategoria } from './categoria.schema.js';
import { toCategoriaView, type CategoriaGustoView } from './categoria.view.js';

const descr = (c: { id: number; nome: string }) => `categoria "${c.nome}" (#${c.id})`;

async function findOr404(em: EntityManager, id: number): Promise<CategoriaGusto> {
  const c = await em.findOne(CategoriaGusto, { id });
  if (!c) throw notFound(MSG_CATEGORIA.nonTrovata);
  return c;
}

/** Names are unique regardless of case (flavours refer to their category by name over REST). */
async function assertNomeLibero(em: EntityManager, nome: string, id = 0): Promise<void> {
  const rows = await em.execute('select 1 from categorie_gusti where lower(nome) = lower(?) and id <> ?', [nome, id]);
  if (rows.length > 0) throw conflict(MSG_CATEGORIA.duplicata(nome));
}

async function flushUnique(em: EntityManager, nome: string): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict(MSG_CATEGORIA.duplicata(nome));
    throw err;
  }
}

/** Categories by ordine, then nome. */
export async function listCategorie(ctx: RequestContext, opts: { soloAttive?: boolean | null } = {}): Promise<CategoriaGustoView[]> {
  const rows = await entitaPreparate(ctx.em, CategoriaGusto, `${opts.soloAttive ? 'where e.attivo' : ''} order by e.ordine, e.nome, e.id`);
  return rows.map(toCategoriaView);
}

export async function getCategoria(ctx: RequestContext, id: number): Promise<CategoriaGustoView> {
  const [c] = await entitaPreparate(ctx.em, CategoriaGusto, 'where e.id = ?', [id]);
  if (!c) throw notFound(MSG_CATEGORIA.nonTrovata);
  return toCategoriaView(c);
}

export async function creaCategoria(ctx: RequestContext, input: CreaCategoria): Promise<CategoriaGustoView> {
  await assertNomeLibero(ctx.em, input.nome);
  await verificaProfiloId(ctx.em, input.profiloId);
  return ctx.em.transactional(async (em) => {
    const c = em.create(CategoriaGusto, {
      profilo: input.profiloId ? em.getReference(ProfiloBilanciamento, input.profiloId) : null,
      nome: input.nome,
      descrizione: input.descrizione,
      colore: input.colore ?? '#87CEEB',
      ordine: input.ordine ?? 0,
      attivo: input.attivo ?? true,
    });
    await flushUnique(em, input.nome);
    logActivity({ ...ctx, em }, 'creazione', `Creata ${descr(c)}`);
    return toCategoriaView(c);
  });
}

export async function aggiornaCategoria(ctx: RequestContext, id: number, input: AggiornaCategoria): Promise<CategoriaGustoView> {
  const c = await findOr404(ctx.em, id);
  if (input.nome !== undefined && input.nome !== c.nome) await assertNomeLibero(ctx.em, input.nome, id);
  const eraAttiva = c.attivo;
  if (input.nome !== undefined) c.nome = input.nome;
  if (input.descrizione !== undefined) c.descrizione = input.descrizione;
  if (input.colore !== undefined) c.colore = input.colore ?? '#87CEEB';
  if (input.ordine !== undefined) c.ordine = input.ordine ?? 0;
  if (input.profiloId !== undefined) {
    await verificaProfiloId(ctx.em, input.profiloId);
    c.profilo = input.profiloId ? ctx.em.getReference(ProfiloBilanciamento, input.profiloId) : null;
  }
  if (input.attivo != null) c.attivo = input.attivo;
  const azione = c.attivo === eraAttiva ? 'modifica' : c.attivo ? 'attivazione' : 'disattivazione';
  logActivity(ctx, azione, `Aggiornata ${descr(c)}`);
  await flushUnique(ctx.em, c.nome);
  return toCategoriaView(c);
}

/** A category used by flavours cannot be deleted (409): deactivate it instead. */
export async function eliminaCategoria(ctx: RequestContext, id: number): Promise<number> {
  const c = await findOr404(ctx.em, id);
  const [row] = await ctx.em.execute<{ n: string }[]>('select count(*) as n from gusti where categoria_id = ?', [id]);
  const n = Number(row?.n ?? 0);
  if (n > 0) throw conflict(MSG_CATEGORIA.inUso(c.nome, n));
  ctx.em.remove(c);
  logActivity(ctx, 'eliminazione', `Eliminata ${descr(c)}`);
  try {
    await ctx.em.flush();
  } catch (err) {
    if (err instanceof ForeignKeyConstraintViolationException) throw conflict(MSG_CATEGORIA.inUso(c.nome, 1));
    throw err;
  }
  return id;
}
