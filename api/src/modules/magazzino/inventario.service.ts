import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { logActivity } from '../attivita/attivita.service.js';
import { MSG_GIACENZE, MSG_INVENTARIO, type InventarioInput, type InventarioView } from './giacenze.schema.js';
import { movimentiSql } from './giacenze.sql.js';

const round4 = (n: number) => Math.round(n * 10000) / 10000;
const chiave = (ingredienteId: number, lotto: string | null) => `${ingredienteId}\u0000${lotto ?? ''}`;
const formatQ = (n: number) => n.toLocaleString('it-IT', { maximumFractionDigits: 4 });

/**
 * Saves an inventory count in one transaction: each line's difference (counted − stock) becomes an
 * adjustment with the count's reason. The stock is read again under a lock of the counted
 * ingredients; when it is no longer what the counter was shown (a production or receipt recorded
 * meanwhile), the whole count is refused with a 409 naming the lines, and nothing is written.
 */
export async function registraInventario(ctx: RequestContext, input: InventarioInput): Promise<InventarioView> {
  const user = requireUser(ctx);
  const ids = [...new Set(input.righe.map((r) => r.ingredienteId))].sort((a, b) => a - b);
  return ctx.em.transactional(async (em) => {
    // the counted ingredients' rows locked (in id order): two counts of the same ingredient run one after the other
    const ingredienti = await em.execute<{ id: number; nome: string; unita_misura: string }[]>(
      `select id, nome, unita_misura from ingredienti where id in (select (x::text)::int from json_array_elements(?::json) x) order by id for no key update`,
      [JSON.stringify(ids)],
    );
    const nomi = new Map(ingredienti.map((i) => [i.id, i]));
    if (nomi.size !== ids.length) throw notFound(MSG_GIACENZE.ingredienteNonTrovato);
    const filtro = 'ingrediente_id in (select (x::text)::int from json_array_elements(?::json) x)';
    const mov = await em.execute<{ ingrediente_id: number; lotto: string | null; giacenza: number }[]>(
      `select ingrediente_id, lotto, giacenza::float8 as giacenza from (${movimentiSql(filtro)}) m`,
      [JSON.stringify(ids)],
    );
    const attuale = new Map(mov.map((m) => [chiave(m.ingrediente_id, m.lotto), Number(m.giacenza)]));
    const totale = new Map<number, number>();
    for (const m of mov) totale.set(m.ingrediente_id, (totale.get(m.ingrediente_id) ?? 0) + Number(m.giacenza));

    const viste = new Set<string>();
    const cambiate: string[] = [];
    const differenze: { ingredienteId: number; lotto: string | null; quantita: number }[] = [];
    for (const r of input.righe) {
      const ing = nomi.get(r.ingredienteId)!;
      const k = chiave(r.ingredienteId, r.lotto);
      if (viste.has(k)) throw badInput(MSG_INVENTARIO.rigaDoppia(ing.nome, r.lotto), { campo: 'righe' });
      viste.add(k);
      if (r.lotto !== null && !attuale.has(k)) throw badInput(MSG_GIACENZE.lottoSconosciuto(r.lotto, ing.nome), { campo: 'lotto' });
      const giacenza = round4(attuale.get(k) ?? 0);
      if (Math.abs(giacenza - r.giacenzaLetta) > 0.00005) {
        cambiate.push(`${ing.nome}${r.lotto ? ` lotto ${r.lotto}` : ''}: ${formatQ(r.giacenzaLetta)} → ${formatQ(giacenza)} ${ing.unita_misura}`);
        continue;
      }
      const quantita = round4(r.contato - giacenza);
      if (quantita !== 0) differenze.push({ ingredienteId: r.ingredienteId, lotto: r.lotto, quantita });
    }
    if (cambiate.length > 0) throw conflict(MSG_INVENTARIO.giacenzaCambiata(cambiate.slice(0, 5)));

    const inserite =
      differenze.length === 0
        ? []
        : await em.execute<{ id: number; ingrediente_id: number; lotto: string | null; quantita: number; created_at: Date | string }[]>(
            `insert into rettifiche_magazzino (ingrediente_id, lotto, quantita, motivo, utente_id)
             select x.ingrediente_id, x.lotto, x.quantita, ?, ? from json_to_recordset(?::json) as x(ingrediente_id int, lotto varchar(50), quantita numeric(14,4))
             returning id, ingrediente_id, lotto, quantita::float8 as quantita, created_at`,
            [input.motivo, user.id, JSON.stringify(differenze.map((d) => ({ ingrediente_id: d.ingredienteId, lotto: d.lotto, quantita: d.quantita })))],
          );
    for (const d of differenze) totale.set(d.ingredienteId, (totale.get(d.ingredienteId) ?? 0) + d.quantita);
    const dettaglio = differenze
      .slice(0, 20)
      .map((d) => `${nomi.get(d.ingredienteId)!.nome}${d.lotto ? ` lotto ${d.lotto}` : ''} ${d.quantita > 0 ? '+' : ''}${formatQ(d.quantita)} ${nomi.get(d.ingredienteId)!.unita_misura}`)
      .join(', ');
    logActivity(
      { em, user, ip: ctx.ip },
      'modifica',
      `Inventario (${input.motivo}): ${input.righe.length} righe contate, ${differenze.length} rettifiche${dettaglio ? `: ${dettaglio}${differenze.length > 20 ? ', …' : ''}` : ''}`,
    );
    await em.flush();
    return {
      righeContate: input.righe.length,
      invariate: input.righe.length - differenze.length,
      rettifiche: inserite
        .sort((a, b) => a.id - b.id)
        .map((r) => ({
          id: r.id,
          ingredienteId: r.ingrediente_id,
          lotto: r.lotto,
          quantita: Number(r.quantita),
          motivo: input.motivo,
          utenteId: user.id,
          createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
          giacenza: round4(totale.get(r.ingrediente_id) ?? 0),
        })),
    };
  });
}
