import type { RequestContext } from '../../common/context.js';
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
    dettagli: dettagli.slice(0, 4000),
    ipAddress: ctx.ip || null,
  });
  return entry;
}
