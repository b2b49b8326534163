import type { Autenticato, Ruolo } from '../../common/authz.js';
import { VERSIONE_CATALOGO_SQL } from '../../common/versione-catalogo.js';
import { preparata } from '../../db/prepared.js';
import type { RequestContext } from '../../common/context.js';
import { DomainError, MESSAGGI, unauthenticated } from '../../common/errors.js';
import { logActivity } from '../attivita/attivita.service.js';
import { Utente, normalizeEmail } from '../utenti/utente.entity.js';
import { toUserView, type UserView } from '../utenti/utente.view.js';
import { TokenRevocato } from './auth.entities.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { passwordCheckSucceeded, reservePasswordCheck } from './throttle.js';
import type { Login } from './auth.schema.js';
import type { TokenSigner } from './tokens.js';

export interface LoginResult {
  token: string;
  user: UserView;
}

/** Authentication: login with throttling, token verification, logout with server-side revocation. */
export class AuthService {
  constructor(private readonly signer: TokenSigner) {}

  async login(ctx: RequestContext, { email: rawEmail, password }: Login): Promise<LoginResult> {
    const email = normalizeEmail(rawEmail);
    const em = ctx.em;
    // counted as a failure before the password is checked: parallel guesses cannot pass the limit
    const check = await reservePasswordCheck(em, ctx.config, email, ctx.ip);

    const utente = await em.findOne(Utente, { email }, { populate: ['passwordHash', 'puntoVendita'] });
    const ok = utente ? await verifyPassword(utente.passwordHash, password) : (await verifyAgainstDummy(password), false);
    if (!utente || !ok || !utente.attivo) throw unauthenticated(MESSAGGI.credenzialiErrate);
    await passwordCheckSucceeded(em, check);
    const { token } = await this.signer.sign(utente.id);
    logActivity(ctx, 'login', `Accesso di ${utente.email}`, utente.id);
    await em.flush();
    return { token, user: toUserView(utente) };
  }

  /** Signature and expiry of a token only (no database): who claims to call, e.g. for rate limits. */
  verifyToken(token: string) {
    return this.signer.verify(token);
  }

  /**
   * Resolves a bearer token to its user in one SQL statement; null when invalid, revoked or archived.
   * The same statement reads the catalogue's version (common/versione-catalogo.ts), so that a kept
   * catalogue answer costs no statement of its own.
   */
  async authenticate(ctx: Pick<RequestContext, 'em'>, token: string): Promise<Autenticato | null> {
    const claims = await this.signer.verify(token);
    if (!claims) return null;
    const rows = await preparata<{ id: number; nome: string; email: string; ruolo: Ruolo; punto_vendita_id: number | null; versione_catalogo: string }>(
      ctx.em,
      `select u.id, u.nome, u.email, u.ruolo, u.punto_vendita_id, ${VERSIONE_CATALOGO_SQL} as versione_catalogo from utenti u
        where u.id = $1::int and u.attivo
          and (u.sessioni_valide_da is null or u.sessioni_valide_da <= to_timestamp($2::numeric / 1000.0))
          and not exists (select 1 from token_revocati t where t.jti = $3::text)`,
      [claims.userId, claims.issuedAtMs, claims.jti],
    );
    const row = rows[0];
    if (!row) return null;
    const user = {
      id: row.id,
      nome: row.nome,
      email: row.email,
      ruolo: row.ruolo,
      puntoVenditaId: row.punto_vendita_id,
      jti: claims.jti,
      tokenExp: claims.exp,
    };
    return { user, versioneCatalogo: row.versione_catalogo };
  }

  async logout(ctx: RequestContext): Promise<void> {
    const user = ctx.user;
    if (!user) throw unauthenticated();
    const em = ctx.em;
    await em.getConnection().execute(`insert into token_revocati (jti, scadenza) values (?, ?) on conflict do nothing`, [
      user.jti,
      new Date(user.tokenExp * 1000),
    ]);
    // housekeeping: entries past their expiry protect nothing any more
    await em.nativeDelete(TokenRevocato, { scadenza: { $lt: new Date() } });
    logActivity(ctx, 'logout', `Uscita di ${user.email}`);
    await em.flush();
  }

  async me(ctx: RequestContext): Promise<UserView> {
    const user = ctx.user;
    if (!user) throw unauthenticated();
    const utente = await ctx.em.findOne(Utente, { id: user.id }, { populate: ['puntoVendita'] });
    if (!utente) throw new DomainError('UNAUTHENTICATED', MESSAGGI.tokenNonValido);
    return toUserView(utente);
  }
}
