import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { conflict, forbidden, notFound } from '../../common/errors.js';
import { STAFF } from '../../common/authz.js';
import { logActivity } from '../attivita/attivita.service.js';
import { MSG_FORNITORI, type CreaFornitore, type FornitoreView, type IndirizzoFornitore } from './fornitore.schema.js';

interface FornitoreRow {
  id: number;
  ragione_sociale: string;
  partita_iva: string | null;
  email: string | null;
  telefono: string | null;
  indirizzo: string | null;
  cap: string | null;
  comune: string | null;
  provincia: string | null;
  attivo: boolean;
  ingredienti: number;
}

const COLONNE = `f.id, f.ragione_sociale, f.partita_iva, f.email, f.telefono, f.indirizzo, f.cap, f.comune, f.provincia, f.attivo,
  (select count(*)::int from ingredienti i where i.fornitore_id = f.id) as ingredienti`;

const toView = (r: FornitoreRow): FornitoreView => ({
  id: r.id,
  ragioneSociale: r.ragione_sociale,
  partitaIva: r.partita_iva,
  email: r.email,
  telefono: r.telefono,
  indirizzo: r.indirizzo,
  cap: r.cap,
  comune: r.comune,
  provincia: r.provincia,
  attivo: r.attivo,
  ingredienti: Number(r.ingredienti),
});

/** Only admin and manager write suppliers (both doors check the route rule too). */
export function richiediStaff(ctx: RequestContext) {
  const user = requireUser(ctx);
  if (!STAFF.includes(user.ruolo)) throw forbidden();
  return user;
}

/** Every supplier, by name (one statement). */
export async function listFornitori(ctx: RequestContext): Promise<FornitoreView[]> {
  requireUser(ctx);
  const rows = await ctx.em.execute<FornitoreRow[]>(`select ${COLONNE} from fornitori f order by lower(f.ragione_sociale), f.id`);
  return rows.map(toView);
}

export async function getFornitoreView(em: EntityManager, id: number): Promise<FornitoreView | null> {
  const [row] = await em.execute<FornitoreRow[]>(`select ${COLONNE} from fornitori f where f.id = ?`, [id]);
  return row ? toView(row) : null;
}

/** A new supplier (admin, manager); the same P.IVA twice is a 409. */
export async function creaFornitore(ctx: RequestContext, input: CreaFornitore): Promise<FornitoreView> {
  const user = richiediStaff(ctx);
  return ctx.em.transactional(async (em) => {
    const [esistente] = await em.execute<{ ragione_sociale: string }[]>('select ragione_sociale from fornitori where partita_iva = ?', [input.partitaIva]);
    if (esistente) throw conflict(MSG_FORNITORI.partitaIvaEsistente(esistente.ragione_sociale));
    const [row] = await em.execute<{ id: number }[]>(
      `insert into fornitori (ragione_sociale, partita_iva, email, telefono, indirizzo, cap, comune, provincia) values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (partita_iva) do nothing returning id`,
      [input.ragioneSociale, input.partitaIva, input.email, input.telefono, input.indirizzo, input.cap, input.comune, input.provincia],
    );
    if (!row) throw conflict(MSG_FORNITORI.partitaIvaEsistente(input.ragioneSociale));
    logActivity({ em, user, ip: ctx.ip }, 'creazione', `Creato fornitore "${input.ragioneSociale}" (#${row.id})`);
    await em.flush();
    return (await getFornitoreView(em, row.id))!;
  });
}

/**
 * Edits a supplier (admin, manager): every field replaced by the body's (the same rules as a new
 * one); another supplier's P.IVA is a 409, an unknown id a 404. The ingredients' `fornitore` text
 * follows the new name (database trigger).
 */
export async function modificaFornitore(ctx: RequestContext, id: number, input: CreaFornitore): Promise<FornitoreView> {
  const user = richiediStaff(ctx);
  return ctx.em.transactional(async (em) => {
    const [altro] = await em.execute<{ ragione_sociale: string }[]>('select ragione_sociale from fornitori where partita_iva = ? and id <> ?', [input.partitaIva, id]);
    if (altro) throw conflict(MSG_FORNITORI.partitaIvaEsistente(altro.ragione_sociale));
    const [row] = await em.execute<{ id: number }[]>(
      `update fornitori set ragione_sociale = ?, partita_iva = ?, email = ?, telefono = ?, indirizzo = ?, cap = ?, comune = ?, provincia = ?, updated_at = now()
        where id = ? returning id`,
      [input.ragioneSociale, input.partitaIva, input.email, input.telefono, input.indirizzo, input.cap, input.comune, input.provincia, id],
    );
    if (!row) throw notFound(MSG_FORNITORI.nonTrovato);
    logActivity({ em, user, ip: ctx.ip }, 'modifica', `Modificato fornitore "${input.ragioneSociale}" (#${id})`);
    await em.flush();
    return (await getFornitoreView(em, id))!;
  });
}

/** The address parts as SQL parameters, in the column order indirizzo, cap, comune, provincia. */
const parametriIndirizzo = (s: IndirizzoFornitore | null) => [s?.indirizzo ?? null, s?.cap ?? null, s?.comune ?? null, s?.provincia ?? null];

/**
 * The supplier of an invoice, by its P.IVA: the one registered with it; else a supplier migrated
 * from the ingredients' free text with the same name (case ignored) and no P.IVA yet, which gets
 * it; else a new supplier. Runs inside the caller's transaction.
 */
export async function fornitoreDaFattura(
  em: EntityManager,
  partitaIva: string,
  ragioneSociale: string,
  sede: IndirizzoFornitore | null = null,
): Promise<{ id: number; ragioneSociale: string; partitaIva: string; creato: boolean }> {
  // the invoice's registered office fills an address never entered (an address typed by hand stays)
  const conSede = sede ? `, indirizzo = coalesce(indirizzo, ?), cap = coalesce(cap, ?), comune = coalesce(comune, ?), provincia = coalesce(provincia, ?)` : '';
  const pSede = sede ? parametriIndirizzo(sede) : [];
  const [perIva] = await em.execute<{ id: number; ragione_sociale: string }[]>(
    sede
      ? `update fornitori set updated_at = updated_at${conSede} where partita_iva = ? returning id, ragione_sociale`
      : 'select id, ragione_sociale from fornitori where partita_iva = ?',
    [...pSede, partitaIva],
  );
  if (perIva) return { id: perIva.id, ragioneSociale: perIva.ragione_sociale, partitaIva, creato: false };
  const [perNome] = await em.execute<{ id: number; ragione_sociale: string }[]>(
    `update fornitori set partita_iva = ?${conSede}, updated_at = now()
      where id = (select id from fornitori where partita_iva is null and lower(btrim(ragione_sociale)) = lower(btrim(?)) order by id limit 1)
      returning id, ragione_sociale`,
    [partitaIva, ...pSede, ragioneSociale],
  );
  if (perNome) return { id: perNome.id, ragioneSociale: perNome.ragione_sociale, partitaIva, creato: false };
  const [nuovo] = await em.execute<{ id: number }[]>(
    'insert into fornitori (ragione_sociale, partita_iva, indirizzo, cap, comune, provincia) values (?, ?, ?, ?, ?, ?) returning id',
    [ragioneSociale, partitaIva, ...parametriIndirizzo(sede)],
  );
  return { id: nuovo!.id, ragioneSociale, partitaIva, creato: true };
}
