import type { AuthUser, Autenticato, Ruolo } from '../../common/authz.js';
import { VERSIONE_CATALOGO_SQL } from '../../common/versione-catalogo.js';
import { mettiInAttesa } from '../../db/insieme.js';
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

/** The authentication's statement (see authenticate): the user of a valid, unrevoked token. */
const AUTENTICA_SQL = `select u.id, u.nome, u.email, u.ruolo, u.punto_vendita_id, ${VERSIONE_CATALOGO_SQL} as versione_catalogo from utenti u
  where u.id = $1::int and u.attivo
    and (u.sessioni_valide_da is null or u.sessioni_valide_da <= to_timestamp($2::numeric / 1000.0))
    and not exists (select 1 from token_revocati t where t.jti = $3::text)`;

interface RigaUtente {
  id: number;
  nome: string;
  email: string;
  ruolo: Ruolo;
  punto_vendita_id: number | null;
  versione_catalogo: string;
}

type UtenteNoto = Pick<AuthUser, 'id' | 'nome' | 'email' | 'ruolo' | 'puntoVenditaId'>;

/** The statement that travelled with a read found the token no longer valid (revoked, archived…): a 401. */
export class NegataInAttesa extends Error {}

/** The statement that travelled with a read found the user changed (role, sales point…): start again. */
export class UtenteCambiato extends Error {}

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
    // the first reads with this token can already carry their authentication (authenticate)
    this.ricorda({ id: utente.id, nome: utente.nome, email: utente.email, ruolo: utente.ruolo, punto_vendita_id: utente.puntoVendita?.id ?? null });
    logActivity(ctx, 'accesso', `Accesso di ${utente.email}`, utente.id);
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
   *
   * `inAttesa` (a `soloLettura` route, rest/route.ts): a caller this process has authenticated
   * before is taken to be still who they were (role, sales point, name), and the same statement is
   * put in wait on `ctx.em` (db/insieme.ts) to travel with the handler's first read: one round trip
   * instead of two. Its verdict comes before any answer: NegataInAttesa when the token is no longer
   * valid, UtenteCambiato when the user changed since (the gateway then starts the request again).
   */
  async authenticate(ctx: Pick<RequestContext, 'em'>, token: string, inAttesa = false): Promise<Autenticato | null> {
    const claims = await this.signer.verify(token);
    if (!claims) return null;
    const values = [claims.userId, claims.issuedAtMs, claims.jti];
    const noto = inAttesa ? this.noti.get(claims.userId) : undefined;
    if (noto) {
      mettiInAttesa(ctx.em, { istruzione: { text: AUTENTICA_SQL, values }, conferma: (righe) => this.conferma(righe[0] as RigaUtente | undefined, noto) });
      return { user: { ...noto, jti: claims.jti, tokenExp: claims.exp } };
    }
    const row = (await preparata<RigaUtente>(ctx.em, AUTENTICA_SQL, values))[0];
    if (!row) return null;
    return { user: { ...this.ricorda(row), jti: claims.jti, tokenExp: claims.exp }, versioneCatalogo: row.versione_catalogo };
  }

  /** The users last authenticated, by id: who a token's holder was (a hint, always verified). */
  private readonly noti = new Map<number, UtenteNoto>();

  private ricorda(row: Omit<RigaUtente, 'versione_catalogo'>): UtenteNoto {
    const utente = { id: row.id, nome: row.nome, email: row.email, ruolo: row.ruolo, puntoVenditaId: row.punto_vendita_id };
    if (this.noti.size >= 10_000 && !this.noti.has(row.id)) this.noti.clear();
    this.noti.set(row.id, utente);
    return utente;
  }

  private conferma(row: RigaUtente | undefined, noto: UtenteNoto): void {
    if (!row) {
      this.noti.delete(noto.id);
      throw new NegataInAttesa();
    }
    const ora = this.ricorda(row);
    if (ora.nome !== noto.nome || ora.email !== noto.email || ora.ruolo !== noto.ruolo || ora.puntoVenditaId !== noto.puntoVenditaId) throw new UtenteCambiato();
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
    logActivity(ctx, 'uscita', `Uscita di ${user.email}`);
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
