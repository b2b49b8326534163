import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput, v, zodArg } from '../../common/validation.js';
import { Allow, Authenticated } from '../../graphql/access.js';
import { getChecklist, getLettureMancate } from './haccp.checklist.js';
import { getRegistro } from './haccp.registro.js';
import {
  abbattimentoInputSchema,
  batchInputSchema,
  chiusuraAllarmeSchema,
  controlloMerciInputSchema,
  dispositivoInputSchema,
  giornoQuerySchema,
  letturaInputSchema,
  pastorizzazioneInputSchema,
  puliziaInputSchema,
  puntoQuerySchema,
  registroQuerySchema,
  type AbbattimentoInput as Abbattimento,
  type ControlloMerciInput as ControlloMerci,
  type DispositivoInput,
  type LetturaInput,
  type PastorizzazioneInput as Pastorizzazione,
  type PuliziaInput as Pulizia,
} from './haccp.schema.js';
import {
  chiudiAllarme,
  creaDispositivo,
  getAllarmi,
  getDispositivi,
  getVerifica,
  registraAbbattimento,
  registraBatch,
  registraControlloMerci,
  registraLettura,
  registraPastorizzazione,
  registraPulizia,
} from './haccp.service.js';
import {
  AbbattimentoInput,
  ChecklistHaccpType,
  ControlloMerciInput,
  DispositivoHaccpInput,
  DispositivoHaccpType,
  DurezzaVetrinaType,
  LetturaHaccpInput,
  LetturaMancataHaccpType,
  LetturaSensoreInput,
  PastorizzazioneInput,
  PuliziaInput,
  RegistrazioneHaccpType,
  RegistroHaccpType,
  VerificaCatenaHaccpType,
} from './haccp.types.js';
import { getDurezzaVetrina } from './haccp.vetrina.js';

const IDEMPOTENZA = 'Chiave di idempotenza (1-255 caratteri stampabili): la stessa chiave entro 24 ore restituisce la prima risposta senza registrare di nuovo (code offline)';
const PUNTO = { nullable: true, description: 'Punto vendita; per un operatore il suo (predefinito)' } as const;
const DATA = { nullable: true, description: 'yyyy-MM-dd; predefinito oggi' } as const;

/** The HACCP register on the GraphQL door: the same services and rules as /api/haccp. */
@Resolver()
export class HaccpResolver {
  @Authenticated()
  @Query(() => [DispositivoHaccpType], { description: 'Dispositivi HACCP con i loro limiti (un operatore: del suo punto vendita)' })
  dispositiviHaccp(@Ctx() ctx: RequestContext, @Arg('puntoVenditaId', () => Int, PUNTO) puntoVenditaId?: number | null): Promise<DispositivoHaccpType[]> {
    return getDispositivi(ctx, parseInput(puntoQuerySchema, { puntoVenditaId }));
  }

  @Allow('admin', 'manager')
  @Mutation(() => DispositivoHaccpType, { description: 'Nuovo dispositivo HACCP di un punto vendita (admin, manager)' })
  creaDispositivoHaccp(@Arg('input', () => DispositivoHaccpInput, zodArg(dispositivoInputSchema)) input: DispositivoInput, @Ctx() ctx: RequestContext): Promise<DispositivoHaccpType> {
    return creaDispositivo(ctx, input);
  }

