import type { RequestContext } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { Attivita } from './attivita.entity.js';
import { MSG_ATTIVITA, type AzioneAttivita, type LogAttivitaView, type LogPagina } from './attivita.schema.js';


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

export { MSG_ATTIVITA, type AzioneAttivita, type LogAttivitaView };

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
  { limite, offset }: LogPagina,
): Promise<{ righe: LogAttivitaView[]; totale: number }> {
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
    logActivity({ ...ctx, em }, 'eliminazione', `Eliminata la voce #${id} del log attività`);
    return id;
  });
}
