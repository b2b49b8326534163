import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { RuoloRiga, UnitaMisura } from '@gelatiere/scienza';
import { Costo } from '../../common/field-policy.js';
import { RuoloRigaEnum, UnitaMisuraEnum } from '../ingredienti/ingrediente.types.js';

export const EsitoControlloEnum = { ok: 'ok', basso: 'basso', alto: 'alto' } as const;
registerEnumType(EsitoControlloEnum, { name: 'EsitoControllo', description: 'ok nel campo, basso sotto il minimo, alto sopra il massimo' });

export const ObiettivoBilanciamentoEnum = { costo_minimo: 'costo_minimo', modifica_minima: 'modifica_minima' } as const;
export type ObiettivoBilanciamento = keyof typeof ObiettivoBilanciamentoEnum;
registerEnumType(ObiettivoBilanciamentoEnum, {
  name: 'ObiettivoBilanciamento',
  description: 'costo_minimo: il food cost più basso che rispetta gli obiettivi; modifica_minima: la ricetta più vicina a quella attuale',
});

@ObjectType('Intervallo', { description: 'Un intervallo; un estremo nullo è aperto' })
export class IntervalloType {
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float, { nullable: true }) max!: number | null;
}

@ObjectType('ObiettivoProfilo', { description: 'Il campo di un valore della miscela (chiave dell’analisi, es. solidi_totali)' })
export class ObiettivoProfiloType {
  @Field(() => String) chiave!: string;
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float, { nullable: true }) max!: number | null;
}

@ObjectType('ProfiloBilanciamento', { description: 'Profilo di bilanciamento: obiettivi della miscela e temperatura di servizio' })
export class ProfiloBilanciamentoType {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => [ObiettivoProfiloType]) obiettivi!: ObiettivoProfiloType[];
  @Field(() => IntervalloType, { nullable: true, description: '°C' }) temperaturaServizio!: IntervalloType | null;
  @Field(() => Boolean, { description: 'Usato per i gusti la cui categoria non indica un profilo' }) predefinito!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('ProfiloAnalisi', { description: 'Il profilo usato da un’analisi (id nullo per obiettivi indicati nella richiesta)' })
export class ProfiloAnalisiType {
  @Field(() => Int, { nullable: true }) id!: number | null;
  @Field(() => String) nome!: string;
  @Field(() => [ObiettivoProfiloType]) obiettivi!: ObiettivoProfiloType[];
  @Field(() => IntervalloType, { nullable: true }) temperaturaServizio!: IntervalloType | null;
}

@ObjectType('ComposizioneMiscela', { description: 'Composizione della miscela, g per 100 g' })
export class ComposizioneMiscelaType {
  @Field(() => Float) acqua!: number;
  @Field(() => Float) solidiTotali!: number;
  @Field(() => Float) grassi!: number;
  @Field(() => Float) grassiSaturi!: number;
  @Field(() => Float, { description: 'Solidi magri del latte' }) slng!: number;
  @Field(() => Float, { description: 'Zuccheri totali, lattosio compreso' }) zuccheri!: number;
  @Field(() => Float) saccarosio!: number;
  @Field(() => Float) glucosio!: number;
  @Field(() => Float) fruttosio!: number;
  @Field(() => Float) lattosio!: number;
  @Field(() => Float) maltosio!: number;
  @Field(() => Float) proteine!: number;
  @Field(() => Float) fibre!: number;
  @Field(() => Float) alcol!: number;
  @Field(() => Float) sale!: number;
  @Field(() => Float, { description: 'Sale degli ingredienti senza solidi del latte' }) saleAggiunto!: number;
  @Field(() => Float, { description: 'Eritritolo, maltitolo, sorbitolo' }) polioli!: number;
  @Field(() => Float) stabilizzanti!: number;
  @Field(() => Float) altriSolidi!: number;
}

