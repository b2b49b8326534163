import { ADMIN } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, forbidden, notFound } from '../../common/errors.js';
import { logActivity } from '../attivita/attivita.service.js';
import { MSG_AUMENTO, MSG_VETRINA, type AumentoInput, type EliminaPrezzo, type PrezzoInput, type VoceListinoView } from './vetrina.schema.js';
import { PREZZO_CONFIG_SQL } from './vetrina.sql.js';

const toView = (r: { gusto_id: number; punto_vendita_id: number | null; prezzo_kg: number }): VoceListinoView => ({
  gustoId: r.gusto_id,
  puntoVenditaId: r.punto_vendita_id,
  prezzoKg: Number(r.prezzo_kg),
});

/** The price list (admin, manager): general prices first, then per sales point. */
export async function getListino(ctx: RequestContext): Promise<VoceListinoView[]> {
  const rows = await ctx.em.execute<{ gusto_id: number; punto_vendita_id: number | null; prezzo_kg: number }[]>(
    `select gusto_id, punto_vendita_id, prezzo_kg::float8 as prezzo_kg from listino order by gusto_id, punto_vendita_id nulls first`,
  );
  return rows.map(toView);
}

/** Sets the price per kg of a flavour, general or at one sales point (admin). */
export async function impostaPrezzo(ctx: RequestContext, input: PrezzoInput): Promise<VoceListinoView> {
  const user = requireUser(ctx);
  if (!ADMIN.includes(user.ruolo)) throw forbidden();
  const pv = input.puntoVenditaId ?? null;
  return ctx.em.transactional(async (em) => {
    const [ref] = await em.execute<{ gusto: string | null; pv: string | null }[]>(
      'select (select nome from gusti where id = ?) as gusto, (select nome from punti_vendita where id = ?) as pv',
      [input.gustoId, pv ?? 0],
    );
    if (!ref?.gusto) throw badInput(MSG_VETRINA.gustoNonTrovato);
    if (pv !== null && !ref.pv) throw badInput(MSG_VETRINA.puntoVenditaNonDisponibile);
    const conflictTarget = pv === null ? '(gusto_id) where punto_vendita_id is null' : '(gusto_id, punto_vendita_id)';
    const [row] = await em.execute<{ gusto_id: number; punto_vendita_id: number | null; prezzo_kg: number }[]>(
      `insert into listino (gusto_id, punto_vendita_id, prezzo_kg) values (?, ?, ?)
       on conflict ${conflictTarget} do update set prezzo_kg = excluded.prezzo_kg, updated_at = now()
       returning gusto_id, punto_vendita_id, prezzo_kg::float8 as prezzo_kg`,
      [input.gustoId, pv, input.prezzoKg],
    );
    const dove = pv === null ? 'tutti i punti vendita' : ref.pv;
    logActivity({ em, user, ip: ctx.ip }, 'modifica', `Listino: ${ref.gusto} a ${input.prezzoKg.toFixed(2).replace('.', ',')} €/kg (${dove})`);
    await em.flush();
    return toView(row!);
  });
}

/** The configured selling price per kg, used where a flavour has no price in the list. */
export async function prezzoPredefinito(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.em.execute<{ prezzo: number }[]>(`select (${PREZZO_CONFIG_SQL})::float8 as prezzo`);
  return Number(row!.prezzo);
}

/** Removes a general or per-point price (admin); the flavour falls back to the next price. */
export async function eliminaPrezzo(ctx: RequestContext, input: EliminaPrezzo): Promise<VoceListinoView> {
  const user = requireUser(ctx);
  if (!ADMIN.includes(user.ruolo)) throw forbidden();
  const pv = input.puntoVenditaId ?? null;
  return ctx.em.transactional(async (em) => {
    const [row] = await em.execute<{ gusto_id: number; punto_vendita_id: number | null; prezzo_kg: number; gusto: string }[]>(
      `delete from listino l using gusti g
        where l.gusto_id = ? and l.punto_vendita_id is not distinct from ? and g.id = l.gusto_id
       returning l.gusto_id, l.punto_vendita_id, l.prezzo_kg::float8 as prezzo_kg, g.nome as gusto`,
      [input.gustoId, pv],
    );
    if (!row) throw notFound('Prezzo non presente nel listino');
    logActivity({ em, user, ip: ctx.ip }, 'eliminazione', `Listino: rimosso il prezzo di ${row.gusto} (${pv === null ? 'tutti i punti vendita' : `punto vendita #${pv}`})`);
    await em.flush();
    return toView(row);
  });
}

/**
 * "+x %" on a category (admin), in one statement per table: every flavour of the category gets a
 * general price = its general price (else the configured one) × (1 + x / 100), and its per-point
 * prices change by the same percentage; cents rounded. Returns the whole list.
 */
export async function aumentaCategoria(ctx: RequestContext, input: AumentoInput): Promise<VoceListinoView[]> {
  const user = requireUser(ctx);
  if (!ADMIN.includes(user.ruolo)) throw forbidden();
  const fattore = 1 + input.percentuale / 100;
  await ctx.em.transactional(async (em) => {
    const [cat] = await em.execute<{ nome: string }[]>('select nome from categorie_gusti where id = ?', [input.categoriaId]);
    if (!cat) throw badInput(MSG_AUMENTO.categoriaNonTrovata);
    const [generali] = await em.execute<{ n: number }[]>(
      `with nuovi as (
         insert into listino (gusto_id, punto_vendita_id, prezzo_kg)
         select g.id, null, greatest(round(coalesce(l.prezzo_kg, ${PREZZO_CONFIG_SQL}) * ?, 2), 0.01)
           from gusti g left join listino l on l.gusto_id = g.id and l.punto_vendita_id is null
          where g.categoria_id = ?
         on conflict (gusto_id) where punto_vendita_id is null do update set prezzo_kg = excluded.prezzo_kg, updated_at = now()
         returning 1)
       select count(*)::int as n from nuovi`,
      [fattore, input.categoriaId],
    );
    await em.execute(
      `update listino l set prezzo_kg = greatest(round(l.prezzo_kg * ?, 2), 0.01), updated_at = now()
         from gusti g where g.id = l.gusto_id and g.categoria_id = ? and l.punto_vendita_id is not null`,
      [fattore, input.categoriaId],
      'run',
    );
    const segno = input.percentuale > 0 ? '+' : '';
    logActivity({ em, user, ip: ctx.ip }, 'modifica', `Listino: ${segno}${String(input.percentuale).replace('.', ',')} % sui prezzi della categoria ${cat.nome} (${generali!.n} gusti)`);
    await em.flush();
  });
  return getListino(ctx);
}
