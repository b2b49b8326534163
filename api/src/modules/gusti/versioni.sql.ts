import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlUnits } from '../../common/units.js';

/**
 * Lines of recipe versions with, per line, q (quantity in the ingredient's own unit) and m (mass in
 * kg; pz = n × peso_pezzo_g), as gusto.sql.ts `righeRicettaSql` does for the current recipe: consumption of a
 * production line uses the version it was made from (DOMAIN.md "Recipe versions").
 * Columns: gusto_id, versione (its numero), ingrediente_id, quantita, unita, q, m, costo_per_unita.
 * `where` filters on gv (gusti_versioni) and r (its lines); the lookup uses the unique
 * (gusto_id, numero) and the index on gusti_versioni_righe.versione_id.
 */
export const righeVersioniSql = (where = '') => `
  select gv.gusto_id, gv.numero as versione, r.id, r.ingrediente_id, r.quantita, r.unita,
         ${sqlUnits.quantitaInUnitaIngrediente('r.quantita', 'r.unita', 'i.unita_misura')} as q,
         ${sqlUnits.massaKg('r.quantita', 'r.unita', 'i.densita', 'i.peso_pezzo_g')} as m,
         i.costo_per_unita
    from gusti_versioni gv
    join gusti_versioni_righe r on r.versione_id = gv.id
    join ingredienti i on i.id = r.ingrediente_id
   ${where}`;

/** Constraint triggers that write versions (migration Versioni); SET CONSTRAINTS runs them now. */
export const TRIGGER_VERSIONI = '"gusti_ingredienti_versiona", "gusti_versiona"';

/**
 * Writes the version of the recipe changes made so far in the transaction `em` (call it after the
 * flush, inside the transaction): author and note go to the transaction's settings read by
 * `versiona_ricetta_gusto`, then the deferred triggers run now, so the new `gusti.versione` is
 * visible to what follows. No change of the lines = no version.
 */
export async function registraVersione(em: EntityManager, autoreId: number | null, nota: string | null): Promise<void> {
  await em.execute(`select set_config('gelatiere.versione_autore', ?, true), set_config('gelatiere.versione_nota', ?, true)`, [autoreId === null ? '' : String(autoreId), nota ?? '']);
  await em.execute(`set constraints ${TRIGGER_VERSIONI} immediate`, [], 'run');
  await em.execute(`set constraints ${TRIGGER_VERSIONI} deferred`, [], 'run');
  await em.execute(`select set_config('gelatiere.versione_autore', '', true), set_config('gelatiere.versione_nota', '', true)`);
}
