import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Scope } from '../../common/authz.js';
import type { ChiaveView, ConsegnaView, WebhookView } from './integrazioni.schema.js';

@ObjectType('ChiaveApi', { description: 'Una chiave API (mai il segreto)' })
export class ChiaveApiType implements ChiaveView {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => String, { description: 'Parte pubblica della chiave (gel_live_<prefisso>_…)' }) prefisso!: string;
  @Field(() => [String]) scopes!: Scope[];
  @Field(() => Date, { nullable: true }) scadenza!: Date | null;
  @Field(() => [String], { description: 'IP o reti CIDR ammessi (vuoto = tutti)' }) ipConsentiti!: string[];
  @Field(() => Int, { description: "L'admin che l'ha creata (la chiave agisce per lui, nei limiti degli scope)" }) creataDa!: number;
  @Field(() => Date) creataIl!: Date;
  @Field(() => Date, { nullable: true }) revocataIl!: Date | null;
  @Field(() => Date, { nullable: true }) ultimoUsoIl!: Date | null;
  @Field(() => String, { nullable: true }) ultimoUsoIp!: string | null;
}

@ObjectType('ChiaveApiCreata', { description: 'La chiave appena creata: `chiave` è mostrata solo qui' })
export class ChiaveApiCreataType {
  @Field(() => ChiaveApiType) chiaveApi!: ChiaveApiType;
  @Field(() => String, { description: 'gel_live_<prefisso>_<segreto>: copiala ora, non sarà più mostrata' }) chiave!: string;
}

@ObjectType('Webhook', { description: 'Un endpoint webhook (mai il segreto)' })
export class WebhookType implements WebhookView {
  @Field(() => Int) id!: number;
  @Field(() => String) url!: string;
  @Field(() => [String]) eventi!: string[];
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => Date) creatoIl!: Date;
  @Field(() => Date, { nullable: true, description: 'Dal primo errore non seguito da una consegna riuscita' }) failingSince!: Date | null;
}

@ObjectType('WebhookCreato', { description: 'Il webhook appena registrato: `segreto` è mostrato solo qui' })
export class WebhookCreatoType {
  @Field(() => WebhookType) webhook!: WebhookType;
  @Field(() => String, { description: 'Segreto di firma (Gelatiere-Signature): copialo ora' }) segreto!: string;
}

@ObjectType('ConsegnaWebhook', { description: 'Una consegna di un evento a un webhook' })
export class ConsegnaWebhookType implements ConsegnaView {
  @Field(() => Int) id!: number;
  @Field(() => Int) webhookId!: number;
  @Field(() => String, { description: 'Gelatiere-Event-Id (uguale in ogni tentativo)' }) eventoId!: string;
  @Field(() => String) tipo!: string;
  @Field(() => GraphQLJSONObject) payload!: Record<string, unknown>;
  @Field(() => String, { description: 'in_coda, inviata o fallita' }) stato!: string;
  @Field(() => Int) tentativi!: number;
  @Field(() => Date) prossimoTentativo!: Date;
  @Field(() => Int, { nullable: true }) statusCode!: number | null;
  @Field(() => Int, { nullable: true }) durataMs!: number | null;
  @Field(() => String, { nullable: true }) errore!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Date, { nullable: true }) inviataIl!: Date | null;
}