@ObjectType('DurezzaVetrina', { description: 'Acqua congelata alla temperatura della vetrina' })
export class DurezzaVetrinaType {
  @Field(() => Int, { nullable: true }) puntoVenditaId!: number | null;
  @Field(() => Float, { description: '°C' }) temperatura!: number;
  @Field(() => Float, { nullable: true, description: '% di acqua congelata; nullo se la curva non raggiunge la temperatura' }) percentuale!: number | null;
}

@ObjectType('IngredienteSenzaComposizione')
export class IngredienteSenzaComposizioneType {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
}

@ObjectType('CoperturaAnalisi', { description: 'Quota della massa i cui ingredienti hanno la composizione (acqua) indicata' })
export class CoperturaAnalisiType {
  @Field(() => Float) percentuale!: number;
  @Field(() => [IngredienteSenzaComposizioneType]) ingredientiSenzaComposizione!: IngredienteSenzaComposizioneType[];
}

@ObjectType('PuntoCurva', { description: 'Un punto della curva di congelamento' })
export class PuntoCurvaType {
  @Field(() => Int, { description: '% di acqua congelata (0..99)' }) x!: number;
  @Field(() => Float, { description: '°C' }) temperatura!: number;
  @Field(() => Float, { description: '°C, con il fattore di durezza' }) temperaturaDurezza!: number;
}

@ObjectType('ControlloAnalisi', { description: 'Un obiettivo del profilo (o il controllo del lattosio) confrontato con la miscela' })
export class ControlloAnalisiType {
  @Field(() => String) chiave!: string;
  @Field(() => Float) valore!: number;
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float, { nullable: true }) max!: number | null;
  @Field(() => EsitoControlloEnum) esito!: keyof typeof EsitoControlloEnum;
}

@ObjectType('AnalisiMiscela', { description: 'Analisi scientifica di una ricetta (DOMAIN.md, Gelato science); valori per 100 g di miscela' })
export class AnalisiMiscelaType {
  @Field(() => Float) massaKg!: number;
  @Field(() => ComposizioneMiscelaType) composizione!: ComposizioneMiscelaType;
  @Field(() => Float) pacTotale!: number;
  @Field(() => Float) pacSaliLatte!: number;
  @Field(() => Float, { description: 'Fattore di durezza' }) hf!: number;
  @Field(() => Float) pod!: number;
  @Field(() => Float) absPac!: number;
  @Field(() => Float, { description: '°C' }) puntoCongelamento!: number;
  @Field(() => Float, { description: '°C' }) temperaturaServizio!: number;
  @Field(() => DurezzaVetrinaType) durezzaVetrina!: DurezzaVetrinaType;
  @Field(() => Float, { description: 'kg/l' }) densitaMix!: number;
  @Field(() => CoperturaAnalisiType) copertura!: CoperturaAnalisiType;
  @Field(() => [PuntoCurvaType], { description: '100 punti, x = 0..99' }) curva!: PuntoCurvaType[];
  @Field(() => [ControlloAnalisiType]) controlli!: ControlloAnalisiType[];
  @Field(() => ProfiloAnalisiType, { nullable: true }) profilo!: ProfiloAnalisiType | null;
  @Costo()
  @Field(() => Float, { description: 'Euro per kg di miscela' })
  foodCost!: number;
}

@ObjectType('RigaProposta', { description: 'Una riga della ricetta bilanciata, nella stessa unità inviata' })
export class RigaPropostaType {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => Float) quantita!: number;
  @Field(() => UnitaMisuraEnum) unita!: UnitaMisura;
  @Field(() => RuoloRigaEnum, { nullable: true, description: 'Come inviato' }) ruolo!: RuoloRiga | null;
}

@ObjectType('VincoloAttivo', { description: 'Un vincolo che determina la ricetta proposta' })
export class VincoloAttivoType {
  @Field(() => String, { description: 'es. riga_2_min, solidi_totali_max, lattosio_hyde_rothwell' }) chiave!: string;
  @Field(() => String, { description: 'In italiano, es. "Limoni al minimo: 25 %"' }) descrizione!: string;
}

