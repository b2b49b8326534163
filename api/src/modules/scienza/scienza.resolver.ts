import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { zodArg } from '../../common/validation.js';
import { Allow } from '../../graphql/access.js';
import { MSG_GUSTO } from '../gusti/gusto.schema.js';
import { CategoriaGustoType } from '../categorie/categoria.types.js';
import { GustoType } from '../gusti/gusto.types.js';
import { aggiornaProfiloSchema, creaProfiloSchema, type AggiornaProfilo, type CreaProfilo } from './profilo.schema.js';
import { aggiornaProfilo, creaProfilo, eliminaProfilo, getProfilo, listProfili } from './profilo.service.js';
import { analisiRicettaSchema, bilanciaSchema, type AnalisiRicettaInputData, type BilanciaInputData } from './scienza.schema.js';
import { AggiornaProfiloBilanciamentoInput, AnalisiRicettaInput, BilanciaRicettaInput, ProfiloBilanciamentoInput } from './scienza.inputs.js';
import { analisiRicetta, bilanciaRicetta, libreriaIngredienti } from './scienza.service.js';
import { AnalisiMiscelaType, IngredienteLibreriaType, ProfiloBilanciamentoType, RisultatoBilanciamentoType } from './scienza.types.js';
import { analisiToGraphql, profiloToGraphql, risultatoToGraphql, voceLibreriaToGraphql } from './scienza.view.js';

/** Gelato science: profiles (read admin + manager, write admin), library, analysis and balancing (admin + manager). */
@Resolver()
export class ScienzaResolver {
  @Allow('admin', 'manager')
  @Query(() => [ProfiloBilanciamentoType], { description: 'Profili di bilanciamento (il predefinito per primo, poi per nome)' })
  async profiliBilanciamento(@Ctx() ctx: RequestContext): Promise<ProfiloBilanciamentoType[]> {
    return (await listProfili(ctx)).map(profiloToGraphql);
  }

  @Allow('admin', 'manager')
  @Query(() => ProfiloBilanciamentoType, { description: 'Un profilo di bilanciamento' })
  async profiloBilanciamento(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<ProfiloBilanciamentoType> {
    return profiloToGraphql(await getProfilo(ctx, id));
  }

  @Allow('admin')
  @Mutation(() => ProfiloBilanciamentoType, { description: 'Crea un profilo di bilanciamento' })
  async creaProfiloBilanciamento(@Arg('input', () => ProfiloBilanciamentoInput, zodArg(creaProfiloSchema)) input: CreaProfilo, @Ctx() ctx: RequestContext): Promise<ProfiloBilanciamentoType> {
    return profiloToGraphql(await creaProfilo(ctx, input));
  }

  @Allow('admin')
  @Mutation(() => ProfiloBilanciamentoType, { description: 'Modifica un profilo di bilanciamento (i campi omessi restano invariati)' })
  async aggiornaProfiloBilanciamento(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AggiornaProfiloBilanciamentoInput, zodArg(aggiornaProfiloSchema)) input: AggiornaProfilo,
    @Ctx() ctx: RequestContext,
  ): Promise<ProfiloBilanciamentoType> {
    return profiloToGraphql(await aggiornaProfilo(ctx, id, input));
  }

  @Allow('admin')
  @Mutation(() => Int, { description: "Elimina un profilo e restituisce l'id; rifiutato (CONFLICT) se è usato o è il predefinito" })
  eliminaProfiloBilanciamento(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<number> {
    return eliminaProfilo(ctx, id);
  }

  @Allow('admin', 'manager')
  @Query(() => [IngredienteLibreriaType], { description: 'Libreria di ingredienti di base con composizione e fonte' })
  libreriaIngredienti(): IngredienteLibreriaType[] {
    return libreriaIngredienti().map(voceLibreriaToGraphql);
  }

  @Allow('admin', 'manager')
  @Query(() => AnalisiMiscelaType, { description: 'Analisi di una ricetta non salvata (anteprima dell’editor)' })
  async analisiRicetta(@Arg('input', () => AnalisiRicettaInput, zodArg(analisiRicettaSchema)) input: AnalisiRicettaInputData, @Ctx() ctx: RequestContext): Promise<AnalisiMiscelaType> {
    return analisiToGraphql(await analisiRicetta(ctx, input));
  }

  @Allow('admin', 'manager')
  @Mutation(() => RisultatoBilanciamentoType, { description: 'Bilancia una ricetta agli obiettivi (HiGHS): non salva nulla, restituisce la proposta' })
  async bilanciaRicetta(@Arg('input', () => BilanciaRicettaInput, zodArg(bilanciaSchema)) input: BilanciaInputData, @Ctx() ctx: RequestContext): Promise<RisultatoBilanciamentoType> {
    return risultatoToGraphql(await bilanciaRicetta(ctx, input));
  }
}

/** Science fields of a flavour: its analysis (it holds costs) and its effective profile. */
@Resolver(() => GustoType)
export class GustoScienzaResolver {
  @Allow('admin', 'manager')
  @FieldResolver(() => AnalisiMiscelaType, { description: 'Analisi scientifica della ricetta (temperatura della vetrina del punto vendita indicato, predefinita -12 °C)' })
  async analisi(
    @Root() gusto: GustoType,
    @Arg('puntoVenditaId', () => Int, { nullable: true }) puntoVenditaId: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<AnalisiMiscelaType> {
    const analisi = await ctx.loaders.analisiGusto.load(`${gusto.id}:${puntoVenditaId ?? ''}`);
    if (!analisi) throw notFound(MSG_GUSTO.nonTrovato);
    return analisiToGraphql(analisi);
  }

  @Allow('admin', 'manager')
  @FieldResolver(() => ProfiloBilanciamentoType, { nullable: true, description: 'Profilo in uso: quello del gusto, altrimenti della categoria, altrimenti il predefinito' })
  async profilo(@Root() gusto: GustoType, @Ctx() ctx: RequestContext): Promise<ProfiloBilanciamentoType | null> {
    const p = await ctx.loaders.profiloBilanciamento.load(gusto.profiloId ?? gusto.categoria.profiloId ?? 0);
    return p ? profiloToGraphql(p) : null;
  }
}

@Resolver(() => CategoriaGustoType)
export class CategoriaScienzaResolver {
  @Allow('admin', 'manager')
  @FieldResolver(() => ProfiloBilanciamentoType, { nullable: true, description: 'Profilo dei suoi gusti (nullo = il predefinito)' })
  async profilo(@Root() categoria: CategoriaGustoType, @Ctx() ctx: RequestContext): Promise<ProfiloBilanciamentoType | null> {
    if (categoria.profiloId === null) return null;
    const p = await ctx.loaders.profiloBilanciamento.load(categoria.profiloId);
    return p ? profiloToGraphql(p) : null;
  }
}
