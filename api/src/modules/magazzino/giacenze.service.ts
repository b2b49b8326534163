import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, notFound } from '../../common/errors.js';
import { logActivity } from '../attivita/attivita.service.js';
import { movimentiSql } from './giacenze.sql.js';
import {
  MSG_GIACENZE,
  type GiacenzaView,
  type RettificaInput,
  type RettificaView,
  type ScadenzeQuery,
  type ScadenzeView,
  type ScortaInput,
} from './giacenze.schema.js';

/** Configuration key of the days of notice of the expiry warnings; 7 when not set. */
export const CHIAVE_GIORNI_SCADENZA = 'giorni_preavviso_scadenza';
const GIORNI_SCADENZA_PREDEFINITI = 7;

interface GiacenzaRow {
  ingrediente_id: number;
  nome: string;
  unita_misura: string;
  giacenza: number;
  scorta_minima: number | null;
  ubicazione: string | null;
  giacenza_negativa: boolean;
  lotti: { lotto: string; scadenza: string | null; giacenza: number }[] | string;
}

/**
 * The stock of every ingredient with its lots, in one statement aggregated in SQL: per lot received −
 * consumed + adjusted; the ingredient's stock also counts what was consumed or adjusted with no lot.
 * Sorted by storage place (the inventory count walks it), then name.
 */
export async function getGiacenze(ctx: RequestContext, ingredienteId?: number): Promise<GiacenzaView[]> {
  requireUser(ctx);
  const rows = await ctx.em.execute<GiacenzaRow[]>(
    `with mov as (${movimentiSql(ingredienteId === undefined ? 'true' : 'ingrediente_id = ?')})
     select i.id as ingrediente_id, i.nome, i.unita_misura, coalesce(t.giacenza, 0)::float8 as giacenza,
            s.scorta_minima::float8 as scorta_minima, s.ubicazione,
            coalesce(t.giacenza < 0 or t.lotto_negativo, false) as giacenza_negativa,
            coalesce(t.lotti, '[]'::json) as lotti
       from ingredienti i
       left join scorte_ingredienti s on s.ingrediente_id = i.id
       left join (select ingrediente_id, sum(giacenza) as giacenza, bool_or(lotto is not null and giacenza < 0) as lotto_negativo,
                         json_agg(json_build_object('lotto', lotto, 'scadenza', to_char(scadenza, 'YYYY-MM-DD'), 'giacenza', giacenza::float8)
                                  order by scadenza nulls last, lotto) filter (where lotto is not null and giacenza <> 0) as lotti
                    from mov group by ingrediente_id) t on t.ingrediente_id = i.id
      ${ingredienteId === undefined ? '' : 'where i.id = ?'}
      order by s.ubicazione nulls last, i.nome, i.id`,
    ingredienteId === undefined ? [] : [ingredienteId, ingredienteId],
  );
  return rows.map((r) => {
    const giacenza = Number(r.giacenza);
    const scortaMinima = r.scorta_minima === null ? null : Number(r.scorta_minima);
    const lotti = typeof r.lotti === 'string' ? (JSON.parse(r.lotti) as Exclude<GiacenzaRow['lotti'], string>) : r.lotti;
    return {
      ingredienteId: r.ingrediente_id,
      nome: r.nome,
      unitaMisura: r.unita_misura,
      giacenza,
      scortaMinima,
      ubicazione: r.ubicazione,
      sottoScorta: scortaMinima !== null && giacenza < scortaMinima,
      giacenzaNegativa: r.giacenza_negativa,
      lotti: lotti.map((l) => ({ lotto: l.lotto, scadenza: l.scadenza, giacenza: Number(l.giacenza) })),
    };
  });
}

const formatQ = (n: number) => n.toLocaleString('it-IT', { maximumFractionDigits: 4 });

/**
 * Records an adjustment (the signed change of the stock: a count's difference, a waste) and answers
 * with the ingredient's stock after it. A lot must be one received for that ingredient.
 */
