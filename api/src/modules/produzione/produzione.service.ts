import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF, canSeeCosts, puntoVenditaConsentito, type AuthUser } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, forbidden, notFound } from '../../common/errors.js';
import { idempotente, parseIdempotencyKey } from '../../common/idempotency.js';
import { numera, preparata } from '../../db/prepared.js';
import { logActivity } from '../attivita/attivita.service.js';
import { dispatchEvents, type DomainEvent } from '../domain-events.js';
import { valoriGustoLateral } from '../gusti/gusto.sql.js';
import { righeVersioniSql } from '../gusti/versioni.sql.js';
import { EMAIL_CONFIG_KEYS, type ConfigRow, type EmailConfigKey } from '../email/email.config.js';
import {
  MSG_PRODUZIONE,
  type ListaProduzioni,
  type ModificaProduzione,
  type ModificaProduzioneView,
  type ProduzioneView,
  type ProduzioniPaginaView,
  type RegistraProduzione,
  type RigaInput,
  type SortKey,
} from './produzione.schema.js';
import { LETTURA_COMPLETA, SELECT_PRODUZIONE, findProduzione, toView, type ProduzioneRow } from './produzione.queries.js';

// ---------------------------------------------------------------------------------------------
// Reading: one statement for the page and its total (names, lines and the day's total joined in SQL;
// the statements and the single read: produzione.queries.ts).

/** ORDER BY expression of each sort key (spec section 2: Storico Produzione). */
const SORT_SQL: Record<SortKey, string> = {
  data: 'p.data',
  punto_vendita: 'pv.nome',
  operatore: 'u.nome',
  kg_totale: 'p.kg_totale',
  costo: 'p.costo_totale',
  created_at: 'p.created_at',
};

