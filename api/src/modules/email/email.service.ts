import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { logActivity } from '../attivita/attivita.service.js';
import {
  DESCRIZIONI_DEFAULT,
  ETICHETTE_EMAIL,
  EMAIL_CONFIG_KEYS,
  isSecretConfigKey,
  maskSecret,
  parseConfigValue,
  readEmailConfigRows,
  emailSettingsFrom,
  readEmailSettings,
  type EmailConfigKey,
} from './email.config.js';
import type { ProduzioneRegistrataPrecaricata } from '../domain-events.eventi.js';
import type { ProduzioneView } from '../produzione/produzione.schema.js';
import { EmailLog } from './email.entity.js';
import type { EmailLogQuery, EmailTest, SalvaConfigEmail } from './email.schema.js';
import { queueEmail, signalEmailQueued } from './email.queue.js';
import { renderProduzioneEmail, renderTestEmail, type ProduzioneEmailData } from './email.templates.js';
import { toEmailLogDettaglio, toEmailLogView, type EmailConfigEntry, type EmailEsito, type EmailLogDettaglio, type EmailLogPage } from './email.view.js';

export const MSG = {
  configSalvata: 'Configurazione email salvata con successo',
  testInviata: 'Email di test inviata con successo',
  produzioneInCoda: 'Email in coda di invio',
  reinviata: "Email rimessa in coda di invio",
  soloFallite: "Solo un'email fallita può essere reinviata",
  testSenzaIndirizzo: 'Inserisci un indirizzo email per il test',
  disabilitato: "L'invio delle email è disabilitato: abilitalo nella configurazione email",
  nessunDestinatario: 'Nessun destinatario configurato per le notifiche di produzione',
  produzioneNonTrovata: 'Produzione non trovata',
  emailNonTrovata: 'Email non trovata',
} as const;

/** Reads one production with its lines for the e-mail (tables of the production module, read in SQL). */
export async function loadProduzioneEmailData(em: EntityManager, id: number): Promise<ProduzioneEmailData | null> {
  const conn = em.getConnection();
  const trx = em.getTransactionContext();
  const [p] = await conn.execute<
    { id: number; data: string; note: string | null; punto_vendita_nome: string | null; operatore_nome: string | null }[]
  >(
    `select p.id, to_char(p.data, 'YYYY-MM-DD') as data, p.note, pv.nome as punto_vendita_nome, u.nome as operatore_nome
       from produzioni p
       left join punti_vendita pv on pv.id = p.punto_vendita_id
       left join utenti u on u.id = p.operatore_id
      where p.id = ?`,
    [id],
    'all',
    trx,
  );
  if (!p) return null;
  const righe = await conn.execute<{ gusto_nome: string; quantita_kg: string | number }[]>(
    `select g.nome as gusto_nome, r.quantita_kg
       from produzione_righe r join gusti g on g.id = r.gusto_id
      where r.produzione_id = ?
      order by r.quantita_kg desc, g.nome, r.id`,
    [id],
    'all',
    trx,
  );
  return {
    id: p.id,
    data: p.data,
    note: p.note,
    puntoVenditaNome: p.punto_vendita_nome,
    operatoreNome: p.operatore_nome,
    righe: righe.map((r) => ({ gustoNome: r.gusto_nome, quantitaKg: Number(r.quantita_kg) })),
  };
}

/** The same data from the production just written (no read): lines by kg desc, then name. */
function emailDataDaVista(p: ProduzioneView): ProduzioneEmailData {
  const righe = [...p.gusti].sort((a, b) => b.quantitaKg - a.quantitaKg || (a.gustoNome < b.gustoNome ? -1 : a.gustoNome > b.gustoNome ? 1 : 0));
  return {
    id: p.id,
    data: p.data,
    note: p.note,
    puntoVenditaNome: p.puntoVenditaNome,
    operatoreNome: p.operatoreNome,
    righe: righe.map((r) => ({ gustoNome: r.gustoNome, quantitaKg: r.quantitaKg })),
  };
}

