import { createTransport } from 'nodemailer';
import type { Config } from '../../config.js';
import type { EmailSettings } from './email.config.js';

export interface OutgoingEmail {
  from: { email: string; name: string };
  to: string[];
  subject: string;
  html: string;
  text: string | null;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface SendResult {
  messageId: string | null;
}

export interface EmailProvider {
  readonly name: 'brevo' | 'smtp';
  send(message: OutgoingEmail): Promise<SendResult>;
}

/** A failure that retrying cannot fix (configuration missing, request refused as invalid). */
export class PermanentEmailError extends Error {
  override name = 'PermanentEmailError';
}

export const MSG_NESSUN_PROVIDER = 'Nessun provider email configurato';

/** Brevo transactional API: POST {base}/v3/smtp/email with the `api-key` header. */
export class BrevoProvider implements EmailProvider {
  readonly name = 'brevo' as const;
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async send(message: OutgoingEmail): Promise<SendResult> {
    const url = `${this.baseUrl.replace(/\/+$/, '')}/v3/smtp/email`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'api-key': this.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          sender: { email: message.from.email, name: message.from.name },
          to: message.to.map((email) => ({ email })),
          subject: message.subject,
          htmlContent: message.html,
          ...(message.text ? { textContent: message.text } : {}),
          ...(message.attachments?.length ? { attachment: message.attachments.map((a) => ({ name: a.filename, content: a.content.toString('base64') })) } : {}),
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const e = err as Error;
      if (e.name === 'TimeoutError' || e.name === 'AbortError') throw new Error('Brevo non ha risposto in tempo', { cause: err });
      throw new Error(`Brevo non raggiungibile: ${describeCause(e)}`, { cause: err });
    }
    const raw = await res.text();
    let body: { messageId?: unknown; message?: unknown; code?: unknown } = {};
    try {
      body = raw ? (JSON.parse(raw) as typeof body) : {};
    } catch {
      // not JSON: keep the status only
    }
    if (!res.ok) {
      const detail = typeof body.message === 'string' ? `: ${body.message.slice(0, 300)}` : '';
      const msg = `Brevo ha risposto ${res.status}${detail}`;
      // 400/401/403 will not get better by retrying; 429 and 5xx may
      if (res.status === 400 || res.status === 401 || res.status === 403) throw new PermanentEmailError(msg);
      throw new Error(msg);
    }
    return { messageId: typeof body.messageId === 'string' ? body.messageId : null };
  }
}

/** SMTP through nodemailer (self-hosting); SMTP_URL like smtp://user:pass@host:587. */
export class SmtpProvider implements EmailProvider {
  readonly name = 'smtp' as const;
  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  async send(message: OutgoingEmail): Promise<SendResult> {
    const transport = createTransport({
      url: this.url,
      connectionTimeout: this.timeoutMs,
      greetingTimeout: this.timeoutMs,
      socketTimeout: this.timeoutMs,
    });
    try {
      const info = await transport.sendMail({
        from: { address: message.from.email, name: message.from.name },
        to: message.to,
        subject: message.subject,
        html: message.html,
        ...(message.text ? { text: message.text } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      });
      return { messageId: typeof info.messageId === 'string' ? info.messageId : null };
    } catch (err) {
      const e = err as Error & { responseCode?: number };
      const msg = `Errore SMTP: ${describeCause(e)}`;
      // 5xx replies are permanent refusals; 4xx and network errors are retried
      if (typeof e.responseCode === 'number' && e.responseCode >= 500) throw new PermanentEmailError(msg, { cause: err });
      throw new Error(msg, { cause: err });
    } finally {
      transport.close();
    }
  }
}

function describeCause(err: Error & { code?: unknown; cause?: unknown }): string {
  const cause = err.cause as (Error & { code?: unknown }) | undefined;
  const text = cause?.message || err.message || String(err);
  return text.slice(0, 500);
}

/**
 * Brevo when its key is configured, else SMTP when SMTP_URL is set, else none.
 * Read for every message, so a configuration change applies to messages already queued.
 */
export function chooseProvider(settings: EmailSettings, config: Config): EmailProvider | null {
  if (settings.brevoApiKey) return new BrevoProvider(settings.brevoApiKey, config.BREVO_API_URL, config.EMAIL_SEND_TIMEOUT_MS);
  if (config.SMTP_URL) return new SmtpProvider(config.SMTP_URL, config.EMAIL_SEND_TIMEOUT_MS);
  return null;
}
