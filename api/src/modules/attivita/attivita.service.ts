import { z } from 'zod';
import type { RequestContext } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { Attivita } from './attivita.entity.js';

/** Actions recorded in the activity log. */
export type AzioneAttivita = 'login' | 'logout' | 'create' | 'update' | 'delete' | 'activate' | 'deactivate' | 'reset' | 'import' | 'email';

/**
 * Records one entry in the activity log (user, action, details, IP). It is flushed with the caller's
 * unit of work, so it commits or rolls back together with the change it describes.
 */
export function logActivity(
  ctx: Pick<RequestContext, 'em' | 'user' | 'ip'>,
  azione: AzioneAttivita,
  dettagli: string,
  utenteId: number | null = ctx.user?.id ?? null,
): Attivita {
  const entry = ctx.em.create(Attivita, {
    utente: utenteId,
    azione,
    // a write by an API key is signed with the key's name
    dettagli: (ctx.user?.chiave ? `API: ${ctx.user.chiave.nome} — ${dettagli}` : dettagli).slice(0, 4000),
    ipAddress: ctx.ip || null,
  });
  return entry;
}

export const MSG_ATTIVITA = {
  limiteNonValido: 'Il limite deve essere un numero intero tra 1 e 100',
  offsetNonValido: "L'offset deve essere un numero intero maggiore o uguale a 0",
  nonTrovato: 'Voce del log attività non trovata',
} as const;

/** One row of the activity log, with the user's name and e-mail (null when the user is gone). */
export interface LogAttivitaView {
  id: number;
  utenteId: number | null;
  utenteNome: string | null;
  utenteEmail: string | null;
  azione: string;
  dettagli: string | null;
  ipAddress: string | null;
  createdAt: Date;
}

export const logPaginaSchema = z.object({
  limite: z.coerce
    .number({ message: MSG_ATTIVITA.limiteNonValido })
    .int(MSG_ATTIVITA.limiteNonValido)
    .min(1, MSG_ATTIVITA.limiteNonValido)
    .max(100, MSG_ATTIVITA.limiteNonValido)
    .default(20),
  offset: z.coerce
    .number({ message: MSG_ATTIVITA.offsetNonValido })
    .int(MSG_ATTIVITA.offsetNonValido)
    .min(0, MSG_ATTIVITA.offsetNonValido)
    .max(1_000_000_000, MSG_ATTIVITA.offsetNonValido)
    .default(0),
});

interface LogRow {
  id: number;
  utente_id: number | null;
  utente_nome: string | null;
  utente_email: string | null;
  azione: string;
  dettagli: string | null;
  ip_address: string | null;
  created_at: Date | string;
}

/** Newest first, one page, with the real total (two statements: the page and the count). */
export async function listLogAttivita(
  ctx: RequestContext,
  raw: { limite?: unknown; offset?: unknown },
): Promise<{ righe: LogAttivitaView[]; totale: number }> {
  const { limite, offset } = parseInput(logPaginaSchema, {
    limite: raw.limite ?? undefined,
    offset: raw.offset ?? undefined,
  });
  const rows = await ctx.em.execute<LogRow[]>(
    `select l.id, l.utente_id, u.nome as utente_nome, u.email as utente_email, l.azione, l.dettagli, l.ip_address, l.created_at
       from log_attivita l left join utenti u on u.id = l.utente_id
      order by l.created_at desc, l.id desc
      limit ? offset ?`,
    [limite, offset],
  );
  const [count] = await ctx.em.execute<{ totale: string | number }[]>('select count(*) as totale from log_attivita');
  return {
    righe: rows.map((r) => ({
      id: r.id,
      utenteId: r.utente_id,
      utenteNome: r.utente_nome,
      utenteEmail: r.utente_email,
      azione: r.azione,
      dettagli: r.dettagli,
      ipAddress: r.ip_address,
      createdAt: new Date(r.created_at),
    })),
    totale: Number(count?.totale ?? 0),
  };
}

/** Deletes one entry; the deletion itself is recorded (an audit trail does not shrink silently). */
export async function eliminaLogAttivita(ctx: RequestContext, id: number): Promise<number> {
  return ctx.em.transactional(async (em) => {
    const deleted = await em.nativeDelete(Attivita, { id });
    if (deleted === 0) throw notFound(MSG_ATTIVITA.nonTrovato);
    logActivity({ ...ctx, em }, 'delete', `Eliminata la voce #${id} del log attività`);
    return id;
  });
}

/** REST shape of spec section 3 (snake_case). */
export const logAttivitaToRest = (l: LogAttivitaView) => ({
  id: l.id,
  utente_nome: l.utenteNome,
  utente_email: l.utenteEmail,
  azione: l.azione,
  dettagli: l.dettagli,
  ip_address: l.ipAddress,
  created_at: l.createdAt.toISOString(),
});
