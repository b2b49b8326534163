import { ADMIN } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, forbidden } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { logActivity } from '../attivita/attivita.service.js';
import { MSG_VETRINA, prezzoSchema } from './vetrina.inputs.js';
import type { VoceListinoView } from './vetrina.view.js';

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
export async function impostaPrezzo(ctx: RequestContext, raw: unknown): Promise<VoceListinoView> {
  const user = requireUser(ctx);
  if (!ADMIN.includes(user.ruolo)) throw forbidden();
  const input = parseInput(prezzoSchema, raw ?? {});
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
    logActivity({ em, user, ip: ctx.ip }, 'update', `Listino: ${ref.gusto} a ${input.prezzoKg.toFixed(2).replace('.', ',')} €/kg (${dove})`);
    await em.flush();
    return toView(row!);
  });
}
