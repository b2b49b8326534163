import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { Configurazione } from '../modules/config/configurazione.entity.js';
import { CONFIG_DEFAULTS } from '../modules/config/configurazione.predefinite.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { Utente, normalizeEmail } from '../modules/utenti/utente.entity.js';
import type { Orm } from '../db/orm.js';
import { demoSeeders } from './demo.js';

const SEED_LOCK = 4_242_001;

/**
 * Idempotent start-up data: configuration defaults, the first admin, and the demo dataset when
 * DEMO_DATA=true. Serialised with an advisory lock so several replicas can start together.
 */
export async function seedBaseData(orm: Orm, config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    await em.getConnection().execute('select pg_advisory_xact_lock(?)', [SEED_LOCK], 'all', em.getTransactionContext());
    for (const def of CONFIG_DEFAULTS) {
      await em.getConnection().execute(
        'insert into configurazioni (chiave, valore, descrizione) values (?, ?, ?) on conflict (chiave) do nothing',
        [def.chiave, def.valore, def.descrizione],
        'run',
        em.getTransactionContext(),
      );
    }

    const admins = await em.count(Utente, { ruolo: 'admin' });
    if (admins === 0) {
      const email = normalizeEmail(config.ADMIN_EMAIL);
      const generated = !config.ADMIN_PASSWORD;
      const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
      const existing = await em.findOne(Utente, { email });
      if (existing) {
        existing.ruolo = 'admin';
        existing.attivo = true;
        existing.passwordHash = await hashPassword(password);
      } else {
        em.create(Utente, { nome: config.ADMIN_NOME, email, passwordHash: await hashPassword(password), ruolo: 'admin' });
      }
      if (generated) {
        // printed once, on the start that creates the admin
        log.warn(`Creato l'amministratore ${email} con password generata: ${password}  (cambiala dopo il primo accesso)`);
      } else {
        log.info(`Creato l'amministratore ${email}`);
      }
    }

    if (config.DEMO_DATA) {
      const marker = await em.findOne(Configurazione, { chiave: 'demo_data_caricati' });
      if (!marker) {
        for (const seed of demoSeeders) await seed(em, log);
        em.create(Configurazione, { chiave: 'demo_data_caricati', valore: new Date().toISOString(), descrizione: 'Dati dimostrativi caricati' });
        log.info('Dati dimostrativi caricati');
      }
    }
    await em.flush();
  });
}
