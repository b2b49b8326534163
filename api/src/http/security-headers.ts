import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** HSTS as helmet would send it; only ever sent over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers, except the two that only make sense over HTTPS: `upgrade-insecure-requests` (over
 * plain HTTP it makes the browser ask for every script over https, and a shop opening
 * http://192.168.x.x:3001 gets a white page) and HSTS. Those are added per request when it arrived over
 * HTTPS: directly, or `X-Forwarded-Proto: https` from a proxy trusted with TRUST_PROXY.
 */
const OPZIONI: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers for OPZIONI, computed once: they depend on nothing in the request (no nonces).
 * (@fastify/helmet built the middleware again on every request, re-parsing the CSP each time.)
 */
function intestazioniHelmet(): Record<string, string> {
  const intestazioni: Record<string, string> = {};
  const res = {
    setHeader: (nome: string, valore: unknown) => void (intestazioni[nome.toLowerCase()] = String(valore)),
    removeHeader: (nome: string) => void delete intestazioni[nome.toLowerCase()],
  };
  helmet(OPZIONI)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return intestazioni;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const intestazioni = Object.entries(intestazioniHelmet());
  // on the raw response, as helmet does: also answers written straight to it carry them
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [nome, valore] of intestazioni) reply.raw.setHeader(nome, valore);
    done();
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests')) {
        reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
      }
    }
    done();
  });
}
