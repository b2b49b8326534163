import { Field, ObjectType } from 'type-graphql';
import type { ConfigurazioneView } from './configurazione.view.js';

@ObjectType('Configurazione', { description: 'Una voce di configurazione; i valori segreti (chiavi API) sono mascherati' })
export class ConfigurazioneType implements ConfigurazioneView {
  @Field(() => String) chiave!: string;
  @Field(() => String, { nullable: true }) valore!: string | null;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
}
