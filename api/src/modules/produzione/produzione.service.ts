import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF, canSeeCosts } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, forbidden, notFound } from '../../common/errors.js';
import { idempotente } from '../../common/idempotency.js';
import { parseInput, v } from '../../common/validation.js';
import { logActivity } from '../attivita/attivita.service.js';
import { dispatchEvents, type DomainEvent } from '../domain-events.js';
import { valoriGustoLateral } from '../gusti/gusto.sql.js';
import {
  MSG_PRODUZIONE,
  listaProduzioniSchema,
  modificaProduzioneSchema,
  registraProduzioneSchema,
  type ListaProduzioniQuery,
  type RigaInput,
  type SortKey,
} from './produzione.inputs.js';
import type { ModificaProduzioneView, ProduzioneGustoView, ProduzioneView, ProduzioniPaginaView } from './produzione.view.js';

// ---------------------------------------------------------------------------------------------
// Reading: one statement for the page (names, lines and the day's total joined in SQL), one for the total.

interface ProduzioneRow {
  id: number;
  data: string;
  punto_vendita_id: number;
  punto_vendita_nome: string;
  operatore_id: number | null;
  operatore_nome: string | null;
  kg_totale: number;
  costo_totale: number;
  kg_totale_giornaliero: number;
  note: string | null;
  inviato_email: boolean;
  created_at: Date | string;
  gusti: {
    gusto_id: number;
    gusto_nome: string;
    gusto_categoria: string | null;
    gusto_colore: string;
    quantita_kg: number;
    food_cost: number;
  }[];
}

const SELECT_PRODUZIONE = `
  select p.id, to_char(p.data, 'YYYY-MM-DD') as data, p.punto_vendita_id, pv.nome as punto_vendita_nome,
    p.operatore_id, u.nome as operatore_nome, p.kg_totale::float8 as kg_totale, p.costo_totale::float8 as costo_totale,
    p.note, p.inviato_email, p.created_at,
    (select coalesce(sum(d.kg_totale), 0)::float8 from produzioni d
      where d.punto_vendita_id = p.punto_vendita_id and d.data = p.data) as kg_totale_giornaliero,
    coalesce((
      select json_agg(json_build_object(
          'gusto_id', r.gusto_id, 'gusto_nome', g.nome, 'gusto_categoria', c.nome, 'gusto_colore', g.colore,
          'quantita_kg', r.quantita_kg::float8, 'food_cost', r.food_cost::float8)
        order by g.nome, r.gusto_id)
      from produzione_righe r
      join gusti g on g.id = r.gusto_id
      left join categorie_gusti c on c.id = g.categoria_id
      where r.produzione_id = p.id), '[]'::json) as gusti
  from produzioni p
  join punti_vendita pv on pv.id = p.punto_vendita_id
  left join utenti u on u.id = p.operatore_id`;

/** ORDER BY expression of each sort key (spec section 2: Storico Produzione). */
const SORT_SQL: Record<SortKey, string> = {
  data: 'p.data',
  punto_vendita: 'pv.nome',
  operatore: 'u.nome',
  kg_totale: 'p.kg_totale',
  costo: 'p.costo_totale',
  created_at: 'p.created_at',
};

function toView(row: ProduzioneRow): ProduzioneView {
  return {
    id: row.id,
    data: row.data,
    puntoVenditaId: row.punto_vendita_id,
    puntoVenditaNome: row.punto_vendita_nome,
    operatoreId: row.operatore_id,
    operatoreNome: row.operatore_nome,
    kgTotale: Number(row.kg_totale),
    kgTotaleGiornaliero: Number(row.kg_totale_giornaliero),
    gusti: (typeof row.gusti === 'string' ? (JSON.parse(row.gusti) as ProduzioneRow['gusti']) : row.gusti).map(
      (g): ProduzioneGustoView => ({
        gustoId: g.gusto_id,
        gustoNome: g.gusto_nome,
        gustoCategoria: g.gusto_categoria,
        gustoColore: g.gusto_colore,
        quantitaKg: Number(g.quantita_kg),
        foodCost: Number(g.food_cost),
      }),
    ),
    note: row.note,
    inviatoEmail: row.inviato_email,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    costoTotale: Number(row.costo_totale),
  };
}

function whereOf(q: ListaProduzioniQuery): { sql: string; params: unknown[] } {
  const conds: string[] = [];
  const params: unknown[] = [];
  if (q.dataInizio) {
    conds.push('p.data >= ?::date');
    params.push(q.dataInizio);
  }
  if (q.dataFine) {
    conds.push('p.data <= ?::date');
    params.push(q.dataFine);
  }
  if (q.puntoVenditaId) {
    conds.push('p.punto_vendita_id = ?');
    params.push(q.puntoVenditaId);
  }
  if (q.operatoreId) {
    conds.push('p.operatore_id = ?');
    params.push(q.operatoreId);
  }
  if (q.gustoId) {
    conds.push('exists (select 1 from produzione_righe fr where fr.produzione_id = p.id and fr.gusto_id = ?)');
    params.push(q.gustoId);
  }
  if (q.aggiornatoDopo) {
    conds.push('p.updated_at > ?');
    params.push(q.aggiornatoDopo);
  }
  if (q.inviatoEmail !== undefined) {
    conds.push('p.inviato_email = ?');
    params.push(q.inviatoEmail);
  }
  return { sql: conds.length ? `where ${conds.join(' and ')}` : '', params };
}

