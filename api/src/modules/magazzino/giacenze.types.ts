import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { GiacenzaView, InventarioView, RettificaView, ScadenzeView } from './giacenze.schema.js';

@ObjectType('LottoGiacenza', { description: 'Un lotto in giacenza' })
export class LottoGiacenzaType {
  @Field(() => String) lotto!: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd; null = senza scadenza' }) scadenza!: string | null;
  @Field(() => Float, { description: "Nell'unità dell'ingrediente" }) giacenza!: number;
}

@ObjectType('Giacenza', { description: 'Giacenza di un ingrediente (ricevuto − consumato + rettifiche) e dei suoi lotti' })
export class GiacenzaType implements GiacenzaView {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String) nome!: string;
  @Field(() => String) unitaMisura!: string;
  @Field(() => Float) giacenza!: number;
  @Field(() => Float, { nullable: true, description: 'Punto di riordino' }) scortaMinima!: number | null;
  @Field(() => String, { nullable: true }) ubicazione!: string | null;
  @Field(() => Boolean) sottoScorta!: boolean;
  @Field(() => Boolean, { description: 'Consumato più del ricevuto' }) giacenzaNegativa!: boolean;
  @Field(() => [LottoGiacenzaType], { description: 'Lotti con giacenza diversa da 0, prima quelli che scadono prima' }) lotti!: LottoGiacenzaType[];
}

@ObjectType('Rettifica', { description: 'Una rettifica di magazzino, con la giacenza dopo' })
export class RettificaType implements RettificaView {
  @Field(() => Int) id!: number;
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String, { nullable: true }) lotto!: string | null;
  @Field(() => Float) quantita!: number;
  @Field(() => String) motivo!: string;
  @Field(() => Int, { nullable: true }) utenteId!: number | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Float) giacenza!: number;
}

@ObjectType('LottoInScadenza')
export class LottoInScadenzaType {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String) nome!: string;
  @Field(() => String) unitaMisura!: string;
  @Field(() => String) lotto!: string;
  @Field(() => String) scadenza!: string;
  @Field(() => Float) giacenza!: number;
  @Field(() => Int, { description: 'Giorni alla scadenza (negativi: già scaduto)' }) giorni!: number;
}

@ObjectType('LottiInScadenza', { description: 'Lotti in giacenza che scadono entro N giorni' })
export class ScadenzeType implements ScadenzeView {
  @Field(() => Int) giorni!: number;
  @Field(() => [LottoInScadenzaType]) lotti!: LottoInScadenzaType[];
}

@InputType('RettificaInput', { description: 'Variazione con segno della giacenza (+ aumenta, − diminuisce) e motivo' })
export class RettificaInputType {
  @Field(() => Int, { nullable: true }) ingredienteId?: number | null;
  @Field(() => String, { nullable: true }) lotto?: string | null;
  @Field(() => Float, { nullable: true }) quantita?: number | null;
  @Field(() => String, { nullable: true }) motivo?: string | null;
}

@InputType('ScortaInput', { description: 'Scorta minima e ubicazione di un ingrediente (null le toglie)' })
export class ScortaInputType {
  @Field(() => Float, { nullable: true }) scortaMinima?: number | null;
  @Field(() => String, { nullable: true }) ubicazione?: string | null;
}

@InputType('RigaInventarioInput', { description: "Una riga contata: lotto (null = giacenza senza lotto), quantità contata e giacenza mostrata al conteggio" })
export class RigaInventarioInputType {
  @Field(() => Int, { nullable: true }) ingredienteId?: number | null;
  @Field(() => String, { nullable: true }) lotto?: string | null;
  @Field(() => Float, { nullable: true }) contato?: number | null;
  @Field(() => Float, { nullable: true }) giacenzaLetta?: number | null;
}

@InputType('InventarioInput', { description: 'Un inventario, salvato tutto insieme (motivo predefinito: inventario)' })
export class InventarioInputType {
  @Field(() => String, { nullable: true }) motivo?: string | null;
  @Field(() => [RigaInventarioInputType], { nullable: true }) righe?: RigaInventarioInputType[] | null;
}

@ObjectType('Inventario', { description: 'Un inventario salvato: le rettifiche delle differenze' })
export class InventarioType implements InventarioView {
  @Field(() => Int) righeContate!: number;
  @Field(() => Int, { description: 'Righe in cui il contato era uguale alla giacenza' }) invariate!: number;
  @Field(() => [RettificaType]) rettifiche!: RettificaType[];
}
