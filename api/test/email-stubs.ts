import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// ---------------------------------------------------------------------------------------------
// Local stubs: an SMTP server and a Brevo-compatible HTTP API, both on 127.0.0.1 (no real network).

export interface ReceivedMail {
  from: string;
  to: string[];
  auth: string | null;
  raw: string;
  subject: string;
  html: string;
  text: string;
  /** the parts sent as attachments (Content-Disposition: attachment), their bytes decoded */
  allegati: { nome: string; tipo: string; contenuto: Buffer }[];
}

export interface SmtpStub {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** When set, RCPT TO is refused with this 5xx reply. */
  refuse: string | null;
  close(): Promise<void>;
}

export async function startSmtpStub(): Promise<SmtpStub> {
  const stub: SmtpStub = { url: '', port: 0, mails: [], refuse: null, close: async () => {} };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'gelato' && auth.password === 'segreto') return cb(null, { user: auth.username });
      return cb(new Error('Credenziali SMTP errate'));
    },
    onRcptTo(_address, _session, cb) {
      if (stub.refuse) {
        const err = new Error(stub.refuse) as Error & { responseCode: number };
        err.responseCode = 550;
        return cb(err);
      }
      return cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parts = leafParts(raw);
        const top = splitHeaders(raw).headers;
        stub.mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          auth: typeof session.user === 'string' ? session.user : null,
          raw,
          subject: decodeWords(top.subject ?? ''),
          html: parts.find((p) => (p.headers['content-type'] ?? '').startsWith('text/html'))?.body ?? '',
          text: parts.find((p) => (p.headers['content-type'] ?? '').startsWith('text/plain'))?.body ?? '',
          allegati: parts
            .filter((p) => (p.headers['content-disposition'] ?? '').startsWith('attachment'))
            .map((p) => ({
              nome: decodeWords(/filename="?([^";]+)"?/i.exec(p.headers['content-disposition'] ?? '')?.[1] ?? ''),
              tipo: (p.headers['content-type'] ?? '').split(';')[0]!.trim(),
              contenuto: p.bytes,
            })),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.port = (server.server.address() as AddressInfo).port;
  stub.url = `smtp://gelato:segreto@127.0.0.1:${stub.port}`;
  stub.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stub;
}

export interface BrevoRequest {
  apiKey: string | undefined;
  body: {
    sender: { email: string; name: string };
    to: { email: string }[];
    subject: string;
    htmlContent: string;
    textContent?: string;
    attachment?: { name: string; content: string }[];
  };
}

export interface BrevoStub {
  url: string;
  key: string;
  requests: BrevoRequest[];
  /** 'ok' answers 201 {messageId}; 'fail' answers 500. */
  mode: 'ok' | 'fail';
  close(): Promise<void>;
}

export async function startBrevoStub(): Promise<BrevoStub> {
  const stub: BrevoStub = { url: '', key: 'xkeysib-0123456789abcdef0123456789abcdef-TEST1234', requests: [], mode: 'ok', close: async () => {} };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.method !== 'POST' || req.url !== '/v3/smtp/email') return send(404, { code: 'not_found', message: 'Not found' });
    const apiKey = req.headers['api-key'] as string | undefined;
    if (apiKey !== stub.key) return send(401, { code: 'unauthorized', message: 'Key not found' });
    stub.requests.push({ apiKey, body: JSON.parse(body) as BrevoRequest['body'] });
    if (stub.mode === 'fail') return send(500, { code: 'internal_error', message: 'Errore interno simulato' });
    return send(201, { messageId: `<${stub.requests.length}.stub@smtp-relay.mailin.fr>` });
  };
  // node's 'request' listener returns nothing: the handler answers every request itself
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stub;
}

/** A TCP port with nothing listening on it (the SMTP server "refusing" connections). */
export async function closedPort(): Promise<number> {
  const srv = createNetServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as AddressInfo).port;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

// --- a minimal MIME reader for the stub (headers, multipart, quoted-printable/base64, encoded words)

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const m = /\r?\n\r?\n/.exec(raw);
  const head = m ? raw.slice(0, m.index) : raw;
  const body = m ? raw.slice(m.index + m[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(s: string): string {
  const clean = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < clean.length; i++) {
    if (clean[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(clean.slice(i + 1, i + 3))) {
      bytes.push(parseInt(clean.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(clean[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _cs: string, enc: string, txt: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(txt, 'base64').toString('utf8') : decodeQuotedPrintable(txt.replace(/_/g, ' ')),
    );
}

function leafParts(raw: string): { headers: Record<string, string>; body: string; bytes: Buffer }[] {
  const { headers, body } = splitHeaders(raw);
  const ct = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(ct)?.[1];
  if (ct.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => leafParts(part.replace(/^\r?\n/, '')));
  }
  const cte = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const bytes = cte === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'utf8');
  const decoded = cte === 'quoted-printable' ? decodeQuotedPrintable(body) : cte === 'base64' ? bytes.toString('utf8') : body;
  return [{ headers, body: decoded, bytes }];
}
