import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type {
  ChecklistView,
  DispositivoView,
  DurezzaGustoView,
  DurezzaVetrinaView,
  FinestraView,
  LetturaMancataView,
  RegistrazioneView,
  RegistroView,
  VerificaView,
  VoceChecklistView,
} from './haccp.schema.js';

// ---- GraphQL inputs (validated with the zod schemas of haccp.schema.ts) ----

const ISTANTE = 'ISO 8601 con fuso (es. 2026-06-01T08:00:00+02:00); predefinito adesso; mai nel futuro';
const CORREGGE = 'La registrazione (dello stesso tipo e punto vendita) che questa corregge';

@InputType('DispositivoHaccpInput', { description: 'Un punto di controllo di un punto vendita' })
export class DispositivoHaccpInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true, description: 'freezer | vetrina | abbattitore | pastorizzatore | cella' }) tipo?: string | null;
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => Float, { nullable: true, description: '°C, -60..150' }) temperaturaMin?: number | null;
  @Field(() => Float, { nullable: true, description: '°C, -60..150' }) temperaturaMax?: number | null;
  @Field(() => String, { nullable: true, description: 'Codice del sensore (unico)' }) codice?: string | null;
  @Field(() => Int, { nullable: true, description: 'Ore tra due letture (predefinito 4)' }) frequenzaOre?: number | null;
  @Field(() => Int, { nullable: true, description: 'Solo pastorizzatore: secondi di mantenimento del programma (predefinito 15)' }) mantenimentoMinimoS?: number | null;
}

@InputType('LetturaHaccpInput', { description: 'Una lettura di temperatura fatta da una persona' })
export class LetturaHaccpInput {
  @Field(() => Int, { nullable: true }) dispositivoId?: number | null;
  @Field(() => Float, { nullable: true, description: '°C' }) temperatura?: number | null;
  @Field(() => String, { nullable: true, description: 'Obbligatoria fuori dai limiti' }) azioneCorrettiva?: string | null;
  @Field(() => String, { nullable: true, description: ISTANTE }) misurataIl?: string | null;
  @Field(() => Int, { nullable: true, description: CORREGGE }) correggeId?: number | null;
}

@InputType('LetturaSensoreInput', { description: 'Una lettura di un sensore' })
export class LetturaSensoreInput {
  @Field(() => String, { nullable: true }) codice?: string | null;
  @Field(() => Float, { nullable: true }) temperatura?: number | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601 con fuso' }) misurataIl?: string | null;
}

@InputType('PastorizzazioneInput', { description: 'Un ciclo di pastorizzazione di una base o di un gusto' })
export class PastorizzazioneInput {
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => String, { nullable: true, description: 'base | gusto' }) prodotto?: string | null;
  @Field(() => Int, { nullable: true }) gustoId?: number | null;
  @Field(() => String, { nullable: true, description: 'Nome della base' }) descrizione?: string | null;
  @Field(() => Float, { nullable: true }) temperaturaRaggiunta?: number | null;
  @Field(() => Float, { nullable: true, description: 'Minuti (0,25 = 15 s)' }) minutiMantenimento?: number | null;
  @Field(() => Int, { nullable: true }) dispositivoId?: number | null;
  @Field(() => String, { nullable: true }) lotto?: string | null;
  @Field(() => String, { nullable: true }) azioneCorrettiva?: string | null;
  @Field(() => String, { nullable: true, description: ISTANTE }) misurataIl?: string | null;
  @Field(() => Int, { nullable: true, description: CORREGGE }) correggeId?: number | null;
}

@InputType('AbbattimentoInput', { description: 'Un ciclo di abbattimento' })
export class AbbattimentoInput {
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => String, { nullable: true }) prodotto?: string | null;
  @Field(() => Float, { nullable: true }) temperaturaIniziale?: number | null;
  @Field(() => Float, { nullable: true }) temperaturaFinale?: number | null;
  @Field(() => Float, { nullable: true }) minuti?: number | null;
  @Field(() => Int, { nullable: true }) dispositivoId?: number | null;
  @Field(() => String, { nullable: true }) lotto?: string | null;
  @Field(() => String, { nullable: true }) azioneCorrettiva?: string | null;
  @Field(() => String, { nullable: true, description: ISTANTE }) misurataIl?: string | null;
  @Field(() => Int, { nullable: true, description: CORREGGE }) correggeId?: number | null;
}

