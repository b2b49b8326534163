import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Autenticato, Scope } from '../../common/authz.js';
import { VERSIONE_CATALOGO_SQL } from '../../common/versione-catalogo.js';
import type { ChiaveView, CreaChiave } from './integrazioni.schema.js';
import { MSG_CHIAVI } from './integrazioni.messaggi.js';
import type { RequestContext } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { logActivity } from '../attivita/attivita.service.js';

export { MSG_CHIAVI };

/** `gel_live_<prefisso>_<segreto>`: 6 random bytes of prefix (lookup), 32 random bytes of secret. */
const FORMATO = /^gel_live_([0-9a-f]{12})_([0-9a-f]{64})$/;
export const isChiaveApi = (token: string) => token.startsWith('gel_');
/** The public prefix of a well-formed key (no database): the key's own rate-limit bucket. */
export const prefissoChiave = (token: string) => FORMATO.exec(token)?.[1] ?? null;
/** A PostgreSQL array literal of validated values (scopes, IPs: no quotes or backslashes). */
export const pgArray = (values: readonly string[]) => `{${values.map((x) => `"${x}"`).join(',')}}`;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export type { ChiaveView };

interface ChiaveRow {
  id: number;
  nome: string;
  prefisso: string;
  scopes: Scope[];
  scadenza: Date | null;
  ip_consentiti: string[];
  creata_da: number;
  creata_il: Date;
  revocata_il: Date | null;
  ultimo_uso_il: Date | null;
  ultimo_uso_ip: string | null;
}
const COLONNE = 'id, nome, prefisso, scopes, scadenza, ip_consentiti, creata_da, creata_il, revocata_il, ultimo_uso_il, ultimo_uso_ip';
const toView = (r: ChiaveRow): ChiaveView => ({
  id: r.id,
  nome: r.nome,
  prefisso: r.prefisso,
  scopes: r.scopes,
  scadenza: r.scadenza && new Date(r.scadenza),
  ipConsentiti: r.ip_consentiti,
  creataDa: r.creata_da,
  creataIl: new Date(r.creata_il),
  revocataIl: r.revocata_il && new Date(r.revocata_il),
  ultimoUsoIl: r.ultimo_uso_il && new Date(r.ultimo_uso_il),
  ultimoUsoIp: r.ultimo_uso_ip,
});

/** Creates a key; the answer is the only place the full key ever appears. */
export async function creaChiave(ctx: RequestContext, input: CreaChiave): Promise<{ chiave: ChiaveView; segreto: string }> {
  const prefisso = randomBytes(6).toString('hex');
  const segreto = randomBytes(32).toString('hex');
  const [row] = await ctx.em.execute<ChiaveRow[]>(
    `insert into chiavi_api (nome, prefisso, hash, scopes, scadenza, ip_consentiti, creata_da) values (?, ?, ?, ?::text[], ?, ?::text[], ?) returning ${COLONNE}`,
    [input.nome, prefisso, sha256(segreto), pgArray(input.scopes), input.scadenza ?? null, pgArray(input.ipConsentiti ?? []), ctx.user!.id],
  );
  logActivity(ctx, 'creazione', `Creata la chiave API "${input.nome}" (${input.scopes.join(', ')})`);
  await ctx.em.flush();
  return { chiave: toView(row!), segreto: `gel_live_${prefisso}_${segreto}` };
}

export async function listChiavi(ctx: RequestContext): Promise<ChiaveView[]> {
  const rows = await ctx.em.execute<ChiaveRow[]>(`select ${COLONNE} from chiavi_api order by revocata_il is not null, creata_il desc, id desc`);
  return rows.map(toView);
}

/** Revocation: the key is checked in PostgreSQL on every request, so it stops on every replica at once. */
export async function revocaChiave(ctx: RequestContext, id: number): Promise<ChiaveView> {
  return ctx.em.transactional(async (em) => {
    const [row] = await em.execute<ChiaveRow[]>(
      `update chiavi_api set revocata_il = coalesce(revocata_il, now()) where id = ? returning ${COLONNE}`,
      [id],
    );
    if (!row) throw notFound(MSG_CHIAVI.nonTrovata);
    logActivity({ ...ctx, em }, 'eliminazione', `Revocata la chiave API "${row.nome}"`);
    return toView(row);
  });
}

export type EsitoChiave = Autenticato | { errore: string; codice: 'UNAUTHENTICATED' | 'FORBIDDEN' };

/** `::ffff:1.2.3.4` (IPv4 seen on an IPv6 socket) compared as 1.2.3.4. */
const normalizzaIp = (ip: string) => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

/**
 * Resolves `Bearer gel_…` in one SQL statement, like the user load: the key with its creator (an
 * active admin), whether it is revoked, expired or used from a non-allowed IP; the same statement
 * records the last use (time, IP) at most once a minute.
 */
export async function autenticaChiave(em: EntityManager, token: string, ipRichiesta: string): Promise<EsitoChiave> {
  const m = FORMATO.exec(token);
  if (!m) return { errore: MSG_CHIAVI.nonValida, codice: 'UNAUTHENTICATED' };
  const ip = normalizzaIp(ipRichiesta);
  const rows = await em.getConnection().execute<
    { id: number; nome: string; scopes: Scope[]; revocata: boolean; scaduta: boolean; ip_ok: boolean; utente_id: number; email: string; versione_catalogo: string }[]
  >(
    `with k as (
       select k.id, k.nome, k.scopes, k.revocata_il is not null as revocata,
              (k.scadenza is not null and k.scadenza <= now()) as scaduta,
              (cardinality(k.ip_consentiti) = 0 or exists (select 1 from unnest(k.ip_consentiti) c where ?::inet <<= c::inet)) as ip_ok,
              u.id as utente_id, u.email
         from chiavi_api k join utenti u on u.id = k.creata_da and u.attivo and u.ruolo = 'admin'
        where k.prefisso = ? and k.hash = ?
     ), uso as (
       update chiavi_api c set ultimo_uso_il = now(), ultimo_uso_ip = ?
         from k
        where c.id = k.id and not k.revocata and not k.scaduta and k.ip_ok
          and (c.ultimo_uso_il is null or c.ultimo_uso_il < now() - interval '1 minute')
     )
     select k.*, ${VERSIONE_CATALOGO_SQL} as versione_catalogo from k`,
    [isIP(ip) ? ip : '0.0.0.0', m[1], sha256(m[2]!), ip.slice(0, 64)],
  );
  const row = rows[0];
  if (!row) return { errore: MSG_CHIAVI.nonValida, codice: 'UNAUTHENTICATED' };
  if (row.revocata) return { errore: MSG_CHIAVI.revocata, codice: 'UNAUTHENTICATED' };
  if (row.scaduta) return { errore: MSG_CHIAVI.scaduta, codice: 'UNAUTHENTICATED' };
  if (!row.ip_ok) return { errore: MSG_CHIAVI.ipNonConsentito, codice: 'FORBIDDEN' };
  return {
    user: {
      id: row.utente_id,
      nome: `API: ${row.nome}`,
      email: row.email,
      ruolo: 'admin',
      puntoVenditaId: null,
      jti: `chiave:${row.id}`,
      tokenExp: 0,
      chiave: { id: row.id, nome: row.nome, scopes: row.scopes },
    },
    versioneCatalogo: row.versione_catalogo,
  };
}
