import { ADMIN } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, forbidden, notFound } from '../../common/errors.js';
import { logActivity } from '../attivita/attivita.service.js';
import { TIPI_PORZIONE } from './vetrina.entity.js';
import { ETICHETTE_PORZIONE, MSG_PORZIONI, type EliminaPorzione, type ImpostaPorzione, type PorzioneView, type PorzioniQuery } from './porzioni.schema.js';

interface PorzioneRow {
  id: number;
  punto_vendita_id: number;
  tipo: string;
  grammi: number;
  prezzo: number;
  prezzo_kg: number;
}

/** Columns of a portion row, the implied price per kg rounded to the cent. */
const COLONNE = `id, punto_vendita_id, tipo, grammi, prezzo::float8 as prezzo, round(prezzo / grammi * 1000, 2)::float8 as prezzo_kg`;
/** Portion kinds in their counter order (cono first, the 1 kg tub last). */
const ORDINE_TIPI = `array_position(array[${TIPI_PORZIONE.map((t) => `'${t}'`).join(', ')}]::text[], tipo::text)`;

const toView = (r: PorzioneRow): PorzioneView => ({
  id: r.id,
  puntoVenditaId: r.punto_vendita_id,
  tipo: r.tipo as PorzioneView['tipo'],
  grammi: r.grammi,
  prezzo: Number(r.prezzo),
  prezzoKg: Number(r.prezzo_kg),
});

const euro = (n: number) => n.toFixed(2).replace('.', ',');

/** The portions of a sales point (or of every point), in counter order; admin and manager. */
export async function getPorzioni(ctx: RequestContext, q: PorzioniQuery): Promise<PorzioneView[]> {
  requireUser(ctx);
  const rows = await ctx.em.execute<PorzioneRow[]>(
    `select ${COLONNE} from porzioni where (?::int is null or punto_vendita_id = ?) order by punto_vendita_id, ${ORDINE_TIPI}`,
    [q.puntoVenditaId ?? null, q.puntoVenditaId ?? null],
  );
  return rows.map(toView);
}

/** Sets a sales point's portion of one kind (grams and price), creating or replacing it (admin). */
export async function impostaPorzione(ctx: RequestContext, input: ImpostaPorzione): Promise<PorzioneView> {
  const user = requireUser(ctx);
  if (!ADMIN.includes(user.ruolo)) throw forbidden();
  return ctx.em.transactional(async (em) => {
    const [pv] = await em.execute<{ nome: string }[]>('select nome from punti_vendita where id = ?', [input.puntoVenditaId]);
    if (!pv) throw badInput(MSG_PORZIONI.puntoVenditaNonTrovato);
    const [row] = await em.execute<PorzioneRow[]>(
      `insert into porzioni (punto_vendita_id, tipo, grammi, prezzo) values (?, ?, ?, ?)
       on conflict (punto_vendita_id, tipo) do update set grammi = excluded.grammi, prezzo = excluded.prezzo
       returning ${COLONNE}`,
      [input.puntoVenditaId, input.tipo, input.grammi, input.prezzo],
    );
    logActivity({ em, user, ip: ctx.ip }, 'modifica', `Listino: porzione ${ETICHETTE_PORZIONE[input.tipo]} di ${pv.nome}: ${input.grammi} g a ${euro(input.prezzo)} €`);
    await em.flush();
    return toView(row!);
  });
}

/** Removes a sales point's portion of one kind (admin); returns it. */
export async function eliminaPorzione(ctx: RequestContext, input: EliminaPorzione): Promise<PorzioneView> {
  const user = requireUser(ctx);
  if (!ADMIN.includes(user.ruolo)) throw forbidden();
  return ctx.em.transactional(async (em) => {
    const [row] = await em.execute<(PorzioneRow & { pv: string })[]>(
      `delete from porzioni p using punti_vendita pv where p.punto_vendita_id = ? and p.tipo = ? and pv.id = p.punto_vendita_id
       returning p.id, p.punto_vendita_id, p.tipo, p.grammi, p.prezzo::float8 as prezzo, round(p.prezzo / p.grammi * 1000, 2)::float8 as prezzo_kg, pv.nome as pv`,
      [input.puntoVenditaId, input.tipo],
    );
    if (!row) throw notFound(MSG_PORZIONI.porzioneNonTrovata);
    logActivity({ em, user, ip: ctx.ip }, 'eliminazione', `Listino: rimossa la porzione ${ETICHETTE_PORZIONE[input.tipo]} di ${row.pv}`);
    await em.flush();
    return toView(row);
  });
}