@InputType('PuliziaInput', { description: 'Una pulizia: area e prodotto usato' })
export class PuliziaInput {
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => String, { nullable: true }) area?: string | null;
  @Field(() => String, { nullable: true }) prodotto?: string | null;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => String, { nullable: true, description: ISTANTE }) misurataIl?: string | null;
  @Field(() => Int, { nullable: true, description: CORREGGE }) correggeId?: number | null;
}

@InputType('ControlloMerciInput', { description: 'Un controllo della merce in arrivo' })
export class ControlloMerciInput {
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => String, { nullable: true }) fornitore?: string | null;
  @Field(() => String, { nullable: true }) prodotto?: string | null;
  @Field(() => String, { nullable: true }) lotto?: string | null;
  @Field(() => Float, { nullable: true }) temperatura?: number | null;
  @Field(() => Boolean, { nullable: true }) conforme?: boolean | null;
  @Field(() => String, { nullable: true }) azioneCorrettiva?: string | null;
  @Field(() => String, { nullable: true, description: ISTANTE }) misurataIl?: string | null;
  @Field(() => Int, { nullable: true, description: CORREGGE }) correggeId?: number | null;
}

// ---- GraphQL object types ----

@ObjectType('DispositivoHaccp', { description: 'Un punto di controllo HACCP di un punto vendita, con i suoi limiti' })
export class DispositivoHaccpType implements DispositivoView {
  @Field(() => Int) id!: number;
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String) puntoVenditaNome!: string;
  @Field(() => String) nome!: string;
  @Field(() => String, { description: 'freezer | vetrina | abbattitore | pastorizzatore | cella' }) tipo!: DispositivoView['tipo'];
  @Field(() => Float) temperaturaMin!: number;
  @Field(() => Float) temperaturaMax!: number;
  @Field(() => String, { nullable: true }) codice!: string | null;
  @Field(() => Int) frequenzaOre!: number;
  @Field(() => Int, { nullable: true }) mantenimentoMinimoS!: number | null;
  @Field(() => Boolean) attivo!: boolean;
}

@ObjectType('RegistrazioneHaccp', { description: 'Una registrazione HACCP (immodificabile, concatenata per punto vendita)' })
export class RegistrazioneHaccpType implements RegistrazioneView {
  @Field(() => Int) id!: number;
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => Int, { description: 'Posizione nella catena del punto vendita' }) seq!: number;
  @Field(() => String, { description: 'lettura | pastorizzazione | abbattimento | pulizia | controllo_merci | azione_correttiva' }) tipo!: RegistrazioneView['tipo'];
  @Field(() => Int, { nullable: true }) dispositivoId!: number | null;
  @Field(() => String, { nullable: true }) dispositivoNome!: string | null;
  @Field(() => String, { description: 'manuale | sensore' }) fonte!: RegistrazioneView['fonte'];
  @Field(() => Date) misurataIl!: Date;
  @Field(() => Date) registrataIl!: Date;
  @Field(() => Int) utenteId!: number;
  @Field(() => String) firmatoDa!: string;
  @Field(() => Float, { nullable: true }) temperatura!: number | null;
  @Field(() => String) descrizione!: string;
  @Field(() => GraphQLJSONObject) dati!: Record<string, unknown>;
  @Field(() => Boolean) fuoriLimiti!: boolean;
  @Field(() => String, { nullable: true }) azioneCorrettiva!: string | null;
  @Field(() => Int, { nullable: true }) correggeId!: number | null;
  @Field(() => Int, { nullable: true }) chiudeId!: number | null;
  @Field(() => Int, { nullable: true, description: "Un allarme: la registrazione dell'azione correttiva che lo ha chiuso" }) chiusaDa!: number | null;
  @Field(() => String) hash!: string;
  @Field(() => String) hashPrecedente!: string;
}

@ObjectType('VerificaCatenaHaccp', { description: 'La verifica della catena di un punto vendita' })
export class VerificaCatenaHaccpType implements VerificaView {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String) puntoVenditaNome!: string;
  @Field(() => Int) registrazioni!: number;
  @Field(() => Boolean) integra!: boolean;
  @Field(() => Int, { nullable: true }) primaRottaId!: number | null;
  @Field(() => Int, { nullable: true }) primaRottaSeq!: number | null;
  @Field(() => String, { nullable: true }) motivo!: string | null;
}

