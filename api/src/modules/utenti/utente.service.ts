import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { logActivity, type AzioneAttivita } from '../attivita/attivita.service.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { passwordCheckSucceeded, reservePasswordCheck } from '../auth/throttle.js';
import { PuntoVendita } from '../punti-vendita/punto-vendita.entity.js';
import { Utente, invalidaSessioni } from './utente.entity.js';
import { MSG_UTENTI, type AggiornaUtente, type CambiaPassword, type CreaUtente } from './utente.schema.js';
import { toUserView, type UserView } from './utente.view.js';

/** Every user, archived included (the screen filters by state); never the password hash. */
export async function listUtenti(ctx: RequestContext): Promise<UserView[]> {
  const rows = await ctx.em.find(Utente, {}, { populate: ['puntoVendita'], orderBy: { nome: 'asc', id: 'asc' } });
  return rows.map(toUserView);
}

export async function creaUtente(ctx: RequestContext, input: CreaUtente): Promise<UserView> {
  await assertEmailLibera(ctx, input.email, null);
  const puntoVendita = input.puntoVenditaId == null ? null : await puntoVenditaAttivo(ctx, input.puntoVenditaId);
  const utente = ctx.em.create(Utente, {
    nome: input.nome,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    ruolo: input.ruolo,
    puntoVendita,
    attivo: input.attivo ?? true,
  });
  logActivity(ctx, 'creazione', `Creato utente ${input.email} (${input.ruolo})`);
  await flushUnique(ctx);
  return toUserView(utente);
}

export async function aggiornaUtente(ctx: RequestContext, id: number, input: AggiornaUtente): Promise<UserView> {
  const me = requireUser(ctx);
  const utente = await ctx.em.findOne(Utente, { id }, { populate: ['puntoVendita'] });
  if (!utente) throw notFound(MSG_UTENTI.nonTrovato);
  const stesso = utente.id === me.id;
  if (stesso && input.attivo === false) throw badInput(MSG_UTENTI.nonDisattivareSeStesso);
  if (stesso && input.ruolo != null && input.ruolo !== utente.ruolo) throw badInput(MSG_UTENTI.nonCambiareProprioRuolo);

  const modifiche: string[] = [];
  if (input.nome !== undefined && input.nome !== utente.nome) {
    utente.nome = input.nome;
    modifiche.push('nome');
  }
  if (input.email !== undefined && input.email !== utente.email) {
    await assertEmailLibera(ctx, input.email, utente.id);
    utente.email = input.email;
    modifiche.push('email');
  }
  if (input.password !== undefined) {
    utente.passwordHash = await hashPassword(input.password);
    invalidaSessioni(utente);
    modifiche.push('password');
  }
  if (input.ruolo != null && input.ruolo !== utente.ruolo) {
    utente.ruolo = input.ruolo;
    modifiche.push('ruolo');
  }
  if (input.puntoVenditaId !== undefined) {
    const attuale = utente.puntoVendita?.id ?? null;
    // keeping the current assignment is always allowed, even if that sales point was deactivated since
    if (input.puntoVenditaId !== attuale) {
      utente.puntoVendita = input.puntoVenditaId === null ? null : await puntoVenditaAttivo(ctx, input.puntoVenditaId);
      modifiche.push('punto vendita');
    }
  }
  let azione: AzioneAttivita = 'modifica';
  if (input.attivo != null && input.attivo !== utente.attivo) {
    utente.attivo = input.attivo;
    // archived: its tokens die; reactivated: tokens from before the archive must not come back
    invalidaSessioni(utente);
    azione = input.attivo ? 'attivazione' : 'disattivazione';
  }
  const cosa = modifiche.length > 0 ? ` (${modifiche.join(', ')})` : '';
  logActivity(ctx, azione, `${azioneLabel[azione]} utente ${utente.email}${cosa}`);
  await flushUnique(ctx);
  return toUserView(utente);
}

const azioneLabel: Partial<Record<AzioneAttivita, string>> = {
  modifica: 'Aggiornato',
  attivazione: 'Riattivato',
  disattivazione: 'Archiviato',
};

/**
 * "Elimina" archives the user (attivo = false): its productions stay, it can no longer log in and
 * its existing tokens stop working (authentication requires an active user).
 */
export async function eliminaUtente(ctx: RequestContext, id: number): Promise<UserView> {
  const me = requireUser(ctx);
  if (id === me.id) throw badInput(MSG_UTENTI.nonEliminareSeStesso);
  const utente = await ctx.em.findOne(Utente, { id }, { populate: ['puntoVendita'] });
  if (!utente) throw notFound(MSG_UTENTI.nonTrovato);
  utente.attivo = false;
  invalidaSessioni(utente);
  logActivity(ctx, 'eliminazione', `Archiviato utente ${utente.email}`);
  await ctx.em.flush();
  return toUserView(utente);
}

/**
 * Any signed-in user changes their own password. Wrong current passwords count as failed logins,
 * so a stolen token cannot be used to guess the password.
 */
export async function cambiaPassword(ctx: RequestContext, input: CambiaPassword): Promise<void> {
  const me = requireUser(ctx);
  const em = ctx.em;
  const check = await reservePasswordCheck(em, ctx.config, me.email, ctx.ip);
  const utente = await em.findOneOrFail(Utente, { id: me.id }, { populate: ['passwordHash'] });
  if (!(await verifyPassword(utente.passwordHash, input.currentPassword))) throw badInput(MSG_UTENTI.passwordAttualeErrata);
  await passwordCheckSucceeded(em, check);
  utente.passwordHash = await hashPassword(input.newPassword);
  // a changed password ends every session, this one included: the user signs in again
  invalidaSessioni(utente);
  logActivity(ctx, 'modifica', `Password modificata da ${utente.email}`);
  await em.flush();
}

async function assertEmailLibera(ctx: RequestContext, email: string, escludiId: number | null): Promise<void> {
  const altri = await ctx.em.count(Utente, escludiId === null ? { email } : { email, id: { $ne: escludiId } });
  if (altri > 0) throw conflict(MSG_UTENTI.emailInUso);
}

async function puntoVenditaAttivo(ctx: RequestContext, id: number): Promise<PuntoVendita> {
  const pv = await ctx.em.findOne(PuntoVendita, { id, attivo: true });
  if (!pv) throw badInput(MSG_UTENTI.puntoVenditaNonValido);
  return pv;
}

/** Flush; a concurrent insert of the same e-mail still ends in 409, not 500. */
async function flushUnique(ctx: RequestContext): Promise<void> {
  try {
    await ctx.em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict(MSG_UTENTI.emailInUso);
    throw err;
  }
}
