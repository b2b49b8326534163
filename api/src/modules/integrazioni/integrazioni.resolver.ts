import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput } from '../../common/validation.js';
import { Allow } from '../../graphql/access.js';
import { creaChiaveSchema, creaWebhookSchema } from './integrazioni.schema.js';
import { creaChiave, listChiavi, revocaChiave } from './chiavi.service.js';
import { ChiaveApiCreataType, ChiaveApiType, ConsegnaWebhookType, WebhookCreatoType, WebhookType } from './integrazioni.types.js';
import { creaWebhook, eliminaWebhook, listConsegne, listWebhook, reinviaConsegna } from './webhook.service.js';

/** GraphQL equivalents of /api/integrazioni (admin only; no API key reaches them). */
@Resolver()
export class IntegrazioniResolver {
  @Allow('admin')
  @Query(() => [ChiaveApiType], { description: 'Chiavi API (mai il segreto)' })
  chiaviApi(@Ctx() ctx: RequestContext) {
    return listChiavi(ctx);
  }

  @Allow('admin')
  @Mutation(() => ChiaveApiCreataType, { description: 'Crea una chiave API; la chiave completa è restituita solo qui' })
  async creaChiaveApi(
    @Arg('nome', () => String) nome: string,
    @Arg('scopes', () => [String]) scopes: string[],
    @Arg('scadenza', () => String, { nullable: true, description: 'ISO 8601, futura' }) scadenza: string | null,
    @Arg('ipConsentiti', () => [String], { nullable: true }) ipConsentiti: string[] | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ChiaveApiCreataType> {
    const { chiave, segreto } = await creaChiave(ctx, parseInput(creaChiaveSchema, { nome, scopes, scadenza, ipConsentiti }));
    return { chiaveApi: chiave, chiave: segreto };
  }

  @Allow('admin')
  @Mutation(() => ChiaveApiType, { description: 'Revoca una chiave API (immediata su ogni replica)' })
  revocaChiaveApi(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return revocaChiave(ctx, id);
  }

  @Allow('admin')
  @Query(() => [WebhookType], { description: 'Webhook registrati (mai il segreto)' })
  webhooks(@Ctx() ctx: RequestContext) {
    return listWebhook(ctx);
  }

  @Allow('admin')
  @Mutation(() => WebhookCreatoType, { description: 'Registra un webhook; il segreto di firma è restituito solo qui' })
  async creaWebhook(
    @Arg('url', () => String) url: string,
    @Arg('eventi', () => [String]) eventi: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookCreatoType> {
    return creaWebhook(ctx, parseInput(creaWebhookSchema, { url, eventi }));
  }

  @Allow('admin')
  @Mutation(() => Int, { description: 'Elimina un webhook e il suo registro di consegne; restituisce l’id' })
  async eliminaWebhook(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<number> {
    await eliminaWebhook(ctx, id);
    return id;
  }

  @Allow('admin')
  @Query(() => [ConsegnaWebhookType], { description: 'Registro delle consegne (le ultime 100), di un webhook o di tutti' })
  consegneWebhook(@Arg('webhookId', () => Int, { nullable: true }) webhookId: number | null, @Ctx() ctx: RequestContext) {
    return listConsegne(ctx, webhookId);
  }

  @Allow('admin')
  @Mutation(() => ConsegnaWebhookType, { description: 'Rimette in coda una consegna (stesso evento e stesso id)' })
  reinviaConsegnaWebhook(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return reinviaConsegna(ctx, id);
  }
}