/** E-mail settings, test send, production e-mails and the e-mail log. Shared by GraphQL and REST. */
export class EmailService {
  /** The e-mail configuration entries; secrets are masked ('••••••••abcd'). */
  async getConfig(ctx: RequestContext): Promise<EmailConfigEntry[]> {
    const rows = await readEmailConfigRows(ctx.em);
    return EMAIL_CONFIG_KEYS.map((chiave) => {
      const row = rows.get(chiave);
      const valore = row?.valore ?? '';
      return {
        chiave,
        valore: isSecretConfigKey(chiave) ? maskSecret(valore) : valore,
        descrizione: row?.descrizione ?? DESCRIZIONI_DEFAULT[chiave],
      };
    });
  }

  /** Saves the posted entries (only the e-mail keys); a masked secret posted back keeps the stored one. */
  async saveConfig(ctx: RequestContext, { configs }: SalvaConfigEmail): Promise<EmailEsito> {
    const changes = new Map<EmailConfigKey, { valore: string | undefined; descrizione: string | null | undefined }>();
    for (const entry of configs) {
      const chiave = entry.chiave as EmailConfigKey;
      changes.set(chiave, { valore: parseConfigValue(chiave, entry.valore), descrizione: entry.descrizione });
    }
    await ctx.em.transactional(async (em) => {
      const conn = em.getConnection();
      for (const [chiave, { valore, descrizione }] of changes) {
        const desc = descrizione === undefined ? null : descrizione;
        if (valore === undefined) {
          await conn.execute(
            `insert into configurazioni (chiave, valore, descrizione) values (?, null, ?)
             on conflict (chiave) do update set descrizione = coalesce(excluded.descrizione, configurazioni.descrizione), updated_at = now()`,
            [chiave, desc ?? DESCRIZIONI_DEFAULT[chiave]],
            'run',
            em.getTransactionContext(),
          );
        } else {
          await conn.execute(
            `insert into configurazioni (chiave, valore, descrizione) values (?, ?, ?)
             on conflict (chiave) do update set valore = excluded.valore,
               descrizione = coalesce(?, configurazioni.descrizione), updated_at = now()`,
            [chiave, valore, desc ?? DESCRIZIONI_DEFAULT[chiave], desc],
            'run',
            em.getTransactionContext(),
          );
        }
      }
      const voci = [...changes.entries()].map(([k, c]) => (isSecretConfigKey(k) && c.valore === undefined ? `${ETICHETTE_EMAIL[k]} (invariata)` : ETICHETTE_EMAIL[k]));
      logActivity({ em, user: ctx.user, ip: ctx.ip }, 'modifica', `Configurazione email aggiornata: ${voci.join(', ')}`);
    });
    return { success: true, message: MSG.configSalvata, emailId: null };
  }

  /** Queues a test e-mail to the given address (400 when sending is disabled). */
  async sendTest(ctx: RequestContext, { email }: EmailTest): Promise<EmailEsito> {
    const settings = await readEmailSettings(ctx.em);
    if (!settings.abilitato) throw badInput(MSG.disabilitato);
    const richiestaDa = ctx.user?.nome ?? null;
    let id = 0;
    await ctx.em.transactional(async (em) => {
      const log = queueEmail(em, {
        tipo: 'test',
        destinatari: [email],
        email: renderTestEmail(richiestaDa),
        datiAggiuntivi: { richiesta_da: ctx.user?.email ?? null, utente_id: ctx.user?.id ?? null },
      });
      logActivity({ em, user: ctx.user, ip: ctx.ip }, 'invio_email', `Email di test accodata per ${email}`);
      await em.flush();
      id = log.id;
    });
    signalEmailQueued();
    return { success: true, message: MSG.testInviata, emailId: id };
  }

  /** Manual send of a production's e-mail to the notification recipients; marks it `inviato_email`. */
  async sendProduzione(ctx: RequestContext, id: number): Promise<EmailEsito> {
    const settings = await readEmailSettings(ctx.em);
    if (!settings.abilitato) throw badInput(MSG.disabilitato);
    if (settings.destinatari.length === 0) throw badInput(MSG.nessunDestinatario);
    let emailId = 0;
    await ctx.em.transactional(async (em) => {
      const data = await loadProduzioneEmailData(em, id);
      if (!data) throw notFound(MSG.produzioneNonTrovata);
      const log = this.queueProduzione(em, data, settings.destinatari, { manuale: true, utente_id: ctx.user?.id ?? null });
      await em
        .getConnection()
        .execute(`update produzioni set inviato_email = true where id = ?`, [id], 'run', em.getTransactionContext());
      logActivity({ em, user: ctx.user, ip: ctx.ip }, 'invio_email', `Email della produzione #${id} accodata per ${settings.destinatari.length} destinatari`);
      await em.flush();
      emailId = log.id;
    });
    signalEmailQueued();
    return { success: true, message: MSG.produzioneInCoda, emailId };
  }

