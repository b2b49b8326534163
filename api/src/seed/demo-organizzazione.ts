import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../modules/auth/passwords.js';
import { PuntoVendita } from '../modules/punti-vendita/punto-vendita.entity.js';
import { Utente, normalizeEmail } from '../modules/utenti/utente.entity.js';
import type { DemoSeeder } from './demo-seeder.js';

/**
 * Demo organisation: three sales points (with coordinates and patron day) and one user per role. It runs first (the catalogue and
 * production seeders use the sales points and users). The admin is the one created at start-up
 * (ADMIN_EMAIL / ADMIN_PASSWORD).
 *
 * Demo credentials (documented in the README):
 *   manager@gelatiere.local   / manager123    (Marco Rossi, manager, Gelateria Centro)
 *   operatore@gelatiere.local / operatore123  (Giulia Bianchi, operatore, Gelateria Centro)
 */
export const DEMO_PUNTI_VENDITA = [
  // coordinates of the weather forecast; patron days: San Petronio (Bologna), San Gaudenzo (Rimini)
  { nome: 'Gelateria Centro', indirizzo: 'Via Roma 12, 40121 Bologna', latitudine: 44.4939, longitudine: 11.3428, santoPatrono: '10-04' },
  { nome: 'Chiosco Lungomare', indirizzo: 'Lungomare Marconi 45, 47921 Rimini', latitudine: 44.0678, longitudine: 12.5695, santoPatrono: '10-14' },
  { nome: 'Laboratorio Nord', indirizzo: 'Via dell’Industria 8, 40138 Bologna', latitudine: 44.526, longitudine: 11.368, santoPatrono: '10-04' },
] as const;

export const DEMO_UTENTI = [
  { nome: 'Marco Rossi', email: 'manager@gelatiere.local', password: 'manager123', ruolo: 'manager', puntoVendita: 'Gelateria Centro' },
  { nome: 'Giulia Bianchi', email: 'operatore@gelatiere.local', password: 'operatore123', ruolo: 'operatore', puntoVendita: 'Gelateria Centro' },
] as const;

export const seedDemoOrganizzazione: DemoSeeder = async (em: EntityManager) => {
  const perNome = new Map<string, PuntoVendita>();
  for (const def of DEMO_PUNTI_VENDITA) {
    const pv = (await em.findOne(PuntoVendita, { nome: def.nome })) ?? em.create(PuntoVendita, { ...def, attivo: true });
    perNome.set(def.nome, pv);
  }
  for (const def of DEMO_UTENTI) {
    const email = normalizeEmail(def.email);
    if (await em.count(Utente, { email })) continue;
    em.create(Utente, {
      nome: def.nome,
      email,
      passwordHash: await hashPassword(def.password),
      ruolo: def.ruolo,
      puntoVendita: perNome.get(def.puntoVendita) ?? null,
      attivo: true,
    });
  }
  await em.flush();
};