export async function registraRettifica(ctx: RequestContext, input: RettificaInput): Promise<RettificaView> {
  const user = requireUser(ctx);
  return ctx.em.transactional(async (em) => {
    const [ing] = await em.execute<{ nome: string; unita_misura: string; lotto_ricevuto: boolean }[]>(
      `select i.nome, i.unita_misura,
              exists (select 1 from ricevimenti_righe r where r.ingrediente_id = i.id and r.lotto = ?) as lotto_ricevuto
         from ingredienti i where i.id = ?`,
      [input.lotto ?? null, input.ingredienteId],
    );
    if (!ing) throw notFound(MSG_GIACENZE.ingredienteNonTrovato);
    if (input.lotto && !ing.lotto_ricevuto) throw badInput(MSG_GIACENZE.lottoSconosciuto(input.lotto, ing.nome), { campo: 'lotto' });
    const [row] = await em.execute<{ id: number; created_at: Date; giacenza: number }[]>(
      `with nuova as (insert into rettifiche_magazzino (ingrediente_id, lotto, quantita, motivo, utente_id)
                      values (?, ?, ?, ?, ?) returning id, created_at, quantita)
       select n.id, n.created_at, (coalesce((select sum(giacenza) from (${movimentiSql('ingrediente_id = ?')}) m), 0) + n.quantita)::float8 as giacenza
         from nuova n`,
      [input.ingredienteId, input.lotto ?? null, input.quantita, input.motivo, user.id, input.ingredienteId],
    );
    logActivity(
      { em, user, ip: ctx.ip },
      'modifica',
      `Rettifica magazzino: ${ing.nome}${input.lotto ? ` lotto ${input.lotto}` : ''} ${input.quantita > 0 ? '+' : ''}${formatQ(input.quantita)} ${ing.unita_misura} (${input.motivo})`,
    );
    await em.flush();
    return {
      id: row!.id,
      ingredienteId: input.ingredienteId,
      lotto: input.lotto ?? null,
      quantita: input.quantita,
      motivo: input.motivo,
      utenteId: user.id,
      createdAt: row!.created_at instanceof Date ? row!.created_at : new Date(row!.created_at),
      giacenza: Number(row!.giacenza),
    };
  });
}

/** Sets an ingredient's reorder point and/or storage place; answers with its stock. */
export async function impostaScorta(ctx: RequestContext, ingredienteId: number, input: ScortaInput): Promise<GiacenzaView> {
  const user = requireUser(ctx);
  await ctx.em.transactional(async (em) => {
    const [ing] = await em.execute<{ nome: string }[]>(
      `insert into scorte_ingredienti (ingrediente_id, scorta_minima, ubicazione)
       select i.id, ?::numeric, ?::varchar from ingredienti i where i.id = ?
       on conflict (ingrediente_id) do update
         set scorta_minima = case when ?::boolean then excluded.scorta_minima else scorte_ingredienti.scorta_minima end,
             ubicazione = case when ?::boolean then excluded.ubicazione else scorte_ingredienti.ubicazione end
       returning (select nome from ingredienti where id = ingrediente_id) as nome`,
      [input.scortaMinima ?? null, input.ubicazione ?? null, ingredienteId, input.scortaMinima !== undefined, input.ubicazione !== undefined],
    );
    if (!ing) throw notFound(MSG_GIACENZE.ingredienteNonTrovato);
    logActivity({ em, user, ip: ctx.ip }, 'modifica', `Scorta di ${ing.nome}: minima ${input.scortaMinima ?? '—'}, ubicazione ${input.ubicazione ?? '—'}`);
    await em.flush();
  });
  const [giacenza] = await getGiacenze(ctx, ingredienteId);
  return giacenza!;
}

/**
 * Lots in stock (giacenza > 0) expiring within `giorni` days from today (Europe/Rome), expired ones
 * included; the days default to the setting giorni_preavviso_scadenza (7 when not set).
 */
export async function getScadenze(ctx: RequestContext, q: ScadenzeQuery): Promise<ScadenzeView> {
  requireUser(ctx);
  const rows = await ctx.em.execute<{ giorni_usati: number; lotti: ScadenzeView['lotti'] | string }[]>(
    `with g as (select coalesce(?::int, (select case when valore ~ '^\\d{1,3}$' then valore::int end from configurazioni where chiave = ?), ?) as giorni),
          oggi as (select (now() at time zone 'Europe/Rome')::date as d),
          mov as (${movimentiSql()})
     select g.giorni as giorni_usati, coalesce((
       select json_agg(json_build_object('ingredienteId', i.id, 'nome', i.nome, 'unitaMisura', i.unita_misura, 'lotto', m.lotto,
                                         'scadenza', to_char(m.scadenza, 'YYYY-MM-DD'), 'giacenza', m.giacenza::float8,
                                         'giorni', m.scadenza - oggi.d) order by m.scadenza, i.nome, m.lotto)
         from mov m join ingredienti i on i.id = m.ingrediente_id cross join oggi
        where m.lotto is not null and m.giacenza > 0 and m.scadenza <= oggi.d + g.giorni), '[]'::json) as lotti
       from g`,
    [q.giorni ?? null, CHIAVE_GIORNI_SCADENZA, GIORNI_SCADENZA_PREDEFINITI],
  );
  const row = rows[0]!;
  const lotti = typeof row.lotti === 'string' ? (JSON.parse(row.lotti) as ScadenzeView['lotti']) : row.lotti;
  return { giorni: Number(row.giorni_usati), lotti };
}
