import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Costo } from '../../common/field-policy.js';
import { MotivoScarto, type CaricoView, type RiepilogoGustoView, type ScartoView, type SuggerimentoView, type VetrinaGiornoView, type VoceListinoView } from './vetrina.schema.js';

// ---- GraphQL inputs (validated with the zod schemas of vetrina.schema.ts) ----

export { MotivoScarto };
registerEnumType(MotivoScarto, { name: 'MotivoScarto', description: 'Motivo dello scarto: scaduto, caduto, qualità (qualita), altro' });

@InputType('CaricoVetrinaInput', { description: 'Una vaschetta caricata in vetrina' })
export class CaricoVetrinaInput {
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) data?: string | null;
  @Field(() => Int, { nullable: true }) gustoId?: number | null;
  @Field(() => Int, { nullable: true, description: 'La produzione da cui viene la vaschetta (facoltativa)' }) produzioneId?: number | null;
  @Field(() => Float, { nullable: true, description: 'kg > 0, al massimo 3 decimali' }) kg?: number | null;
}

@InputType('ChiusuraVetrinaInput', { description: 'Pesata di chiusura di una vaschetta' })
export class ChiusuraVetrinaInput {
  @Field(() => Int, { nullable: true }) caricoId?: number | null;
  @Field(() => Float, { nullable: true, description: '0 ≤ kg rimasti ≤ kg caricati' }) kgRimasti?: number | null;
}

@InputType('ModificaCaricoVetrinaInput', { description: 'Modifica di una vaschetta (kg, kg rimasti; kgRimasti null riapre)' })
export class ModificaCaricoVetrinaInput {
  @Field(() => Float, { nullable: true }) kg?: number | null;
  @Field(() => Float, { nullable: true }) kgRimasti?: number | null;
}

@InputType('ScartoVetrinaInput', { description: 'Gelato scartato dalla vetrina' })
export class ScartoVetrinaInput {
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) data?: string | null;
  @Field(() => Int, { nullable: true }) gustoId?: number | null;
  @Field(() => Float, { nullable: true }) kg?: number | null;
  @Field(() => MotivoScarto, { nullable: true }) motivo?: MotivoScarto | null;
}

@InputType('ModificaScartoVetrinaInput', { description: 'Modifica di uno scarto (kg, motivo)' })
export class ModificaScartoVetrinaInput {
  @Field(() => Float, { nullable: true }) kg?: number | null;
  @Field(() => MotivoScarto, { nullable: true }) motivo?: MotivoScarto | null;
}

@InputType('AumentoListinoInput', { description: 'Variazione percentuale dei prezzi di una categoria' })
export class AumentoListinoInput {
  @Field(() => Int, { nullable: true }) categoriaId?: number | null;
  @Field(() => Float, { nullable: true, description: 'Percentuale, es. 5 = +5 %; tra -50 e 100' }) percentuale?: number | null;
}

@InputType('PrezzoListinoInput', { description: 'Prezzo al kg di un gusto: generale (senza punto vendita) o di un punto vendita' })
export class PrezzoListinoInput {
  @Field(() => Int, { nullable: true }) gustoId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Vuoto = tutti i punti vendita' }) puntoVenditaId?: number | null;
  @Field(() => Float, { nullable: true, description: 'Euro al kg, > 0, 2 decimali' }) prezzoKg?: number | null;
}

// ---- GraphQL objects ----

@ObjectType('VoceListino', { description: 'Prezzo al kg di un gusto, generale (puntoVenditaId vuoto) o di un punto vendita' })
export class VoceListinoType implements VoceListinoView {
  @Field(() => Int) gustoId!: number;
  @Field(() => Int, { nullable: true, description: 'Vuoto = tutti i punti vendita' }) puntoVenditaId!: number | null;
  @Costo()
  @Field(() => Float, { description: 'Euro al kg' })
  prezzoKg!: number;
}

