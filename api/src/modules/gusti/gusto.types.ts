import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { RuoloRiga, UnitaMisura } from '@gelatiere/scienza';
import { Costo } from '../../common/field-policy.js';
import { CategoriaGustoType } from '../categorie/categoria.types.js';
import { RuoloRigaEnum, UnitaMisuraEnum } from '../ingredienti/ingrediente.types.js';
import type { GustoView, NutrizioneView, RigaRicettaView } from './gusto.view.js';

@ObjectType('Nutrizione', { description: 'Valori nutrizionali per 100 g di miscela' })
export class NutrizioneType implements NutrizioneView {
  @Field(() => Float) kcal!: number;
  @Field(() => Float) carboidrati!: number;
  @Field(() => Float) zuccheri!: number;
  @Field(() => Float) grassi!: number;
  @Field(() => Float) proteine!: number;
  @Field(() => Float) sale!: number;
}

@ObjectType('RigaRicetta', { description: 'Una riga della ricetta di un gusto' })
export class RigaRicettaType implements RigaRicettaView {
  @Field(() => Int) id!: number;
  @Field(() => Int) gustoId!: number;
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String, { description: "Nome dell'ingrediente" }) nome!: string;
  @Field(() => Float) quantita!: number;
  @Field(() => UnitaMisuraEnum) unita!: UnitaMisura;
  @Field(() => UnitaMisuraEnum, { description: "Unità di misura dell'ingrediente" }) unitaMisura!: UnitaMisura;
  @Field(() => Boolean) ingredienteAttivo!: boolean;
  @Field(() => RuoloRigaEnum, { description: 'base (la miscela), variegato o inclusione (aggiunti a fine mantecazione)' }) ruolo!: RuoloRiga;
  @Field(() => Boolean, { description: 'Riga caratterizzante: percentuale in etichetta (QUID)' }) caratterizzante!: boolean;
}

@ObjectType('Gusto', { description: 'Un gusto; food cost, PAC, POD e valori nutrizionali sono calcolati dalla ricetta' })
export class GustoType implements GustoView {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
  @Field(() => Int) categoriaId!: number;
  @Field(() => CategoriaGustoType) categoria!: CategoriaGustoType;
  @Field(() => String, { description: 'Esadecimale #rrggbb' }) colore!: string;
  @Field(() => Boolean) stagionale!: boolean;
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => String, { nullable: true }) noteProduzione!: string | null;
  @Field(() => String, { nullable: true, description: 'Denominazione di vendita in etichetta (nulla = dal tipo e dal nome: "Gelato al …")' }) denominazione!: string | null;
  @Field(() => Int, { nullable: true, description: 'Profilo di bilanciamento del gusto (nullo = quello della categoria)' }) profiloId!: number | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Int, { description: 'Versione attuale della ricetta (1, 2, …)' }) versione!: number;
  @Costo()
  @Field(() => Float, { description: 'Euro per kg di miscela' })
  foodCost!: number;
  @Field(() => Float, { description: 'Potere anticongelante: grammi di saccarosio equivalente nella ricetta' }) pac!: number;
  @Field(() => Float, { description: 'Potere dolcificante: grammi di saccarosio equivalente nella ricetta' }) pod!: number;
  @Field(() => Float, { description: 'PAC per kg di miscela' }) pacKg!: number;
  @Field(() => Float, { description: 'POD per kg di miscela' }) podKg!: number;
  @Field(() => Float, { description: 'Massa della ricetta in kg (volume × densità per i liquidi; i pezzi non hanno massa)' }) massaKg!: number;
  @Field(() => Float, { description: 'kcal per 100 g' }) kcal!: number;
  @Field(() => NutrizioneType) nutrizione!: NutrizioneType;
}
