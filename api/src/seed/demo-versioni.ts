import type { EntityManager } from '@mikro-orm/postgresql';
import { registraVersione } from '../modules/gusti/versioni.sql.js';
import type { DemoSeeder } from './demo-seeder.js';

/**
 * Recipe versions of the demo (issue 12): every recipe seeded above becomes version 1 (dated before
 * the two years of production, which recorded it), then two flavours get a version 2 with a note,
 * so the flavour dialog's "Versioni" tab shows a timeline and a diff. Runs after the production.
 */
const MODIFICHE: { gusto: string; nota: string; righe: [ingrediente: string, quantita: number][] }[] = [
  { gusto: 'Fiordilatte', nota: 'Più panna e meno latte: struttura più cremosa', righe: [['Latte intero', 630], ['Panna fresca 35%', 170]] },
  { gusto: 'Crema', nota: 'Più tuorlo per un colore più intenso', righe: [["Tuorlo d'uovo pastorizzato", 80]] },
];

async function cambiaRighe(em: EntityManager, gusto: string, righe: [string, number][]): Promise<number> {
  let cambiate = 0;
  for (const [ingrediente, quantita] of righe) {
    const res = await em.execute(
      `update gusti_ingredienti r set quantita = ?
         from gusti g, ingredienti i
        where g.id = r.gusto_id and i.id = r.ingrediente_id and g.nome = ? and i.nome = ?`,
      [quantita, gusto, ingrediente],
      'run',
    );
    cambiate += Number((res as { affectedRows?: number }).affectedRows ?? 0);
  }
  return cambiate;
}

export const seedDemoVersioni: DemoSeeder = async (em, log) => {
  await registraVersione(em, null, null); // version 1 of every seeded recipe, now
  await em.execute(`update gusti_versioni set data = now() - interval '2 years 1 day' where numero = 1`, [], 'run');
  let n = 0;
  for (const m of MODIFICHE) {
    if ((await cambiaRighe(em, m.gusto, m.righe)) === 0) continue;
    await registraVersione(em, null, m.nota);
    n += 1;
  }
  log.info(`Versioni delle ricette: versione 1 per ogni gusto, versione 2 per ${n} gusti`);
};
