import { Arg, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput, v, zodArg } from '../../common/validation.js';
import { Allow, Authenticated } from '../../graphql/access.js';
import { aumentaCategoria, eliminaPrezzo, getListino, impostaPrezzo, prezzoPredefinito } from './listino.service.js';
import { eliminaPorzioneSchema, impostaPorzioneSchema, porzioniQuerySchema, type ImpostaPorzione } from './porzioni.schema.js';
import { eliminaPorzione, getPorzioni, impostaPorzione } from './porzioni.service.js';
import { PorzioneInput, PorzioneType, TipoPorzione } from './porzioni.types.js';
import {
  aumentoSchema,
  caricoSchema,
  chiusuraSchema,
  eliminaPrezzoSchema,
  giornoSchema,
  modificaCaricoSchema,
  modificaScartoSchema,
  periodoSchema,
  prezzoSchema,
  scartoSchema,
  type AumentoInput,
  type CaricoInput,
  type ChiusuraInput,
  type ModificaCarico,
  type ModificaScarto,
  type PrezzoInput,
  type ScartoInput,
} from './vetrina.schema.js';
import {
  eliminaCarico,
  eliminaScarto,
  getRiepilogo,
  getSuggerimento,
  getVetrinaGiorno,
  modificaCarico,
  modificaScarto,
  registraCarico,
  registraChiusura,
  correggiChiusura,
  registraScarto,
} from './vetrina.service.js';
import {
  AumentoListinoInput,
  CaricoVetrinaInput,
  CaricoVetrinaType,
  ChiusuraVetrinaInput,
  ModificaCaricoVetrinaInput,
  ModificaScartoVetrinaInput,
  PrezzoListinoInput,
  RiepilogoVetrinaGustoType,
  ScartoVetrinaInput,
  ScartoVetrinaType,
  SuggerimentoProduzioneType,
  VetrinaGiornoType,
  VoceListinoType,
} from './vetrina.types.js';

const IDEMPOTENZA = 'Chiave di idempotenza (1-255 caratteri stampabili): la stessa chiave entro 24 ore restituisce la prima risposta senza registrare di nuovo (code offline)';
const PUNTO = { nullable: true, description: "Punto vendita; per un operatore il suo (predefinito)" } as const;

@Resolver()
export class VetrinaResolver {
  @Allow('admin', 'manager')
  @Query(() => [VoceListinoType], { description: 'Listino prezzi al kg (admin e manager)' })
  listino(@Ctx() ctx: RequestContext): Promise<VoceListinoType[]> {
    return getListino(ctx);
  }

  @Allow('admin')
  @Mutation(() => VoceListinoType, { description: 'Imposta il prezzo al kg di un gusto, generale o di un punto vendita (admin)' })
  impostaPrezzoListino(@Arg('input', () => PrezzoListinoInput, zodArg(prezzoSchema)) input: PrezzoInput, @Ctx() ctx: RequestContext): Promise<VoceListinoType> {
    return impostaPrezzo(ctx, input);
  }

  @Allow('admin', 'manager')
  @Query(() => Float, { description: 'Prezzo al kg predefinito (configurazione prezzo_vendita_kg) dei gusti senza prezzo nel listino' })
  prezzoListinoPredefinito(@Ctx() ctx: RequestContext): Promise<number> {
    return prezzoPredefinito(ctx);
  }

  @Allow('admin')
  @Mutation(() => VoceListinoType, { description: 'Rimuove un prezzo del listino (generale se puntoVenditaId è vuoto)' })
  eliminaPrezzoListino(
    @Ctx() ctx: RequestContext,
    @Arg('gustoId', () => Int) gustoId: number,
    @Arg('puntoVenditaId', () => Int, { nullable: true }) puntoVenditaId?: number | null,
  ): Promise<VoceListinoType> {
    return eliminaPrezzo(ctx, parseInput(eliminaPrezzoSchema, { gustoId, puntoVenditaId }));
  }

