import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { entitaPreparate } from '../../db/prepared.js';
import { logActivity } from '../attivita/attivita.service.js';
import { PuntoVendita } from './punto-vendita.entity.js';
import { MSG_PV, type AggiornaPuntoVendita, type CreaPuntoVendita } from './punto-vendita.schema.js';
import { toPuntoVenditaView, type PuntoVenditaView } from './punto-vendita.view.js';

/**
 * Admin and manager see every sales point (inactive included); an operator sees only the active ones,
 * which is what the production screens offer.
 */
export async function listPuntiVendita(ctx: RequestContext): Promise<PuntoVenditaView[]> {
  const tutti = !!ctx.user && STAFF.includes(ctx.user.ruolo);
  const rows = await entitaPreparate(ctx.em, PuntoVendita, `${tutti ? '' : 'where e.attivo'} order by e.nome, e.id`);
  return rows.map(toPuntoVenditaView);
}

/** Latitude and longitude go together (the REST body is checked field by field). */
const coordinateInsieme = (input: { latitudine?: number | null; longitudine?: number | null }) => {
  if ((input.latitudine === undefined) !== (input.longitudine === undefined) || (input.latitudine === null) !== (input.longitudine === null)) throw badInput(MSG_PV.coordinateInsieme);
};

export async function creaPuntoVendita(ctx: RequestContext, input: CreaPuntoVendita): Promise<PuntoVenditaView> {
  coordinateInsieme(input);
  const pv = ctx.em.create(PuntoVendita, {
    nome: input.nome,
    indirizzo: input.indirizzo ?? null,
    temperaturaVetrina: input.temperaturaVetrina ?? -12,
    attivo: input.attivo ?? true,
    latitudine: input.latitudine ?? null,
    longitudine: input.longitudine ?? null,
    santoPatrono: input.santoPatrono ?? null,
  });
  logActivity(ctx, 'creazione', `Creato punto vendita "${input.nome}"`);
  await ctx.em.flush();
  return toPuntoVenditaView(pv);
}

export async function aggiornaPuntoVendita(ctx: RequestContext, id: number, input: AggiornaPuntoVendita): Promise<PuntoVenditaView> {
  coordinateInsieme(input);
  const pv = await ctx.em.findOne(PuntoVendita, { id });
  if (!pv) throw notFound(MSG_PV.nonTrovato);
  const eraAttivo = pv.attivo;
  if (input.nome !== undefined) pv.nome = input.nome;
  if (input.indirizzo !== undefined) pv.indirizzo = input.indirizzo;
  if (input.temperaturaVetrina != null) pv.temperaturaVetrina = input.temperaturaVetrina;
  if (input.attivo != null) pv.attivo = input.attivo;
  if (input.santoPatrono !== undefined) pv.santoPatrono = input.santoPatrono;
  const coordinateCambiate = input.latitudine !== undefined && (input.latitudine !== numeroO(pv.latitudine) || input.longitudine !== numeroO(pv.longitudine));
  if (input.latitudine !== undefined) pv.latitudine = input.latitudine;
  if (input.longitudine !== undefined) pv.longitudine = input.longitudine;
  const azione = pv.attivo === eraAttivo ? 'modifica' : pv.attivo ? 'attivazione' : 'disattivazione';
  logActivity(ctx, azione, `Aggiornato punto vendita #${pv.id} "${pv.nome}"`);
  if (!coordinateCambiate) {
    await ctx.em.flush();
    return toPuntoVenditaView(pv);
  }
  // new coordinates: the weather outbox row is due at once, in the transaction of the change
  await ctx.em.transactional(async (em) => {
    await em.flush();
    await em.execute(
      `insert into meteo_aggiornamenti (punto_vendita_id) values (?)
       on conflict (punto_vendita_id) do update set prossimo_tentativo = now(), tentativi = 0`,
      [pv.id],
    );
  });
  return toPuntoVenditaView(pv);
}

const numeroO = (x: number | null | undefined) => (x === null || x === undefined ? null : Number(x));

/** Deleting a sales point with recorded productions (or HACCP, display-case, stock records) is refused: the history must keep it (409). */
export async function eliminaPuntoVendita(ctx: RequestContext, id: number): Promise<number> {
  const pv = await ctx.em.findOne(PuntoVendita, { id });
  if (!pv) throw notFound(MSG_PV.nonTrovato);
  if (await haProduzioni(ctx.em, id)) throw conflict(MSG_PV.haProduzioni);
  ctx.em.remove(pv);
  logActivity(ctx, 'eliminazione', `Eliminato punto vendita #${id} "${pv.nome}"`);
  try {
    await ctx.em.flush();
  } catch (err) {
    // a production recorded between the check and the delete, or other history that must stay
    if (err instanceof ForeignKeyConstraintViolationException) {
      throw conflict((await haProduzioni(ctx.em.fork(), id)) ? MSG_PV.haProduzioni : MSG_PV.haRegistrazioni);
    }
    throw err;
  }
  return id;
}

/** True when productions reference the sales point. */
async function haProduzioni(em: EntityManager, id: number): Promise<boolean> {
  const [row] = await em.execute<{ e: boolean }[]>(
    'select exists (select 1 from produzioni where punto_vendita_id = ?) as e',
    [id],
  );
  return row?.e === true;
}
