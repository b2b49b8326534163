import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import { parseInput, v, zodArg } from '../../common/validation.js';
import { Allow, Authenticated } from '../../graphql/access.js';
import { FATTURA_MAX_BYTE, MSG_FILE_FATTURA } from './fattura-file.js';
import { importaFattura } from './fattura.service.js';
import { prezziIngrediente } from './prezzi.service.js';
import { creaRicevimentoSchema, ricevimentiQuerySchema, type CreaRicevimento } from './ricevimento.schema.js';
import { creaRicevimento, getRicevimento, listRicevimenti } from './ricevimento.service.js';
import { BozzaRicevimentoType, PrezziIngredienteType, RicevimentoInput, RicevimentoType } from './ricevimento.types.js';

@Resolver()
export class RicevimentoResolver {
  @Authenticated()
  @Query(() => [RicevimentoType], { description: 'Ricevimenti merce, dal più recente (prezzi solo per admin e manager)' })
  ricevimenti(
    @Ctx() ctx: RequestContext,
    @Arg('fornitoreId', () => Int, { nullable: true }) fornitoreId?: number | null,
    @Arg('ingredienteId', () => Int, { nullable: true }) ingredienteId?: number | null,
    @Arg('dal', () => String, { nullable: true }) dal?: string | null,
    @Arg('al', () => String, { nullable: true }) al?: string | null,
    @Arg('limite', () => Int, { nullable: true }) limite?: number | null,
  ): Promise<RicevimentoType[]> {
    const q = parseInput(ricevimentiQuerySchema, { fornitoreId: fornitoreId ?? undefined, ingredienteId: ingredienteId ?? undefined, dal: dal ?? undefined, al: al ?? undefined, limite: limite ?? undefined });
    return listRicevimenti(ctx, q);
  }

  @Authenticated()
  @Query(() => RicevimentoType, { description: 'Un ricevimento con le sue righe' })
  ricevimento(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<RicevimentoType> {
    return getRicevimento(ctx, parseInput(v.id, id));
  }

  @Allow('admin', 'manager')
  @Mutation(() => RicevimentoType, { description: 'Registra un ricevimento merce o conferma la bozza di una fattura (ricorda gli abbinamenti delle righe)' })
  registraRicevimento(@Arg('input', () => RicevimentoInput, zodArg(creaRicevimentoSchema)) input: CreaRicevimento, @Ctx() ctx: RequestContext): Promise<RicevimentoType> {
    return creaRicevimento(ctx, input);
  }

  @Allow('admin', 'manager')
  @Mutation(() => [BozzaRicevimentoType], {
    description: 'Importa una fattura elettronica (.xml, .xml.p7m o .zip, in base64, massimo 5 MB) nelle bozze di ricevimento (una per documento)',
  })
  importaFattura(
    @Ctx() ctx: RequestContext,
    @Arg('nomeFile', () => String) nomeFile: string,
    @Arg('contenutoBase64', () => String) contenutoBase64: string,
  ): Promise<BozzaRicevimentoType[]> {
    if (contenutoBase64.length > Math.ceil(FATTURA_MAX_BYTE / 3) * 4 + 4) throw badInput(MSG_FILE_FATTURA.troppoGrande);
    return importaFattura(ctx, nomeFile.slice(0, 255), Buffer.from(contenutoBase64, 'base64'));
  }

  @Allow('admin', 'manager')
  @Query(() => PrezziIngredienteType, { description: 'Storico dei prezzi di un ingrediente e prezzo medio ponderato (admin e manager)' })
  prezziIngrediente(@Ctx() ctx: RequestContext, @Arg('ingredienteId', () => Int) ingredienteId: number): Promise<PrezziIngredienteType> {
    return prezziIngrediente(ctx, parseInput(v.id, ingredienteId));
  }
}
