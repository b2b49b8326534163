import type { ConfigRow, EmailConfigKey } from './email/email.config.js';
import type { ProduzioneView } from './produzione/produzione.schema.js';

/**
 * The domain events' shapes, apart from their dispatch (domain-events.ts) so that a handler reads
 * them without importing the table that names it (no import circle: ARCHITECTURE convention 15).
 *
 * What the production's own write statement already read, so its events read nothing again
 * (issue 13): the production as every door shows it, the e-mail settings, whether a webhook listens.
 */
export interface ProduzioneRegistrataPrecaricata {
  vista: ProduzioneView;
  emailConfig: Map<EmailConfigKey, ConfigRow>;
  webhookInAscolto: boolean;
}

export type DomainEvent =
  | { tipo: 'produzione.registrata'; produzioneId: number; precaricati?: ProduzioneRegistrataPrecaricata }
  | { tipo: 'produzione.modificata'; produzioneId: number }
  | { tipo: 'produzione.eliminata'; produzioneId: number; data: string }
  | { tipo: 'gusto.creato'; gustoId: number }
  | { tipo: 'gusto.modificato'; gustoId: number }
  | { tipo: 'gusto.disattivato'; gustoId: number }
  | { tipo: 'ingrediente.prezzo_modificato'; ingredienteId: number }
  | { tipo: 'email.fallita'; emailId: number }
  | { tipo: 'vetrina.carico_creato'; caricoId: number }
  | { tipo: 'vetrina.chiusura_registrata'; caricoId: number }
  | { tipo: 'vetrina.chiusura_modificata'; caricoId: number }
  | { tipo: 'vetrina.carico_modificato'; caricoId: number }
  | { tipo: 'vetrina.carico_eliminato'; caricoId: number; puntoVenditaId: number; data: string }
  | { tipo: 'vetrina.scarto_registrato'; scartoId: number }
  | { tipo: 'vetrina.scarto_modificato'; scartoId: number }
  | { tipo: 'vetrina.scarto_eliminato'; scartoId: number; puntoVenditaId: number; data: string };
