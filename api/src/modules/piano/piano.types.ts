import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('PianoRiga', { description: 'Un gusto in un punto vendita: previsione, giacenze e vaschette da produrre' })
export class PianoRigaType {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String) puntoVenditaNome!: string;
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
  @Field(() => Float, { description: 'Kg previsti per il giorno e i successivi della durata in vetrina' }) kgPrevisti!: number;
  @Field(() => Float, { nullable: true, description: 'Estremo inferiore dell’intervallo all’80 %' }) kgMin!: number | null;
  @Field(() => Float, { nullable: true, description: 'Estremo superiore dell’intervallo all’80 %' }) kgMax!: number | null;
  @Field(() => Float, { description: 'Kg rimasti in vetrina all’ultima chiusura' }) kgInVetrina!: number;
  @Field(() => Float, { description: 'Kg prodotti e non ancora caricati in vetrina (freezer)' }) kgInFreezer!: number;
  @Field(() => Int, { description: 'Vaschette calcolate dal piano' }) vaschetteProposte!: number;
  @Field(() => Int, { description: 'Vaschette da produrre (proposte o modificate)' }) vaschette!: number;
  @Field(() => Float, { description: 'vaschette × kg per vaschetta' }) kg!: number;
  @Field(() => String, { nullable: true, description: 'Chi ha modificato le vaschette (null = proposta)' }) modificataDa!: string | null;
  @Field(() => Date, { nullable: true }) modificataIl!: Date | null;
}

@ObjectType('PianoCiclo', { description: 'Un ciclo di mantecazione nell’ordine di produzione' })
export class PianoCicloType {
  @Field(() => String) mantecatore!: string;
  @Field(() => Int, { description: 'Posizione nell’ordine di produzione (da 1)' }) ordine!: number;
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
  @Field(() => Float) kg!: number;
  @Field(() => String, { description: 'HH:mm' }) inizio!: string;
  @Field(() => String, { description: 'HH:mm' }) fine!: string;
  @Field(() => Boolean, { description: 'Pulizia del mantecatore prima del ciclo' }) puliziaPrima!: boolean;
  @Field(() => [String], { description: 'Allergeni del gusto (dalla ricetta)' }) allergeni!: string[];
}

@ObjectType('PianoFabbisogno', { description: 'Ingrediente necessario al piano contro la giacenza' })
export class PianoFabbisognoType {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String) nome!: string;
  @Field(() => String) unitaMisura!: string;
  @Field(() => Float) quantita!: number;
  @Field(() => Float, { nullable: true, description: 'Giacenza attuale (null = magazzino non tenuto)' }) giacenza!: number | null;
  @Field(() => Float, { nullable: true, description: 'Quantità mancante da ordinare (null = sufficiente o giacenza ignota)' }) daOrdinare!: number | null;
}

@ObjectType('Piano', { description: 'Piano di produzione di un giorno' })
export class PianoType {
  @Field(() => String, { description: 'yyyy-MM-dd' }) data!: string;
  @Field(() => [PianoRigaType]) righe!: PianoRigaType[];
  @Field(() => [PianoCicloType]) cicli!: PianoCicloType[];
  @Field(() => Int, { description: 'Pulizie del mantecatore necessarie' }) pulizie!: number;
  @Field(() => [PianoFabbisognoType]) fabbisogno!: PianoFabbisognoType[];
  @Field(() => [String], { description: 'Avvisi (cicli fuori orario, ricette mancanti…)' }) avvisi!: string[];
  @Field(() => Boolean) registrato!: boolean;
  @Field(() => [Int], { description: 'Produzioni create dalla registrazione' }) produzioniIds!: number[];
}

@ObjectType('PianoModifica', { description: 'Una modifica delle vaschette di un gusto' })
export class PianoModificaType {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
  @Field(() => Int) vaschettePrima!: number;
  @Field(() => Int) vaschetteDopo!: number;
  @Field(() => String) utente!: string;
  @Field(() => Date) il!: Date;
}

@InputType('PianoRigaInput')
export class PianoRigaInput {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => Int) gustoId!: number;
  @Field(() => Int, { description: '≥ 0' }) vaschette!: number;
}

@ObjectType('MantecatorePiano', { description: 'Un mantecatore del laboratorio' })
export class MantecatorePianoType {
  @Field(() => String) nome!: string;
  @Field(() => Float, { description: 'Kg di miscela per ciclo al massimo' }) capacitaKg!: number;
  @Field(() => Int, { description: 'Minuti di un ciclo' }) minutiCiclo!: number;
}

@ObjectType('GustoSempreEsposto', { description: 'Un gusto che un punto vendita espone sempre (almeno una vaschetta)' })
export class GustoSempreEspostoType {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
}

@ObjectType('ConfigurazionePiano', { description: 'Impostazioni del piano di produzione' })
export class ConfigurazionePianoType {
  @Field(() => [MantecatorePianoType]) mantecatori!: MantecatorePianoType[];
  @Field(() => String, { description: 'Inizio dell’orario di lavoro del laboratorio, HH:mm' }) orarioInizio!: string;
  @Field(() => String, { description: 'Fine dell’orario di lavoro, HH:mm' }) orarioFine!: string;
  @Field(() => Float, { description: 'Kg di gelato in una vaschetta' }) kgPerVaschetta!: number;
  @Field(() => Int, { description: 'Minuti di una pulizia del mantecatore' }) minutiPulizia!: number;
  @Field(() => Int, { description: 'Giorni in vetrina di un gelato (il piano copre il giorno e i successivi)' }) giorniVetrinaGelato!: number;
  @Field(() => Int, { description: 'Giorni in vetrina di un sorbetto' }) giorniVetrinaSorbetto!: number;
  @Field(() => [GustoSempreEspostoType]) gustiSempreEsposti!: GustoSempreEspostoType[];
}

@InputType('MantecatorePianoInput')
export class MantecatorePianoInput {
  @Field(() => String) nome!: string;
  @Field(() => Float) capacitaKg!: number;
  @Field(() => Int) minutiCiclo!: number;
}

@InputType('GustoSempreEspostoInput')
export class GustoSempreEspostoInput {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => Int) gustoId!: number;
}

@InputType('ConfigurazionePianoInput', { description: 'I campi omessi restano invariati; le liste sostituiscono quelle salvate' })
export class ConfigurazionePianoInput {
  @Field(() => [MantecatorePianoInput], { nullable: true, description: 'Almeno uno' }) mantecatori?: MantecatorePianoInput[];
  @Field(() => String, { nullable: true }) orarioInizio?: string;
  @Field(() => String, { nullable: true }) orarioFine?: string;
  @Field(() => Float, { nullable: true }) kgPerVaschetta?: number;
  @Field(() => Int, { nullable: true }) minutiPulizia?: number;
  @Field(() => Int, { nullable: true, description: '1-7' }) giorniVetrinaGelato?: number;
  @Field(() => Int, { nullable: true, description: '1-7' }) giorniVetrinaSorbetto?: number;
  @Field(() => [GustoSempreEspostoInput], { nullable: true }) gustiSempreEsposti?: GustoSempreEspostoInput[];
}