/**
 * Production history: filters, sort and page in SQL; `totale` counts every match. Operators cannot
 * sort by cost (they do not see it).
 */
export async function listProduzioni(ctx: RequestContext, raw: unknown): Promise<ProduzioniPaginaView> {
  const q = parseInput(listaProduzioniSchema, raw ?? {});
  if (q.sort === 'costo' && !canSeeCosts(ctx.user)) throw badInput(MSG_PRODUZIONE.ordinamentoCostoVietato);
  const where = whereOf(q);
  const dir = q.order === 'asc' ? 'asc' : 'desc';
  const orderBy = `${SORT_SQL[q.sort]} ${dir} nulls last, p.id ${dir}`;
  const [rows, [count]] = await Promise.all([
    ctx.em.execute<ProduzioneRow[]>(`${SELECT_PRODUZIONE} ${where.sql} order by ${orderBy} limit ? offset ?`, [...where.params, q.limit, q.offset]),
    ctx.em.execute<{ totale: number }[]>(`select count(*)::int as totale from produzioni p ${where.sql}`, where.params),
  ]);
  return { righe: rows.map(toView), totale: count?.totale ?? 0 };
}

export async function findProduzione(em: EntityManager, id: number): Promise<ProduzioneView | null> {
  const [row] = await em.execute<ProduzioneRow[]>(`${SELECT_PRODUZIONE} where p.id = ?`, [id]);
  return row ? toView(row) : null;
}