  @Authenticated()
  @Mutation(() => RegistrazioneHaccpType, { description: "Lettura di temperatura; fuori dai limiti chiede l'azione correttiva" })
  registraLetturaHaccp(
    @Arg('input', () => LetturaHaccpInput, zodArg(letturaInputSchema)) input: LetturaInput,
    @Ctx() ctx: RequestContext,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENZA }) idempotencyKey?: string | null,
  ): Promise<RegistrazioneHaccpType> {
    return registraLettura(ctx, input, idempotencyKey);
  }

  @Authenticated()
  @Mutation(() => [RegistrazioneHaccpType], { description: 'Letture dei sensori (al massimo 500, tutte o nessuna); fuori dai limiti aprono un allarme' })
  registraLettureSensori(
    @Arg('letture', () => [LetturaSensoreInput]) letture: LetturaSensoreInput[],
    @Ctx() ctx: RequestContext,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENZA }) idempotencyKey?: string | null,
  ): Promise<RegistrazioneHaccpType[]> {
    return registraBatch(ctx, parseInput(batchInputSchema, { letture: letture.map((l) => ({ ...l })) }), idempotencyKey);
  }

  @Authenticated()
  @Query(() => [RegistrazioneHaccpType], { description: 'Allarmi aperti: letture dei sensori fuori dai limiti senza azione correttiva' })
  allarmiHaccp(@Ctx() ctx: RequestContext, @Arg('puntoVenditaId', () => Int, PUNTO) puntoVenditaId?: number | null): Promise<RegistrazioneHaccpType[]> {
    return getAllarmi(ctx, parseInput(puntoQuerySchema, { puntoVenditaId }));
  }

  @Authenticated()
  @Mutation(() => RegistrazioneHaccpType, { description: "Chiude un allarme con l'azione correttiva (una persona)" })
  chiudiAllarmeHaccp(
    @Arg('id', () => Int, zodArg(v.id)) id: number,
    @Arg('azioneCorrettiva', () => String) azioneCorrettiva: string,
    @Ctx() ctx: RequestContext,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENZA }) idempotencyKey?: string | null,
  ): Promise<RegistrazioneHaccpType> {
    return chiudiAllarme(ctx, id, parseInput(chiusuraAllarmeSchema, { azioneCorrettiva }), idempotencyKey);
  }

  @Authenticated()
  @Mutation(() => RegistrazioneHaccpType, { description: "Ciclo di pastorizzazione; sotto 85 °C / 15 s (o il programma) chiede l'azione correttiva" })
  registraPastorizzazione(
    @Arg('input', () => PastorizzazioneInput, zodArg(pastorizzazioneInputSchema)) input: Pastorizzazione,
    @Ctx() ctx: RequestContext,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENZA }) idempotencyKey?: string | null,
  ): Promise<RegistrazioneHaccpType> {
    return registraPastorizzazione(ctx, input, idempotencyKey);
  }

  @Authenticated()
  @Mutation(() => RegistrazioneHaccpType, { description: 'Ciclo di abbattimento' })
  registraAbbattimento(
    @Arg('input', () => AbbattimentoInput, zodArg(abbattimentoInputSchema)) input: Abbattimento,
    @Ctx() ctx: RequestContext,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENZA }) idempotencyKey?: string | null,
  ): Promise<RegistrazioneHaccpType> {
    return registraAbbattimento(ctx, input, idempotencyKey);
  }

  @Authenticated()
  @Mutation(() => RegistrazioneHaccpType, { description: 'Pulizia: area e prodotto usato' })
  registraPulizia(
    @Arg('input', () => PuliziaInput, zodArg(puliziaInputSchema)) input: Pulizia,
    @Ctx() ctx: RequestContext,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENZA }) idempotencyKey?: string | null,
  ): Promise<RegistrazioneHaccpType> {
    return registraPulizia(ctx, input, idempotencyKey);
  }

  @Authenticated()
  @Mutation(() => RegistrazioneHaccpType, { description: "Controllo merci in arrivo; non conforme chiede l'azione correttiva" })
  registraControlloMerci(
    @Arg('input', () => ControlloMerciInput, zodArg(controlloMerciInputSchema)) input: ControlloMerci,
    @Ctx() ctx: RequestContext,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENZA }) idempotencyKey?: string | null,
  ): Promise<RegistrazioneHaccpType> {
    return registraControlloMerci(ctx, input, idempotencyKey);
  }

  @Authenticated()
  @Query(() => RegistroHaccpType, { description: 'Il registro HACCP mensile di un punto vendita (il PDF: GET /api/haccp/registro?formato=pdf)' })
  registroHaccp(
    @Ctx() ctx: RequestContext,
    @Arg('puntoVenditaId', () => Int) puntoVenditaId: number,
    @Arg('mese', () => String, { description: 'yyyy-MM' }) mese: string,
  ): Promise<RegistroHaccpType> {
    return getRegistro(ctx, parseInput(registroQuerySchema, { puntoVenditaId, mese }));
  }

  @Authenticated()
  @Query(() => [VerificaCatenaHaccpType], { description: 'Verifica della catena di ogni punto vendita (un operatore: il suo)' })
  verificaHaccp(@Ctx() ctx: RequestContext, @Arg('puntoVenditaId', () => Int, PUNTO) puntoVenditaId?: number | null): Promise<VerificaCatenaHaccpType[]> {
    return getVerifica(ctx, parseInput(puntoQuerySchema, { puntoVenditaId }));
  }

  @Authenticated()
  @Query(() => ChecklistHaccpType, { description: 'Le letture del giorno di un punto vendita: dovute, registrate, mancate; e gli allarmi aperti' })
  checklistHaccp(
    @Ctx() ctx: RequestContext,
    @Arg('puntoVenditaId', () => Int, PUNTO) puntoVenditaId?: number | null,
    @Arg('data', () => String, DATA) data?: string | null,
  ): Promise<ChecklistHaccpType> {
    return getChecklist(ctx, parseInput(giornoQuerySchema, { puntoVenditaId, data }));
  }

  @Allow('admin', 'manager')
  @Query(() => [LetturaMancataHaccpType], { description: 'Letture mancate di un giorno per la dashboard (admin, manager)' })
  lettureMancateHaccp(
    @Ctx() ctx: RequestContext,
    @Arg('data', () => String, DATA) data?: string | null,
    @Arg('puntoVenditaId', () => Int, { nullable: true }) puntoVenditaId?: number | null,
  ): Promise<LetturaMancataHaccpType[]> {
    return getLettureMancate(ctx, parseInput(giornoQuerySchema, { puntoVenditaId, data }));
  }

  @Authenticated()
  @Query(() => DurezzaVetrinaType, { description: 'La durezza dei gusti in vetrina alla temperatura misurata (media delle ultime 72 ore)' })
  durezzaVetrinaMisurata(
    @Ctx() ctx: RequestContext,
    @Arg('puntoVenditaId', () => Int, PUNTO) puntoVenditaId?: number | null,
    @Arg('data', () => String, DATA) data?: string | null,
  ): Promise<DurezzaVetrinaType> {
    return getDurezzaVetrina(ctx, parseInput(giornoQuerySchema, { puntoVenditaId, data }));
  }
}