  @Allow('admin')
  @Mutation(() => [VoceListinoType], { description: 'Variazione percentuale dei prezzi di una categoria; restituisce il listino' })
  aumentaListino(@Arg('input', () => AumentoListinoInput, zodArg(aumentoSchema)) input: AumentoInput, @Ctx() ctx: RequestContext): Promise<VoceListinoType[]> {
    return aumentaCategoria(ctx, input);
  }

  @Allow('admin', 'manager')
  @Query(() => [PorzioneType], { description: 'Porzioni (grammi e prezzo) di un punto vendita, o di tutti (admin e manager)' })
  porzioni(@Ctx() ctx: RequestContext, @Arg('puntoVenditaId', () => Int, { nullable: true }) puntoVenditaId?: number | null): Promise<PorzioneType[]> {
    return getPorzioni(ctx, parseInput(porzioniQuerySchema, { puntoVenditaId }));
  }

  @Allow('admin')
  @Mutation(() => PorzioneType, { description: 'Imposta grammi e prezzo di una porzione di un punto vendita (admin)' })
  impostaPorzione(@Arg('input', () => PorzioneInput, zodArg(impostaPorzioneSchema)) input: ImpostaPorzione, @Ctx() ctx: RequestContext): Promise<PorzioneType> {
    return impostaPorzione(ctx, input);
  }

  @Allow('admin')
  @Mutation(() => PorzioneType, { description: 'Rimuove una porzione di un punto vendita (admin)' })
  eliminaPorzione(
    @Ctx() ctx: RequestContext,
    @Arg('puntoVenditaId', () => Int) puntoVenditaId: number,
    @Arg('tipo', () => TipoPorzione) tipo: TipoPorzione,
  ): Promise<PorzioneType> {
    return eliminaPorzione(ctx, parseInput(eliminaPorzioneSchema, { puntoVenditaId, tipo }));
  }

  @Authenticated()
  @Query(() => VetrinaGiornoType, { description: 'La vetrina di un punto vendita in un giorno (un operatore vede solo il suo punto vendita)' })
  vetrina(
    @Ctx() ctx: RequestContext,
    @Arg('data', () => String, { nullable: true, description: 'yyyy-MM-dd' }) data?: string | null,
    @Arg('puntoVenditaId', () => Int, PUNTO) puntoVenditaId?: number | null,
  ): Promise<VetrinaGiornoType> {
    return getVetrinaGiorno(ctx, parseInput(giornoSchema, { data, puntoVenditaId }));
  }

  @Authenticated()
  @Query(() => [RiepilogoVetrinaGustoType], {
    description: 'Per gusto nel periodo: kg caricati, venduti, scarto, sell-through e scarto %; ricavo, costo e margine solo per admin e manager',
  })
  riepilogoVetrina(
    @Ctx() ctx: RequestContext,
    @Arg('dal', () => String, { nullable: true, description: 'yyyy-MM-dd, incluso' }) dal?: string | null,
    @Arg('al', () => String, { nullable: true, description: 'yyyy-MM-dd, incluso' }) al?: string | null,
    @Arg('puntoVenditaId', () => Int, { nullable: true, description: 'Vuoto = tutti (admin e manager); per un operatore il suo' })
    puntoVenditaId?: number | null,
  ): Promise<RiepilogoVetrinaGustoType[]> {
    return getRiepilogo(ctx, parseInput(periodoSchema, { dal, al, puntoVenditaId }));
  }

  @Authenticated()
  @Query(() => [SuggerimentoProduzioneType], { description: 'Produzione suggerita per gusto in un giorno e punto vendita' })
  suggerimentoProduzione(
    @Ctx() ctx: RequestContext,
    @Arg('data', () => String, { nullable: true, description: 'yyyy-MM-dd' }) data?: string | null,
    @Arg('puntoVenditaId', () => Int, PUNTO) puntoVenditaId?: number | null,
  ): Promise<SuggerimentoProduzioneType[]> {
    return getSuggerimento(ctx, parseInput(giornoSchema, { data, puntoVenditaId }));
  }