export async function getProduzione(ctx: RequestContext, rawId: unknown): Promise<ProduzioneView> {
  const id = parseInput(v.id, rawId);
  const found = await findProduzione(ctx.em, id);
  if (!found) throw notFound(MSG_PRODUZIONE.nonTrovata);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * Inserts or updates lines in one statement. New lines take a snapshot of the flavour's current food
 * cost; lines already present keep theirs and only change quantity (DOMAIN.md: edits re-snapshot only
 * lines that are added).
 */
async function upsertRighe(em: EntityManager, produzioneId: number, righe: RigaInput[]): Promise<void> {
  await em.execute(
    `insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost)
     select ?, x.gusto_id, x.quantita_kg, v.food_cost
       from unnest(array[?]::int[], array[?]::numeric[]) as x(gusto_id, quantita_kg)
       join gusti g on g.id = x.gusto_id
       ${valoriGustoLateral('g', 'v')}
     on conflict (produzione_id, gusto_id) do update set quantita_kg = excluded.quantita_kg`,
    [produzioneId, righe.map((r) => r.gustoId), righe.map((r) => r.quantitaKg)],
    'run',
  );
}

/** Recomputes kg_totale and costo_totale from the lines; returns them. */
async function aggiornaTotali(em: EntityManager, produzioneId: number): Promise<{ kgTotale: number; costoTotale: number }> {
  const [row] = await em.execute<{ kg_totale: number; costo_totale: number }[]>(
    `update produzioni p set kg_totale = t.kg, costo_totale = t.costo, updated_at = now()
       from (select coalesce(sum(quantita_kg), 0) as kg, coalesce(sum(quantita_kg * food_cost), 0) as costo
               from produzione_righe where produzione_id = ?) t
      where p.id = ?
      returning p.kg_totale::float8 as kg_totale, p.costo_totale::float8 as costo_totale`,
    [produzioneId, produzioneId],
  );
  return { kgTotale: Number(row!.kg_totale), costoTotale: Number(row!.costo_totale) };
}

/**
 * Checks that the flavours exist and are active; a flavour already in the production (edit) may stay
 * even if it was deactivated since.
 */
async function assertGustiUtilizzabili(em: EntityManager, ids: number[], produzioneId: number | null): Promise<void> {
  const rows = await em.execute<{ id: number; utilizzabile: boolean }[]>(
    `select g.id, (g.attivo or exists (select 1 from produzione_righe r where r.produzione_id = ? and r.gusto_id = g.id)) as utilizzabile
       from gusti g where g.id in (?)`,
    [produzioneId ?? 0, ids],
  );
  const ok = new Set(rows.filter((r) => r.utilizzabile).map((r) => r.id));
  const invalid = ids.filter((id) => !ok.has(id));
  if (invalid.length > 0) throw badInput(MSG_PRODUZIONE.gustoNonDisponibile, { gusti: invalid });
}

const formatKg = (kg: number) => kg.toLocaleString('it-IT', { maximumFractionDigits: 3 });

/** The stored answer of an idempotent registration back into a view (JSON has no dates). */
const reviveProduzione = (stored: unknown): ProduzioneView => {
  const view = stored as Omit<ProduzioneView, 'createdAt'> & { createdAt: string };
  return { ...view, createdAt: new Date(view.createdAt) };
};

/**
 * Records a production for the signed-in user (every role may). With an idempotency key the same
 * request within 24 h returns the first answer and records nothing new (offline queues retry).
 */
export async function registraProduzione(ctx: RequestContext, raw: unknown, chiaveIdempotenza?: unknown): Promise<ProduzioneView> {
  const user = requireUser(ctx);
  const input = parseInput(registraProduzioneSchema, raw ?? {});
  const request = { chiave: chiaveIdempotenza, ambito: 'produzione.registra', input, revive: reviveProduzione };
  let afterCommit = () => {}; // stays a no-op when the answer is a replay
  const view = await idempotente(ctx, request, async (em) => {
    const [pv] = await em.execute<{ nome: string; attivo: boolean }[]>('select nome, attivo from punti_vendita where id = ?', [input.puntoVenditaId]);
    if (!pv || !pv.attivo) throw badInput(MSG_PRODUZIONE.puntoVenditaNonDisponibile);
    await assertGustiUtilizzabili(em, input.gusti.map((r) => r.gustoId), null);
    const [created] = await em.execute<{ id: number }[]>(
      'insert into produzioni (data, punto_vendita_id, operatore_id, note) values (?::date, ?, ?, ?) returning id',
      [input.data, input.puntoVenditaId, user.id, input.note ?? null],
    );
    const produzioneId = created!.id;
    await upsertRighe(em, produzioneId, input.gusti);
    const totali = await aggiornaTotali(em, produzioneId);
    logActivity({ em, user, ip: ctx.ip }, 'create', `Registrata produzione #${produzioneId} del ${input.data} (${pv.nome}): ${formatKg(totali.kgTotale)} kg, ${input.gusti.length} ${input.gusti.length === 1 ? 'gusto' : 'gusti'}`);
    await em.flush();
    const events: DomainEvent[] = [{ tipo: 'produzione.registrata', produzioneId }];
    afterCommit = await dispatchEvents(em, events);
    return (await findProduzione(em, produzioneId))!;
  });
  afterCommit();
  return view;
}

/**
 * Edit (admin, manager): the lines sent replace the current ones; lines kept keep their food cost
 * snapshot, new lines take the current one. Notes change when sent.
 */
export async function modificaProduzione(ctx: RequestContext, rawId: unknown, raw: unknown): Promise<ModificaProduzioneView> {
  const user = requireUser(ctx);
  if (!STAFF.includes(user.ruolo)) throw forbidden();
  const id = parseInput(v.id, rawId);
  const input = parseInput(modificaProduzioneSchema, raw ?? {});
  let afterCommit = () => {};
  const result = await ctx.em.transactional(async (em) => {
    const [current] = await em.execute<{ id: number; data: string }[]>(
      `select id, to_char(data, 'YYYY-MM-DD') as data from produzioni where id = ? for update`,
      [id],
    );
    if (!current) throw notFound(MSG_PRODUZIONE.nonTrovata);
    if (input.gusti) {
      const ids = input.gusti.map((r) => r.gustoId);
      await assertGustiUtilizzabili(em, ids, id);
      await em.execute('delete from produzione_righe where produzione_id = ? and gusto_id <> all (array[?]::int[])', [id, ids], 'run');
      await upsertRighe(em, id, input.gusti);
    }
    if (input.note !== undefined) {
      await em.execute('update produzioni set note = ? where id = ?', [input.note, id], 'run');
    }
    const totali = await aggiornaTotali(em, id);
    logActivity({ em, user, ip: ctx.ip }, 'update', `Modificata produzione #${id} del ${current.data}: ${formatKg(totali.kgTotale)} kg`);
    await em.flush();
    afterCommit = await dispatchEvents(em, [{ tipo: 'produzione.modificata', produzioneId: id }]);
    return { id, ...totali };
  });
  afterCommit();
  return result;
}

/** Delete (admin, manager); returns the id (the client needs it, spec section 4). */
export async function eliminaProduzione(ctx: RequestContext, rawId: unknown): Promise<number> {
  const user = requireUser(ctx);
  if (!STAFF.includes(user.ruolo)) throw forbidden();
  const id = parseInput(v.id, rawId);
  let afterCommit = () => {};
  const result = await ctx.em.transactional(async (em) => {
    const [deleted] = await em.execute<{ id: number; data: string; kg: number }[]>(
      `delete from produzioni where id = ? returning id, to_char(data, 'YYYY-MM-DD') as data, kg_totale::float8 as kg`,
      [id],
    );
    if (!deleted) throw notFound(MSG_PRODUZIONE.nonTrovata);
    logActivity({ em, user, ip: ctx.ip }, 'delete', `Eliminata produzione #${id} del ${deleted.data} (${formatKg(Number(deleted.kg))} kg)`);
    await em.flush();
    afterCommit = await dispatchEvents(em, [{ tipo: 'produzione.eliminata', produzioneId: id, data: deleted.data }]);
    return id;
  });
  afterCommit();
  return result;
}
