import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput, v, zodArg } from '../../common/validation.js';
import { Allow, Authenticated } from '../../graphql/access.js';
import { inventarioSchema, rettificaSchema, scadenzeQuerySchema, scortaSchema, type InventarioInput, type RettificaInput, type ScortaInput } from './giacenze.schema.js';
import { getGiacenze, getScadenze, impostaScorta, registraRettifica } from './giacenze.service.js';
import { GiacenzaType, InventarioInputType, InventarioType, RettificaInputType, RettificaType, ScadenzeType, ScortaInputType } from './giacenze.types.js';
import { registraInventario } from './inventario.service.js';
import { richiamoQuerySchema } from './richiamo.schema.js';
import { getRichiamo } from './richiamo.service.js';
import { RichiamoType } from './richiamo.types.js';
import { inviaOrdineFornitore } from './ordine-fornitore.service.js';
import { getOrdiniSuggeriti } from './riordino.service.js';
import { OrdineSuggeritoType } from './riordino.types.js';

/** Stock, adjustments, expiry warnings and the recall report (issue 30): the REST routes' twins. */
@Resolver()
export class MagazzinoResolver {
  @Authenticated()
  @Query(() => [GiacenzaType], { description: 'Giacenze degli ingredienti e dei loro lotti (quantità, nessun prezzo)' })
  giacenze(@Ctx() ctx: RequestContext): Promise<GiacenzaType[]> {
    return getGiacenze(ctx);
  }

  @Allow('admin', 'manager')
  @Query(() => ScadenzeType, { description: 'Lotti in giacenza che scadono entro N giorni (predefinito: impostazione giorni_preavviso_scadenza, altrimenti 7)' })
  lottiInScadenza(@Ctx() ctx: RequestContext, @Arg('giorni', () => Int, { nullable: true }) giorni?: number | null): Promise<ScadenzeType> {
    return getScadenze(ctx, parseInput(scadenzeQuerySchema, { giorni: giorni ?? undefined }));
  }

  @Authenticated()
  @Query(() => RichiamoType, { description: 'Rapporto di richiamo di un lotto di ingrediente: fornitore e ricevimento, ogni produzione che lo ha usato' })
  richiamoLotto(@Ctx() ctx: RequestContext, @Arg('ingredienteId', () => Int) ingredienteId: number, @Arg('lotto', () => String) lotto: string): Promise<RichiamoType> {
    return getRichiamo(ctx, parseInput(richiamoQuerySchema, { ingredienteId, lotto }));
  }

  @Allow('admin', 'manager')
  @Query(() => [OrdineSuggeritoType], { description: 'Ordini suggeriti per fornitore: scorta minima + fabbisogno dei prossimi 7 giorni − giacenza (con i prezzi: admin e manager)' })
  ordiniSuggeriti(@Ctx() ctx: RequestContext): Promise<OrdineSuggeritoType[]> {
    return getOrdiniSuggeriti(ctx);
  }

  @Allow('admin', 'manager')
  @Mutation(() => RettificaType, { description: "Rettifica di magazzino (all'inventario: contato − giacenza) con il motivo" })
  registraRettifica(@Arg('input', () => RettificaInputType, zodArg(rettificaSchema)) input: RettificaInput, @Ctx() ctx: RequestContext): Promise<RettificaType> {
    return registraRettifica(ctx, input);
  }

  @Allow('admin', 'manager')
  @Mutation(() => InventarioType, { description: "Inventario salvato tutto insieme: ogni differenza contato − giacenza diventa una rettifica; se una giacenza è cambiata durante il conteggio, nessuna" })
  registraInventario(@Arg('input', () => InventarioInputType, zodArg(inventarioSchema)) input: InventarioInput, @Ctx() ctx: RequestContext): Promise<InventarioType> {
    return registraInventario(ctx, input);
  }

  @Allow('admin', 'manager')
  @Mutation(() => GiacenzaType, { description: "Scorta minima e ubicazione di un ingrediente; restituisce la sua giacenza" })
  impostaScorta(
    @Ctx() ctx: RequestContext,
    @Arg('ingredienteId', () => Int) ingredienteId: number,
    @Arg('input', () => ScortaInputType, zodArg(scortaSchema)) input: ScortaInput,
  ): Promise<GiacenzaType> {
    return impostaScorta(ctx, parseInput(v.id, ingredienteId), input);
  }

  @Allow('admin', 'manager')
  @Mutation(() => Boolean, {
    description: "Invia per email al fornitore il suo ordine di acquisto (PDF allegato), accodato nel registro email; errore se il fornitore non ha un indirizzo email o non c'è niente da ordinare",
  })
  async inviaOrdineFornitore(@Ctx() ctx: RequestContext, @Arg('fornitoreId', () => Int) fornitoreId: number): Promise<boolean> {
    return (await inviaOrdineFornitore(ctx, parseInput(v.id, fornitoreId))).success;
  }
}