@ObjectType('CaricoVetrina', { description: 'Una vaschetta in vetrina e la sua pesata di chiusura' })
export class CaricoVetrinaType implements CaricoView {
  @Field(() => Int) id!: number;
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String, { description: 'yyyy-MM-dd' }) data!: string;
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
  @Field(() => String) gustoColore!: string;
  @Field(() => Int, { nullable: true }) produzioneId!: number | null;
  @Field(() => Float) kg!: number;
  @Field(() => Float, { nullable: true, description: 'Vuoto finché la vaschetta non è pesata in chiusura' }) kgRimasti!: number | null;
  @Field(() => String, { nullable: true }) operatoreNome!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('ScartoVetrina', { description: 'Gelato scartato dalla vetrina' })
export class ScartoVetrinaType implements ScartoView {
  @Field(() => Int) id!: number;
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String, { description: 'yyyy-MM-dd' }) data!: string;
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
  @Field(() => String) gustoColore!: string;
  @Field(() => Float) kg!: number;
  @Field(() => MotivoScarto) motivo!: MotivoScarto;
  @Field(() => String, { nullable: true }) operatoreNome!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('VetrinaGiorno', { description: 'La vetrina di un punto vendita in un giorno: vaschette e scarti' })
export class VetrinaGiornoType implements VetrinaGiornoView {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String) puntoVenditaNome!: string;
  @Field(() => String) data!: string;
  @Field(() => [CaricoVetrinaType]) carichi!: CaricoVetrinaType[];
  @Field(() => [ScartoVetrinaType]) scarti!: ScartoVetrinaType[];
}

@ObjectType('RiepilogoVetrinaGusto', { description: 'Venduto, scarto, sell-through (%) e margine di un gusto nel periodo' })
export class RiepilogoVetrinaGustoType implements RiepilogoGustoView {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) nome!: string;
  @Field(() => String) colore!: string;
  @Field(() => Float) kgCaricati!: number;
  @Field(() => Float, { description: 'Caricati − rimasti − scarto' }) kgVenduti!: number;
  @Field(() => Float) kgScarto!: number;
  @Field(() => Float, { nullable: true, description: 'Venduti / caricati × 100' }) sellThrough!: number | null;
  @Field(() => Float, { nullable: true, description: 'Scarto / caricati × 100' }) scartoPercentuale!: number | null;
  @Costo()
  @Field(() => Float, { nullable: true, description: 'Venduti × prezzo al kg del listino; solo admin e manager' })
  ricavo!: number;
  @Costo()
  @Field(() => Float, { nullable: true, description: 'Venduti × food cost fotografato; solo admin e manager' })
  costo!: number;
  @Costo()
  @Field(() => Float, { nullable: true, description: 'Ricavo − costo; solo admin e manager' })
  margine!: number;
}

@ObjectType('SuggerimentoProduzione', { description: 'Kg suggeriti di un gusto per un giorno e le loro ragioni' })
export class SuggerimentoProduzioneType implements SuggerimentoView {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) nome!: string;
  @Field(() => Float, { description: 'max(0, previsione − rimasti) con una previsione del giorno, altrimenti max(0, media × (1 + trend / 100) − rimasti)' }) kgSuggeriti!: number;
  @Field(() => Float, { description: 'Kg venduti in media lo stesso giorno della settimana nelle 4 settimane precedenti' }) media!: number;
  @Field(() => Float, { description: 'Trend % delle 4 settimane (seconda metà rispetto alla prima), limitato a ±20' }) trend!: number;
  @Field(() => Float, { description: "Kg rimasti in vetrina all'ultima chiusura" }) rimasti!: number;
  @Field(() => Float, { nullable: true, description: 'Kg venduti previsti per il giorno (previsione), null senza previsione' }) kgPrevisti!: number | null;
  @Field(() => String, { description: 'previsione | media_4_settimane: da cosa vengono i kg suggeriti' }) fonte!: 'previsione' | 'media_4_settimane';
}
