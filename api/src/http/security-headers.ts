import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** HSTS as helmet would send it; only ever sent over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers, except the two that only make sense over HTTPS: `upgrade-insecure-requests` (over
 * plain HTTP it makes the browser ask for every script over https, and a shop opening
 * http://192.168.x.x:3001 gets a white page) and HSTS. Those are added per request when it arrived over
 * HTTPS: directly, or `X-Forwarded-Proto: https` from a proxy trusted with TRUST_PROXY.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests')) {
      reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
    }
  });
}
