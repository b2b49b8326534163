import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseInput } from '../../common/validation.js';
import { emailLogQuerySchema, emailTestSchema, salvaConfigEmailSchema } from './email.schema.js';
import type { RequestContext } from '../../common/context.js';
import { Allow } from '../../graphql/access.js';
import type { StatoEmail, TipoEmail } from './email.entity.js';
import { emailService } from './email.service.js';
import {
  EmailConfigEntryInput,
  EmailConfigEntryType,
  EmailEsitoType,
  EmailLogDettaglioType,
  EmailLogPageType,
  StatoEmailEnum,
  TipoEmailEnum,
} from './email.types.js';

@Resolver()
export class EmailResolver {
  @Allow('admin')
  @Query(() => [EmailConfigEntryType], { description: 'Configurazione email (la chiave API Brevo è mascherata)' })
  emailConfig(@Ctx() ctx: RequestContext): Promise<EmailConfigEntryType[]> {
    return emailService.getConfig(ctx);
  }

  @Allow('admin')
  @Mutation(() => EmailEsitoType, { description: 'Salva la configurazione email (solo le chiavi email)' })
  salvaEmailConfig(
    @Arg('configs', () => [EmailConfigEntryInput]) configs: EmailConfigEntryInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<EmailEsitoType> {
    return emailService.saveConfig(ctx, parseInput(salvaConfigEmailSchema, { configs }));
  }

  @Allow('admin')
  @Mutation(() => EmailEsitoType, { description: "Accoda un'email di test all'indirizzo indicato" })
  inviaEmailTest(
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailEsitoType> {
    return emailService.sendTest(ctx, parseInput(emailTestSchema, { email }));
  }

  @Allow('admin', 'manager', 'operatore')
  @Mutation(() => EmailEsitoType, { description: "Accoda l'email di una produzione ai destinatari delle notifiche e la segna come inviata" })
  inviaEmailProduzione(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<EmailEsitoType> {
    return emailService.sendProduzione(ctx, id);
  }

  @Allow('admin')
  @Mutation(() => EmailEsitoType, { description: "Rimette in coda di invio un'email fallita" })
  reinviaEmail(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<EmailEsitoType> {
    return emailService.reinvia(ctx, id);
  }

  @Allow('admin')
  @Query(() => EmailLogPageType, { description: 'Log delle email, dalla più recente (limit predefinito 20, massimo 100)' })
  emailLog(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Arg('tipo', () => TipoEmailEnum, { nullable: true }) tipo: TipoEmail | null,
    @Arg('stato', () => StatoEmailEnum, { nullable: true }) stato: StatoEmail | null,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailLogPageType> {
    return emailService.list(ctx, parseInput(emailLogQuerySchema, { limit, offset, tipo, stato }));
  }

  @Allow('admin')
  @Query(() => EmailLogDettaglioType, { description: 'Dettaglio di una email del log' })
  emailLogDettaglio(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<EmailLogDettaglioType> {
    return emailService.get(ctx, id);
  }
}