@ObjectType('ObiettivoMancato', { description: 'Un obiettivo non raggiungibile e di quanto è mancato' })
export class ObiettivoMancatoType {
  @Field(() => String) chiave!: string;
  @Field(() => Float) valore!: number;
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float, { nullable: true }) max!: number | null;
  @Field(() => Float) scarto!: number;
  @Field(() => String, { description: 'In italiano: cosa manca e come rimediare' }) messaggio!: string;
}

@ObjectType('RisultatoBilanciamento')
export class RisultatoBilanciamentoType {
  @Field(() => Boolean) fattibile!: boolean;
  @Field(() => [RigaPropostaType]) righe!: RigaPropostaType[];
  @Field(() => AnalisiMiscelaType) analisi!: AnalisiMiscelaType;
  @Costo()
  @Field(() => Float, { description: 'Euro per kg di miscela della ricetta proposta' })
  foodCost!: number;
  @Field(() => [ObiettivoMancatoType]) obiettiviMancati!: ObiettivoMancatoType[];
  @Field(() => [VincoloAttivoType], { description: 'I vincoli che determinano la ricetta proposta, in italiano' }) vincoliAttivi!: VincoloAttivoType[];
}

@ObjectType('IngredienteLibreria', { description: 'Un ingrediente di base della libreria, con la composizione per 100 g e la fonte dei valori' })
export class IngredienteLibreriaType {
  @Field(() => String) codice!: string;
  @Field(() => String) nome!: string;
  @Field(() => String) descrizione!: string;
  @Field(() => UnitaMisuraEnum) unitaMisura!: UnitaMisura;
  @Field(() => String, { description: 'Fonte dei valori (CREA, USDA FoodData Central con il numero NDB, scheda del produttore)' }) fonte!: string;
  @Field(() => [String], { description: 'Allergeni tipici (nomi dell’elenco UE)' }) allergeni!: string[];
  @Field(() => Float) calorie!: number;
  @Field(() => Float) carboidrati!: number;
  @Field(() => Float) zuccheri!: number;
  @Field(() => Float) grassi!: number;
  @Field(() => Float) proteine!: number;
  @Field(() => Float) sale!: number;
  @Field(() => Float) acqua!: number;
  @Field(() => Float) grassiSaturi!: number;
  @Field(() => Float) fibre!: number;
  @Field(() => Float) slng!: number;
  @Field(() => Float) saccarosio!: number;
  @Field(() => Float) glucosio!: number;
  @Field(() => Float) fruttosio!: number;
  @Field(() => Float) lattosio!: number;
  @Field(() => Float) maltosio!: number;
  @Field(() => Float) alcol!: number;
  @Field(() => Float) burroCacao!: number;
  @Field(() => Float) solidiCacao!: number;
  @Field(() => Float) grassiFruttaSecca!: number;
  @Field(() => Float) stabilizzanti!: number;
  @Field(() => Float, { nullable: true, description: 'kg/l (solo liquidi)' }) densita!: number | null;
  @Field(() => Float, { nullable: true, description: 'Sciroppi di glucosio e maltodestrine: g di solidi per 100 g' }) sciroppoGlucosio!: number | null;
  @Field(() => Float, { nullable: true, description: 'Destrosio equivalente dei solidi dello sciroppo' }) de!: number | null;
  @Field(() => Float, { nullable: true }) eritritolo!: number | null;
  @Field(() => Float, { nullable: true }) maltitolo!: number | null;
  @Field(() => Float, { nullable: true }) sorbitolo!: number | null;
  @Field(() => Float, { nullable: true }) trealosio!: number | null;
  @Field(() => Float, { nullable: true }) inulina!: number | null;
  @Field(() => Float, { nullable: true }) polidestrosio!: number | null;
  @Field(() => Float, { nullable: true }) sucralosio!: number | null;
  @Field(() => Float, { nullable: true }) glicosidiSteviolo!: number | null;
  @Field(() => Float, { description: 'Derivato dallo spettro degli zuccheri' }) pac!: number;
  @Field(() => Float, { description: 'Derivato dallo spettro degli zuccheri' }) pod!: number;
}
