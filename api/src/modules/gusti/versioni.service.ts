import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { conflict, notFound } from '../../common/errors.js';
import { sqlUnits } from '../../common/units.js';
import { logActivity } from '../attivita/attivita.service.js';
import { dispatchEvents } from '../domain-events.js';
import { MSG_GUSTO } from './gusto.schema.js';
import { getGusto } from './gusto.service.js';
import type { GustoView } from './gusto.view.js';
import { MSG_VERSIONE, type RipristinaVersioneInput } from './versioni.schema.js';
import { registraVersione } from './versioni.sql.js';
import type { RigaVersioneView, VersioneDettaglioView, VersioneView } from './versioni.view.js';

/**
 * Recipe versions (DOMAIN.md "Recipe versions and the weighing sheet"): read them, restore one (a
 * restore is a new version). Versions are written by the database on every recipe change
 * (migration Versioni); the services that change recipes call `registraVersione` for author and note.
 */

interface VersioneRow {
  gusto_id: number;
  numero: number;
  data: Date | string;
  autore_id: number | null;
  autore: string | null;
  nota: string | null;
  food_cost: number;
  pac_kg: number;
  corrente: boolean;
}

const selectVersioni = (extra = '') => `
  select ${extra} v.gusto_id, v.numero, v.data, v.autore_id, u.nome as autore, v.nota,
         v.food_cost::float8 as food_cost, v.pac_kg::float8 as pac_kg, (v.numero = g.versione) as corrente
    from gusti_versioni v
    join gusti g on g.id = v.gusto_id
    left join utenti u on u.id = v.autore_id`;

const toView = (r: VersioneRow): VersioneView => ({
  gustoId: r.gusto_id,
  numero: r.numero,
  data: r.data instanceof Date ? r.data : new Date(r.data),
  autoreId: r.autore_id,
  autore: r.autore,
  nota: r.nota,
  foodCost: Number(r.food_cost),
  pacKg: Number(r.pac_kg),
  corrente: r.corrente,
});

/** The versions of a flavour, newest first (operators: active flavours only, as for the flavour). */
export async function listVersioni(ctx: RequestContext, gustoId: number): Promise<VersioneView[]> {
  await getGusto(ctx, gustoId);
  const rows = await ctx.em.execute<VersioneRow[]>(`${selectVersioni()} where v.gusto_id = ? order by v.numero desc`, [gustoId]);
  return rows.map(toView);
}

/** One version with its lines (ingredient names and units) and the batch mass of its lines. */
export async function getVersione(ctx: RequestContext, gustoId: number, numero: number): Promise<VersioneDettaglioView> {
  await getGusto(ctx, gustoId);
  const [row] = await ctx.em.execute<(VersioneRow & { righe: RigaRow[] | string; massa_kg: number })[]>(
    `${selectVersioni('x.righe, x.massa_kg,')}
     cross join lateral (
       select coalesce(json_agg(json_build_object('ingrediente_id', r.ingrediente_id, 'nome', i.nome, 'quantita', r.quantita::float8,
                                                  'unita', r.unita, 'unita_misura', i.unita_misura, 'ruolo', r.ruolo,
                                                  'caratterizzante', r.caratterizzante) order by r.id), '[]'::json) as righe,
              round(coalesce(sum(${sqlUnits.massaKg('r.quantita', 'r.unita', 'i.densita', 'i.peso_pezzo_g')}), 0), 4)::float8 as massa_kg
         from gusti_versioni_righe r join ingredienti i on i.id = r.ingrediente_id
        where r.versione_id = v.id) x
     where v.gusto_id = ? and v.numero = ?`,
    [gustoId, numero],
  );
  if (!row) throw notFound(MSG_VERSIONE.nonTrovata(numero));
  const righe = (typeof row.righe === 'string' ? (JSON.parse(row.righe) as RigaRow[]) : row.righe).map(
    (r): RigaVersioneView => ({ ingredienteId: r.ingrediente_id, nome: r.nome, quantita: Number(r.quantita), unita: r.unita, unitaMisura: r.unita_misura, ruolo: r.ruolo, caratterizzante: r.caratterizzante }),
  );
  return { ...toView(row), righe, massaKg: Number(row.massa_kg) };
}

interface RigaRow {
  ingrediente_id: number;
  nome: string;
  quantita: number;
  unita: RigaVersioneView['unita'];
  unita_misura: RigaVersioneView['unitaMisura'];
  ruolo: RigaVersioneView['ruolo'];
  caratterizzante: boolean;
}

/**
 * Restores version `n` (admin, manager): the recipe lines become the version's and a new version is
 * made (note: the one sent, else "Ripristino della versione n"). 409 when the recipe already equals it.
 */
export async function ripristinaVersione(ctx: RequestContext, gustoId: number, numero: number, input: RipristinaVersioneInput): Promise<GustoView> {
  const user = requireUser(ctx);
  let afterCommit = () => {};
  await ctx.em.transactional(async (em) => {
    const [g] = await em.execute<{ id: number; nome: string }[]>('select id, nome from gusti where id = ? for update', [gustoId]);
    if (!g) throw notFound(MSG_GUSTO.nonTrovato);
    const [v] = await em.execute<{ id: number; uguale: boolean }[]>(
      `select v.id, not exists (
                (select ingrediente_id, quantita, unita, ruolo, caratterizzante from gusti_ingredienti where gusto_id = v.gusto_id
                 except all select ingrediente_id, quantita, unita, ruolo, caratterizzante from gusti_versioni_righe where versione_id = v.id)
                union all
                (select ingrediente_id, quantita, unita, ruolo, caratterizzante from gusti_versioni_righe where versione_id = v.id
                 except all select ingrediente_id, quantita, unita, ruolo, caratterizzante from gusti_ingredienti where gusto_id = v.gusto_id)) as uguale
         from gusti_versioni v where v.gusto_id = ? and v.numero = ?`,
      [gustoId, numero],
    );
    if (!v) throw notFound(MSG_VERSIONE.nonTrovata(numero));
    if (v.uguale) throw conflict(MSG_VERSIONE.giaCorrente(numero));
    await em.execute('delete from gusti_ingredienti where gusto_id = ?', [gustoId], 'run');
    await em.execute(
      `insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita, ruolo, caratterizzante)
       select ?, ingrediente_id, quantita, unita, ruolo, caratterizzante from gusti_versioni_righe where versione_id = ? and quantita > 0 order by id`,
      [gustoId, v.id],
      'run',
    );
    await registraVersione(em, user.id, input.nota ?? MSG_VERSIONE.ripristino(numero));
    logActivity({ em, user, ip: ctx.ip }, 'modifica', `Ripristinata la versione ${numero} della ricetta del gusto "${g.nome}" (#${gustoId})`);
    await em.flush();
    afterCommit = await dispatchEvents(em, [{ tipo: 'gusto.modificato', gustoId }]);
  });
  afterCommit();
  return getGusto(ctx, gustoId);
}
