import type { Config } from './config.js';
import { AuthService } from './modules/auth/auth.service.js';
import { TokenSigner } from './modules/auth/tokens.js';
import { GruppoRegistrazioni } from './modules/produzione/produzione.gruppo.js';

/** Services that hold configuration (secrets, providers) or state (the registrations being written together); built once per app and shared by requests. */
export function buildServices(config: Config) {
  return {
    auth: new AuthService(new TokenSigner(config.JWT_SECRET, config.JWT_TTL)),
    registrazioni: new GruppoRegistrazioni(),
    /** Set by a graceful shutdown: /api/ready answers 503 from then on. */
    vita: { inChiusura: false },
  };
}

export type Services = ReturnType<typeof buildServices>;

declare module './common/context.js' {
  /** `ctx.services` (common/context.ts): these services. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ContextServices extends Services {}
}
