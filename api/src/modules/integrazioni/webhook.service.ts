import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { logActivity } from '../attivita/attivita.service.js';
import { pgArray } from './chiavi.service.js';
import type { ConsegnaView, CreaWebhook, WebhookView } from './integrazioni.schema.js';

export type { ConsegnaView, WebhookView };
import { motivoUrlVietato } from './ssrf.js';
import { signalWebhookQueued } from './webhook.queue.js';
import { EVENTI_WEBHOOK, MSG_WEBHOOK, type EventoWebhook } from './integrazioni.messaggi.js';

export { EVENTI_WEBHOOK, MSG_WEBHOOK, type EventoWebhook };

interface WebhookRow {
  id: number;
  url: string;
  eventi: string[];
  attivo: boolean;
  creato_il: Date;
  failing_since: Date | null;
}
const COLONNE_WEBHOOK = 'id, url, eventi, attivo, creato_il, failing_since';
const toView = (r: WebhookRow): WebhookView => ({
  id: r.id,
  url: r.url,
  eventi: r.eventi,
  attivo: r.attivo,
  creatoIl: new Date(r.creato_il),
  failingSince: r.failing_since && new Date(r.failing_since),
});

/** Registers an endpoint; the signing secret appears only in this answer. */
export async function creaWebhook(ctx: RequestContext, input: CreaWebhook): Promise<{ webhook: WebhookView; segreto: string }> {
  const motivo = await motivoUrlVietato(input.url, ctx.config.WEBHOOK_CONSENTI_RETE_PRIVATA);
  if (motivo) throw badInput(motivo, { campo: 'url' });
  const segreto = `whsec_${randomBytes(32).toString('hex')}`;
  const [row] = await ctx.em.execute<WebhookRow[]>(
    `insert into webhook (url, eventi, segreto) values (?, ?::text[], ?) returning ${COLONNE_WEBHOOK}`,
    [input.url, pgArray(input.eventi), segreto],
  );
  logActivity(ctx, 'creazione', `Registrato il webhook ${input.url} (${input.eventi.join(', ')})`);
  await ctx.em.flush();
  return { webhook: toView(row!), segreto };
}

export async function listWebhook(ctx: RequestContext): Promise<WebhookView[]> {
  return (await ctx.em.execute<WebhookRow[]>(`select ${COLONNE_WEBHOOK} from webhook order by id`)).map(toView);
}

/** Deletes an endpoint and its delivery log. */
export async function eliminaWebhook(ctx: RequestContext, id: number): Promise<void> {
  await ctx.em.transactional(async (em) => {
    const [row] = await em.execute<{ url: string }[]>(`delete from webhook where id = ? returning url`, [id]);
    if (!row) throw notFound(MSG_WEBHOOK.nonTrovato);
    logActivity({ ...ctx, em }, 'eliminazione', `Eliminato il webhook ${row.url}`);
  });
}

interface ConsegnaRow {
  id: number;
  webhook_id: number;
  evento_id: string;
  tipo: string;
  payload: Record<string, unknown>;
  stato: string;
  tentativi: number;
  prossimo_tentativo: Date;
  status_code: number | null;
  durata_ms: number | null;
  errore: string | null;
  created_at: Date;
  updated_at: Date;
  inviata_il: Date | null;
}
const COLONNE_CONSEGNA = 'id, webhook_id, evento_id, tipo, payload, stato, tentativi, prossimo_tentativo, status_code, durata_ms, errore, created_at, updated_at, inviata_il';
const consegnaView = (r: ConsegnaRow): ConsegnaView => ({
  id: r.id,
  webhookId: r.webhook_id,
  eventoId: r.evento_id,
  tipo: r.tipo,
  payload: r.payload,
  stato: r.stato,
  tentativi: r.tentativi,
  prossimoTentativo: new Date(r.prossimo_tentativo),
  statusCode: r.status_code,
  durataMs: r.durata_ms,
  errore: r.errore,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  inviataIl: r.inviata_il && new Date(r.inviata_il),
});

/** The delivery log, newest first (the last 100), optionally of one endpoint. */
export async function listConsegne(ctx: RequestContext, webhookId?: number | null): Promise<ConsegnaView[]> {
  const rows = await ctx.em.execute<ConsegnaRow[]>(
    `select ${COLONNE_CONSEGNA} from webhook_consegne where (?::int is null or webhook_id = ?) order by id desc limit 100`,
    [webhookId ?? null, webhookId ?? null],
  );
  return rows.map(consegnaView);
}

/** Manual redelivery: the same event (same id, same payload) back in the queue with fresh attempts. */
export async function reinviaConsegna(ctx: RequestContext, id: number): Promise<ConsegnaView> {
  const view = await ctx.em.transactional(async (em) => {
    const [row] = await em.execute<ConsegnaRow[]>(
      `update webhook_consegne set stato = 'in_coda', tentativi = 0, prossimo_tentativo = now(), updated_at = now()
        where id = ? and stato <> 'in_coda' returning ${COLONNE_CONSEGNA}`,
      [id],
    );
    if (!row) {
      const [exists] = await em.execute(`select 1 from webhook_consegne where id = ?`, [id]);
      throw exists ? conflict(MSG_WEBHOOK.consegnaInCoda) : notFound(MSG_WEBHOOK.consegnaNonTrovata);
    }
    logActivity({ ...ctx, em }, 'modifica', `Consegna webhook #${id} (${row.tipo}) rimessa in coda`);
    return consegnaView(row);
  });
  signalWebhookQueued();
  return view;
}
