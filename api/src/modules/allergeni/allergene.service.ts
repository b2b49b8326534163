import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { conflict, notFound } from '../../common/errors.js';
import { entitaPreparate } from '../../db/prepared.js';
import { logActivity } from '../attivita/attivita.service.js';
import { Allergene } from './allergene.entity.js';
import { MSG_ALLERGENE } from './allergene.schema.js';
import type { AggiornaAllergene, CreaAllergene } from './allergene.schema.js';
import { toAllergeneView, type AllergeneView } from './allergene.view.js';

const descr = (a: { id: number; nome: string }) => `allergene "${a.nome}" (#${a.id})`;

async function findOr404(em: EntityManager, id: number): Promise<Allergene> {
  const a = await em.findOne(Allergene, { id });
  if (!a) throw notFound(MSG_ALLERGENE.nonTrovato);
  return a;
}

/** codice and nome are unique regardless of case (flavours list their allergens by name over REST). */
async function assertUnivoco(em: EntityManager, nome: string | undefined, codice: string | undefined, id = 0): Promise<void> {
  if (codice !== undefined) {
    const rows = await em.execute('select 1 from allergeni where lower(codice) = lower(?) and id <> ?', [codice, id]);
    if (rows.length > 0) throw conflict(MSG_ALLERGENE.codiceDuplicato(codice));
  }
  if (nome !== undefined) {
    const rows = await em.execute('select 1 from allergeni where lower(nome) = lower(?) and id <> ?', [nome, id]);
    if (rows.length > 0) throw conflict(MSG_ALLERGENE.nomeDuplicato(nome));
  }
}

async function flushUnique(em: EntityManager, a: { nome: string; codice: string }): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      throw conflict(String(err.message).includes('codice') ? MSG_ALLERGENE.codiceDuplicato(a.codice) : MSG_ALLERGENE.nomeDuplicato(a.nome));
    }
    throw err;
  }
}

export async function listAllergeni(ctx: RequestContext, opts: { soloAttivi?: boolean | null } = {}): Promise<AllergeneView[]> {
  const rows = await entitaPreparate(ctx.em, Allergene, `${opts.soloAttivi ? 'where e.attivo' : ''} order by e.nome, e.id`);
  return rows.map(toAllergeneView);
}

export async function getAllergene(ctx: RequestContext, id: number): Promise<AllergeneView> {
  const [a] = await entitaPreparate(ctx.em, Allergene, 'where e.id = ?', [id]);
  if (!a) throw notFound(MSG_ALLERGENE.nonTrovato);
  return toAllergeneView(a);
}

export async function creaAllergene(ctx: RequestContext, input: CreaAllergene): Promise<AllergeneView> {
  await assertUnivoco(ctx.em, input.nome, input.codice);
  return ctx.em.transactional(async (em) => {
    const a = em.create(Allergene, { ...input, attivo: input.attivo ?? true });
    await flushUnique(em, a);
    logActivity({ ...ctx, em }, 'creazione', `Creato ${descr(a)}`);
    return toAllergeneView(a);
  });
}

export async function aggiornaAllergene(ctx: RequestContext, id: number, input: AggiornaAllergene): Promise<AllergeneView> {
  const a = await findOr404(ctx.em, id);
  await assertUnivoco(
    ctx.em,
    input.nome !== undefined && input.nome !== a.nome ? input.nome : undefined,
    input.codice !== undefined && input.codice !== a.codice ? input.codice : undefined,
    id,
  );
  const eraAttivo = a.attivo;
  if (input.nome !== undefined) a.nome = input.nome;
  if (input.codice !== undefined) a.codice = input.codice;
  if (input.descrizione !== undefined) a.descrizione = input.descrizione;
  if (input.regolamentazione !== undefined) a.regolamentazione = input.regolamentazione;
  if (input.attivo != null) a.attivo = input.attivo;
  const azione = a.attivo === eraAttivo ? 'modifica' : a.attivo ? 'attivazione' : 'disattivazione';
  logActivity(ctx, azione, `Aggiornato ${descr(a)}`);
  await flushUnique(ctx.em, a);
  return toAllergeneView(a);
}

/** An allergen linked to flavours cannot be deleted (409): deactivate it instead. */
export async function eliminaAllergene(ctx: RequestContext, id: number): Promise<number> {
  const a = await findOr404(ctx.em, id);
  const [row] = await ctx.em.execute<{ n: string; ingredienti: string }[]>(
    'select (select count(*) from gusti_allergeni where allergene_id = ?) as n, (select count(*) from ingredienti_allergeni where allergene_id = ?) as ingredienti',
    [id, id],
  );
  const n = Number(row?.n ?? 0);
  if (n > 0) throw conflict(MSG_ALLERGENE.inUso(a.nome, n));
  const nIngredienti = Number(row?.ingredienti ?? 0);
  if (nIngredienti > 0) throw conflict(MSG_ALLERGENE.inUsoIngredienti(a.nome, nIngredienti));
  ctx.em.remove(a);
  logActivity(ctx, 'eliminazione', `Eliminato ${descr(a)}`);
  await ctx.em.flush();
  return id;
}