function whereOf(q: ListaProduzioni): { sql: string; params: unknown[] } {
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
export async function listProduzioni(ctx: RequestContext, q: ListaProduzioni): Promise<ProduzioniPaginaView> {
  if (q.sort === 'costo' && !canSeeCosts(ctx.user)) throw badInput(MSG_PRODUZIONE.ordinamentoCostoVietato);
  const where = whereOf(q);
  const dir = q.order === 'asc' ? 'asc' : 'desc';
  const orderBy = `${SORT_SQL[q.sort]} ${dir} nulls last, p.id ${dir}`;
  // one statement: the total and the page (no row when the page is past the end: id is null)
  const rows = await preparata<ProduzioneRow & { totale: number; pos: number }>(
    ctx.em,
    numera(`select t.totale, r.*
       from (select count(*)::int as totale from produzioni p ${where.sql}) t
       left join lateral (
         ${SELECT_PRODUZIONE.replace('select p.id,', `select row_number() over (order by ${orderBy}) as pos, p.id,`)}
         ${where.sql} order by ${orderBy} limit ? offset ?
       ) r on true
      order by r.pos`),
    [...where.params, ...where.params, q.limit, q.offset],
  );
  return { righe: rows.filter((r) => r.id !== null).map(toView), totale: rows[0]?.totale ?? 0 };
}

export async function getProduzione(ctx: RequestContext, id: number, lettura = LETTURA_COMPLETA): Promise<ProduzioneView> {
  const found = await findProduzione(ctx.em, id, lettura);
  if (!found) throw notFound(MSG_PRODUZIONE.nonTrovata);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Writing

/** A recipe version sent with a line must exist for that flavour (400 in Italian). */
async function assertVersioniEsistenti(em: EntityManager, righe: RigaInput[]): Promise<void> {
  const conVersione = righe.filter((r) => r.versioneRicetta !== undefined);
  if (conVersione.length === 0) return;
  const [mancante] = await em.execute<{ nome: string; versione: number }[]>(
    `select g.nome, x.versione
       from unnest(array[?]::int[], array[?]::int[]) as x(gusto_id, versione)
       join gusti g on g.id = x.gusto_id
      where not exists (select 1 from gusti_versioni v where v.gusto_id = x.gusto_id and v.numero = x.versione)
      limit 1`,
    [conVersione.map((r) => r.gustoId), conVersione.map((r) => r.versioneRicetta)],
  );
  if (mancante) throw badInput(MSG_PRODUZIONE.versioneRicettaInesistente(mancante.nome, Number(mancante.versione)), { campo: 'versione_ricetta' });
}

/**
 * Inserts or updates lines in one statement. New lines record the recipe version (the one sent, else
 * the flavour's current one) and a snapshot of the food cost: the flavour's current one, or for an
 * older version the cost of that version's lines at today's ingredient costs. Lines already present
 * keep their version and snapshot and only change quantity (DOMAIN.md: edits re-snapshot only lines
 * that are added).
 */
async function upsertRighe(em: EntityManager, produzioneId: number, righe: RigaInput[]): Promise<void> {
  await assertVersioniEsistenti(em, righe);
  await em.execute(
    `insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost, versione_ricetta)
     select ?, x.gusto_id, x.quantita_kg,
            case when x.versione is null or x.versione = g.versione then v.food_cost else vv.food_cost end,
            coalesce(x.versione, g.versione)
       from (select u.gusto_id, u.quantita_kg, nullif(u.versione, 0) as versione
               from unnest(array[?]::int[], array[?]::numeric[], array[?]::int[]) as u(gusto_id, quantita_kg, versione)) x
       join gusti g on g.id = x.gusto_id
       ${valoriGustoLateral('g', 'v')}
       cross join lateral (
         select case when sum(y.m) > 0 then round(sum(y.q * y.costo_per_unita) / sum(y.m), 4) else 0 end as food_cost
           from (${righeVersioniSql()}) y where y.gusto_id = x.gusto_id and y.versione = x.versione
       ) vv
     on conflict (produzione_id, gusto_id) do update set quantita_kg = excluded.quantita_kg`,
    [produzioneId, righe.map((r) => r.gustoId), righe.map((r) => r.quantitaKg), righe.map((r) => r.versioneRicetta ?? 0)],
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
 * Records a production for the signed-in user (every role may; an operatore assigned to a sales point
 * only there: common/authz.ts puntoVenditaConsentito). With an idempotency key the same
 * request within 24 h returns the first answer and records nothing new (offline queues retry); its
 * check, its write and its stored answer share one transaction. Without a key it joins the
 * registrations being written at the same moment (produzione.gruppo.ts): one transaction and one
 * statement for all of them, each answered as if written alone.
 */
export async function registraProduzione(ctx: RequestContext, input: RegistraProduzione, chiaveIdempotenza?: unknown): Promise<ProduzioneView> {
  const user = requireUser(ctx);
  puntoVenditaConsentito(user, input.puntoVenditaId, MSG_PRODUZIONE.altroPuntoVendita);
  const registrazione: Registrazione = { user, ip: ctx.ip, input };
  if (parseIdempotencyKey(chiaveIdempotenza) === undefined) {
    await assertVersioniEsistenti(ctx.em, input.gusti); // only when a line names its recipe version
    return ctx.services.registrazioni.registra(ctx.em, registrazione);
  }
  const request = { chiave: chiaveIdempotenza, ambito: 'produzione.registra', input, revive: reviveProduzione };
  let afterCommit = () => {}; // stays a no-op when the answer is a replay
  const view = await idempotente(ctx, request, async (em) => {
    await assertVersioniEsistenti(em, input.gusti);
    const [scritta] = await scriviProduzioni(em, [registrazione]);
    if (scritta instanceof Error) throw scritta;
    afterCommit = await dispatchEvents(em, [eventoRegistrata(scritta!)]);
    return scritta!.vista;
  });
  afterCommit();
  return view;
}

/** A registration to write: who, from where, what. */
export interface Registrazione {
  user: AuthUser;
  ip: string;
  input: RegistraProduzione;
}

/** A registration written: the production as every door shows it, and what its events need. */
export interface Scritta {
  vista: ProduzioneView;
  emailConfig: Map<EmailConfigKey, ConfigRow>;
  webhookInAscolto: boolean;
}

/** The event of a registration written, with what its handlers would otherwise read again. */
export const eventoRegistrata = (s: Scritta): DomainEvent => ({ tipo: 'produzione.registrata', produzioneId: s.vista.id, precaricati: s });

interface ScritturaRow {
  k: number;
  punto_vendita_ok: boolean;
  gusti_non_disponibili: number[];
  produzione: (Omit<ProduzioneRow, 'gusti'> & { gusti: ProduzioneRow['gusti'] }) | string | null;
  email_config: ConfigRow[] | string;
  webhook_in_ascolto: boolean;
}

/**
 * New productions in one statement, one or many (issue 13: writes as fast as the database allows):
 * each registration's checks (active sales point, usable flavours), its production with its totals,
 * its lines with the food cost snapshot (stored on gusti), its activity log entry, and what the events
 * need without reading again: the production as every door shows it, the e-mail settings, whether a
 * webhook listens. A registration whose check fails writes nothing and does not stop the others (the
 * inserts select from the checks); its answer is the 400 it would get alone. Registrations are
 * written in the order given, and each one's day total counts the ones before it, as if written one
 * after the other. The statement's text does not depend on how many: one prepared statement.
 */
export async function scriviProduzioni(em: EntityManager, registrazioni: readonly Registrazione[]): Promise<(Scritta | Error)[]> {
  const richieste = registrazioni.map(({ user, ip, input }, k) => {
    const kgTotale = Math.round(input.gusti.reduce((a, r) => a + r.quantitaKg, 0) * 1000) / 1000;
    const n = input.gusti.length;
    return {
      k,
      data: input.data,
      pv: input.puntoVenditaId,
      operatore: user.id,
      note: input.note ?? null,
      // activity text: '#<id>' and the sales point's name are filled in by SQL
      firma: user.chiave ? `API: ${user.chiave.nome} — ` : '',
      coda: `: ${formatKg(kgTotale)} kg, ${n} ${n === 1 ? 'gusto' : 'gusti'}`,
      ip: ip || null,
      gusti: input.gusti.map((r) => r.gustoId),
      kg: input.gusti.map((r) => r.quantitaKg),
      versioni: input.gusti.map((r) => r.versioneRicetta ?? 0), // 0 = not sent
    };
  });
  const rows = await preparata<ScritturaRow>(
    em,
    `with
     richieste as (select * from jsonb_to_recordset($1::jsonb)
                     as r(k int, data text, pv int, operatore int, note text, firma text, coda text, ip text, gusti int[], kg numeric[], versioni int[])),
     input as (select r.k, x.gusto_id, x.quantita_kg::numeric(10,3) as quantita_kg, nullif(x.versione, 0) as versione, x.pos
                 from richieste r cross join lateral unnest(r.gusti, r.kg, r.versioni) with ordinality as x(gusto_id, quantita_kg, versione, pos)),
     pv as (select id, nome from punti_vendita where id in (select pv from richieste) and attivo),
     gusti_ok as (select g.id, g.nome, g.colore, g.food_cost, g.versione, c.nome as categoria
                    from gusti g left join categorie_gusti c on c.id = g.categoria_id
                   where g.id in (select gusto_id from input) and g.attivo),
     -- each usable line with its recipe version (the one sent, else the current one) and its food
     -- cost snapshot: the flavour's, or for an older version the cost of that version's lines at
     -- today's costs (looked up only then: CASE does not evaluate the subquery otherwise)
     scelte as (select n.k, n.gusto_id, n.quantita_kg, n.pos, g.nome, g.colore, g.categoria,
                       coalesce(n.versione, g.versione) as versione,
                       case when n.versione is null or n.versione = g.versione then g.food_cost
                            else (select case when sum(y.m) > 0 then round(sum(y.q * y.costo_per_unita) / sum(y.m), 4) else 0 end
                                    from (${righeVersioniSql('where gv.gusto_id = n.gusto_id and gv.numero = n.versione')}) y)
                       end as food_cost
                  from input n join gusti_ok g on g.id = n.gusto_id),
     -- per registration: its flavours not usable, its totals (one pass over the lines, not one per registration)
     mancanti as (select i.k, array_agg(i.gusto_id order by i.pos) as gusti
                    from input i where not exists (select 1 from gusti_ok g where g.id = i.gusto_id) group by i.k),
     totali as (select s.k, sum(s.quantita_kg) as kg, sum(s.quantita_kg * s.food_cost) as costo from scelte s group by s.k),
     controlli as (select r.k, pv.id is not null as punto_vendita_ok, coalesce(m.gusti, '{}') as gusti_non_disponibili
                     from richieste r left join pv on pv.id = r.pv left join mancanti m on m.k = r.k),
     -- the registrations that pass their checks, each with its production's id (a volatile CTE is
     -- evaluated once: the lines and the log entry below use the same id)
     valide as (select r.*, nextval(pg_get_serial_sequence('produzioni', 'id'))::int as id
                  from richieste r join controlli c on c.k = r.k
                 where c.punto_vendita_ok and cardinality(c.gusti_non_disponibili) = 0
                 order by r.k),
     prod as (insert into produzioni (id, data, punto_vendita_id, operatore_id, note, kg_totale, costo_totale)
              select v.id, v.data::date, v.pv, v.operatore, v.note, t.kg, t.costo
                from valide v join totali t on t.k = v.k order by v.k
              returning *),
     -- the lines and the log entry are written whether or not the final select reads them
     righe as (insert into produzione_righe (produzione_id, gusto_id, quantita_kg, food_cost, versione_ricetta)
               select v.id, s.gusto_id, s.quantita_kg, s.food_cost, s.versione
                 from valide v join scelte s on s.k = v.k
                order by v.k, s.pos),
     attivita as (insert into log_attivita (utente_id, azione, dettagli, ip_address, created_at)
                  select v.operatore, 'creazione', left(v.firma || 'Registrata produzione #' || v.id || ' del ' || v.data || ' (' || pv.nome || ')' || v.coda, 4000), v.ip, now()
                    from valide v join pv on pv.id = v.pv
                   order by v.k),
     righe_json as (select s.k, json_agg(json_build_object(
                             'gusto_id', s.gusto_id, 'gusto_nome', s.nome, 'gusto_categoria', s.categoria, 'gusto_colore', s.colore,
                             'quantita_kg', s.quantita_kg::float8, 'food_cost', s.food_cost::float8, 'versione_ricetta', s.versione)
                           order by s.nome, s.gusto_id) as gusti
                      from scelte s group by s.k),
     -- the snapshot does not see this statement's inserts: a day's total is the day's other
     -- productions plus this statement's for that day up to this one
     scritte as (select v.k, p.*, pv.nome as punto_vendita_nome,
                        sum(p.kg_totale) over (partition by p.punto_vendita_id, p.data order by v.k) as kg_statement
                   from prod p join valide v on v.id = p.id join pv on pv.id = p.punto_vendita_id),
     email as (select coalesce(json_agg(json_build_object('chiave', chiave, 'valore', valore, 'descrizione', descrizione)), '[]'::json) as config
                 from configurazioni where chiave = any ($2::text[]))
     select c.k, c.punto_vendita_ok, c.gusti_non_disponibili,
            case when p.id is not null then json_build_object(
                'id', p.id, 'data', to_char(p.data, 'YYYY-MM-DD'), 'punto_vendita_id', p.punto_vendita_id,
                'punto_vendita_nome', p.punto_vendita_nome, 'operatore_id', p.operatore_id,
                'operatore_nome', (select u.nome from utenti u where u.id = p.operatore_id),
                'kg_totale', p.kg_totale::float8, 'costo_totale', p.costo_totale::float8,
                'note', p.note, 'inviato_email', p.inviato_email, 'created_at', p.created_at,
                'kg_totale_giornaliero', ((select coalesce(sum(d.kg_totale), 0) from produzioni d
                                             where d.punto_vendita_id = p.punto_vendita_id and d.data = p.data) + p.kg_statement)::float8,
                'gusti', j.gusti) end as produzione,
            (select config from email) as email_config,
            exists (select 1 from webhook w where w.attivo and 'produzione.creata' = any (w.eventi)) as webhook_in_ascolto
       from controlli c left join scritte p on p.k = c.k left join righe_json j on j.k = c.k
      order by c.k`,
    [JSON.stringify(richieste), [...EMAIL_CONFIG_KEYS]],
  );
  const json = <T,>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);
  return rows.map((row) => {
    if (!row.punto_vendita_ok) return badInput(MSG_PRODUZIONE.puntoVenditaNonDisponibile);
    if (row.gusti_non_disponibili.length > 0) return badInput(MSG_PRODUZIONE.gustoNonDisponibile, { gusti: row.gusti_non_disponibili });
    const emailConfig = new Map<EmailConfigKey, ConfigRow>();
    for (const r of json(row.email_config)) emailConfig.set(r.chiave as EmailConfigKey, r);
    return { vista: toView(json(row.produzione!)), emailConfig, webhookInAscolto: row.webhook_in_ascolto };
  });
}

/**
 * Edit (admin, manager): the lines sent replace the current ones; lines kept keep their food cost
 * snapshot, new lines take the current one. Notes change when sent.
 */
export async function modificaProduzione(ctx: RequestContext, id: number, input: ModificaProduzione): Promise<ModificaProduzioneView> {
  const user = requireUser(ctx);
  if (!STAFF.includes(user.ruolo)) throw forbidden();
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
    logActivity({ em, user, ip: ctx.ip }, 'modifica', `Modificata produzione #${id} del ${current.data}: ${formatKg(totali.kgTotale)} kg`);
    await em.flush();
    afterCommit = await dispatchEvents(em, [{ tipo: 'produzione.modificata', produzioneId: id }]);
    return { id, ...totali };
  });
  afterCommit();
  return result;
}

/** Delete (admin, manager); returns the id (the client needs it, spec section 4). */
export async function eliminaProduzione(ctx: RequestContext, id: number): Promise<number> {
  const user = requireUser(ctx);
  if (!STAFF.includes(user.ruolo)) throw forbidden();
  let afterCommit = () => {};
  const result = await ctx.em.transactional(async (em) => {
    const [deleted] = await em.execute<{ id: number; data: string; kg: number }[]>(
      `delete from produzioni where id = ? returning id, to_char(data, 'YYYY-MM-DD') as data, kg_totale::float8 as kg`,
      [id],
    );
    if (!deleted) throw notFound(MSG_PRODUZIONE.nonTrovata);
    logActivity({ em, user, ip: ctx.ip }, 'eliminazione', `Eliminata produzione #${id} del ${deleted.data} (${formatKg(Number(deleted.kg))} kg)`);
    await em.flush();
    afterCommit = await dispatchEvents(em, [{ tipo: 'produzione.eliminata', produzioneId: id, data: deleted.data }]);
    return id;
  });
  afterCommit();
  return result;
}