  @Authenticated()
  @Mutation(() => CaricoVetrinaType, { description: 'Carica una vaschetta in vetrina (un operatore solo nel suo punto vendita)' })
  caricaVaschetta(
    @Arg('input', () => CaricoVetrinaInput, zodArg(caricoSchema)) input: CaricoInput,
    @Ctx() ctx: RequestContext,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENZA }) idempotencyKey?: string | null,
  ): Promise<CaricoVetrinaType> {
    return registraCarico(ctx, input, idempotencyKey);
  }

  @Authenticated()
  @Mutation(() => CaricoVetrinaType, { description: 'Pesata di chiusura di una vaschetta (una sola volta)' })
  chiudiVaschetta(
    @Arg('input', () => ChiusuraVetrinaInput, zodArg(chiusuraSchema)) input: ChiusuraInput,
    @Ctx() ctx: RequestContext,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENZA }) idempotencyKey?: string | null,
  ): Promise<CaricoVetrinaType> {
    return registraChiusura(ctx, input, idempotencyKey);
  }

  @Allow('admin', 'manager')
  @Mutation(() => CaricoVetrinaType, { description: 'Corregge una pesata di chiusura già registrata (admin, manager)' })
  correggiChiusuraVaschetta(
    @Arg('input', () => ChiusuraVetrinaInput, zodArg(chiusuraSchema)) input: ChiusuraInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CaricoVetrinaType> {
    return correggiChiusura(ctx, input);
  }

  @Authenticated()
  @Mutation(() => ScartoVetrinaType, { description: 'Registra uno scarto della vetrina (un operatore solo nel suo punto vendita)' })
  registraScarto(
    @Arg('input', () => ScartoVetrinaInput, zodArg(scartoSchema)) input: ScartoInput,
    @Ctx() ctx: RequestContext,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENZA }) idempotencyKey?: string | null,
  ): Promise<ScartoVetrinaType> {
    return registraScarto(ctx, input, idempotencyKey);
  }

  @Allow('admin', 'manager')
  @Mutation(() => CaricoVetrinaType, { description: 'Modifica kg e pesata di una vaschetta (kgRimasti null la riapre)' })
  modificaCaricoVetrina(
    @Arg('id', () => Int, zodArg(v.id)) id: number,
    @Arg('input', () => ModificaCaricoVetrinaInput, zodArg(modificaCaricoSchema)) input: ModificaCarico,
    @Ctx() ctx: RequestContext,
  ): Promise<CaricoVetrinaType> {
    return modificaCarico(ctx, id, input);
  }

  @Allow('admin', 'manager')
  @Mutation(() => Int, { description: "Elimina una vaschetta e restituisce l'id" })
  eliminaCaricoVetrina(@Arg('id', () => Int, zodArg(v.id)) id: number, @Ctx() ctx: RequestContext): Promise<number> {
    return eliminaCarico(ctx, id);
  }

  @Allow('admin', 'manager')
  @Mutation(() => ScartoVetrinaType, { description: 'Modifica kg e motivo di uno scarto' })
  modificaScartoVetrina(
    @Arg('id', () => Int, zodArg(v.id)) id: number,
    @Arg('input', () => ModificaScartoVetrinaInput, zodArg(modificaScartoSchema)) input: ModificaScarto,
    @Ctx() ctx: RequestContext,
  ): Promise<ScartoVetrinaType> {
    return modificaScarto(ctx, id, input);
  }

  @Allow('admin', 'manager')
  @Mutation(() => Int, { description: "Elimina uno scarto e restituisce l'id" })
  eliminaScartoVetrina(@Arg('id', () => Int, zodArg(v.id)) id: number, @Ctx() ctx: RequestContext): Promise<number> {
    return eliminaScarto(ctx, id);
  }
}