  /**
   * Puts a `fallita` message back in the queue (due now, attempts from zero, error cleared); any
   * other state is refused (409). The worker sends it as any queued message.
   */
  async reinvia(ctx: RequestContext, id: number): Promise<EmailEsito> {
    await ctx.em.transactional(async (em) => {
      const [row] = await em.execute<{ stato: string | null; oggetto: string }[]>(
        `with riaccodata as (
           update email_log set stato = 'in_coda', tentativi = 0, prossimo_tentativo = now(), messaggio_errore = null
            where id = ? and stato = 'fallita' returning id)
         select (select 'in_coda' from riaccodata) as stato, oggetto from email_log where id = ?`,
        [id, id],
      );
      if (!row) throw notFound(MSG.emailNonTrovata);
      if (row.stato !== 'in_coda') throw conflict(MSG.soloFallite);
      logActivity({ em, user: ctx.user, ip: ctx.ip }, 'invio_email', `Email #${id} rimessa in coda di invio (${row.oggetto})`);
      await em.flush();
    });
    signalEmailQueued();
    return { success: true, message: MSG.reinviata, emailId: id };
  }

  /**
   * Automatic notification of a recorded production (event `produzione.registrata`): queued with the
   * production's transaction `em` when sending and production notifications are enabled and
   * recipients are configured. Returns the queued log entry, or null when nothing was queued.
   */
  async notificaNuovaProduzione(em: EntityManager, produzioneId: number, precaricati?: ProduzioneRegistrataPrecaricata): Promise<EmailLog | null> {
    const settings = precaricati ? emailSettingsFrom(precaricati.emailConfig) : await readEmailSettings(em);
    if (!settings.abilitato || !settings.notificaProduzione || settings.destinatari.length === 0) return null;
    const data = precaricati ? emailDataDaVista(precaricati.vista) : await loadProduzioneEmailData(em, produzioneId);
    if (!data) return null;
    const log = this.queueProduzione(em, data, settings.destinatari, { manuale: false });
    await em.flush();
    return log;
  }

  private queueProduzione(em: EntityManager, data: ProduzioneEmailData, destinatari: string[], extra: Record<string, unknown>) {
    const kgTotale = Math.round(data.righe.reduce((s, r) => s + r.quantitaKg, 0) * 1000) / 1000;
    return queueEmail(em, {
      tipo: 'notifica_produzione',
      destinatari,
      email: renderProduzioneEmail(data),
      riferimentoTipo: 'produzione',
      riferimentoId: data.id,
      datiAggiuntivi: {
        produzione_id: data.id,
        data: data.data,
        punto_vendita: data.puntoVenditaNome,
        operatore: data.operatoreNome,
        kg_totale: kgTotale,
        gusti: data.righe.length,
        ...extra,
      },
    });
  }

  /** The e-mail log, newest first, with filters (limit default 20, at most 100). */
  async list(ctx: RequestContext, q: EmailLogQuery): Promise<EmailLogPage> {
    const where = { ...(q.tipo ? { tipo: q.tipo } : {}), ...(q.stato ? { stato: q.stato } : {}) };
    const [rows, total] = await ctx.em.findAndCount(EmailLog, where, {
      orderBy: { dataCreazione: 'desc', id: 'desc' },
      limit: q.limit,
      offset: q.offset,
      exclude: ['contenuto', 'testo', 'allegati'],
    });
    return { emails: rows.map(toEmailLogView), total };
  }

  async get(ctx: RequestContext, id: number): Promise<EmailLogDettaglio> {
    const row = await ctx.em.findOne(EmailLog, { id });
    if (!row) throw notFound(MSG.emailNonTrovata);
    return toEmailLogDettaglio(row);
  }
}

export const emailService = new EmailService();