@ObjectType('RegistroHaccp', { description: 'Il registro mensile di un punto vendita' })
export class RegistroHaccpType implements RegistroView {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String) puntoVenditaNome!: string;
  @Field(() => String, { description: 'yyyy-MM' }) mese!: string;
  @Field(() => [DispositivoHaccpType]) dispositivi!: DispositivoHaccpType[];
  @Field(() => [RegistrazioneHaccpType]) registrazioni!: RegistrazioneHaccpType[];
  @Field(() => Int) fuoriLimiti!: number;
  @Field(() => Int) allarmiAperti!: number;
  @Field(() => VerificaCatenaHaccpType) verifica!: VerificaCatenaHaccpType;
}

@ObjectType('FinestraLetturaHaccp', { description: 'Una finestra della frequenza di un dispositivo nel giorno' })
export class FinestraLetturaHaccpType implements FinestraView {
  @Field(() => Date) inizio!: Date;
  @Field(() => Date) fine!: Date;
  @Field(() => String, { description: 'registrata | mancata | da_fare | futura' }) stato!: FinestraView['stato'];
  @Field(() => Int, { nullable: true }) letturaId!: number | null;
  @Field(() => Float, { nullable: true }) temperatura!: number | null;
  @Field(() => Boolean) fuoriLimiti!: boolean;
}

@ObjectType('VoceChecklistHaccp', { description: 'Le letture del giorno di un dispositivo' })
export class VoceChecklistHaccpType implements VoceChecklistView {
  @Field(() => DispositivoHaccpType) dispositivo!: DispositivoHaccpType;
  @Field(() => [FinestraLetturaHaccpType]) finestre!: FinestraLetturaHaccpType[];
  @Field(() => Int) dovute!: number;
  @Field(() => Int) registrate!: number;
  @Field(() => Int) mancate!: number;
  @Field(() => Boolean, { description: 'Una lettura è attesa adesso' }) daFare!: boolean;
}

@ObjectType('ChecklistHaccp', { description: 'Le letture del giorno di un punto vendita e gli allarmi aperti' })
export class ChecklistHaccpType implements ChecklistView {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String) puntoVenditaNome!: string;
  @Field(() => String) data!: string;
  @Field(() => [VoceChecklistHaccpType]) voci!: VoceChecklistHaccpType[];
  @Field(() => [RegistrazioneHaccpType]) allarmi!: RegistrazioneHaccpType[];
}

@ObjectType('LetturaMancataHaccp', { description: 'Una lettura non fatta nella sua finestra' })
export class LetturaMancataHaccpType implements LetturaMancataView {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String) puntoVenditaNome!: string;
  @Field(() => Int) dispositivoId!: number;
  @Field(() => String) dispositivoNome!: string;
  @Field(() => Date) inizio!: Date;
  @Field(() => Date) fine!: Date;
}

@ObjectType('DurezzaGustoVetrinaMisurata', { description: 'Un gusto in vetrina alla temperatura misurata' })
export class DurezzaGustoVetrinaType implements DurezzaGustoView {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) nome!: string;
  @Field(() => Float) temperaturaServizio!: number;
  @Field(() => Float, { nullable: true }) intervalloMin!: number | null;
  @Field(() => Float, { nullable: true }) intervalloMax!: number | null;
  @Field(() => String, { description: 'ok | troppo_morbido | troppo_duro | senza_profilo' }) stato!: DurezzaGustoView['stato'];
}

@ObjectType('DurezzaVetrinaMisurata', { description: 'La temperatura misurata della vetrina e la durezza dei gusti caricati' })
export class DurezzaVetrinaType implements DurezzaVetrinaView {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String) data!: string;
  @Field(() => Float) temperaturaConfigurata!: number;
  @Field(() => Float, { nullable: true, description: 'Media delle letture delle vetrine nelle ultime 72 ore' }) temperaturaMisurata!: number | null;
  @Field(() => Int) letture!: number;
  @Field(() => Float) temperaturaUsata!: number;
  @Field(() => [DurezzaGustoVetrinaType]) gusti!: DurezzaGustoVetrinaType[];
}
