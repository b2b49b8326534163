import type { RequestContext } from '../../common/context.js';
import { afterProductionCreated } from '../produzione/produzione.service.js';
import { emailService } from './email.service.js';

/**
 * Automatic notification: after a production is recorded (and committed), queue its e-mail to
 * email_destinatari_notifiche when email_abilitato and email_notifica_produzione are 'true'.
 */
export async function notificaProduzioneCreata(ctx: RequestContext, produzioneId: number): Promise<void> {
  await emailService.notificaNuovaProduzione(ctx, produzioneId);
}

if (!afterProductionCreated.includes(notificaProduzioneCreata)) afterProductionCreated.push(notificaProduzioneCreata);
