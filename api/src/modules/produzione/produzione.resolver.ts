import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { campiRichiesti, chiedeUnoDi } from '../../common/selezione.js';
import type { RequestContext } from '../../common/context.js';
import { parseInput, v, zodArg } from '../../common/validation.js';
import { Allow, Authenticated } from '../../graphql/access.js';
import { SoloLettura } from '../../graphql/sola-lettura.js';
import {
  listaProduzioniSchema,
  modificaProduzioneSchema,
  registraProduzioneSchema,
  type ModificaProduzione,
  type RegistraProduzione,
} from './produzione.schema.js';
import { eliminaProduzione, getProduzione, listProduzioni, modificaProduzione, registraProduzione } from './produzione.service.js';
import {
  FiltroProduzioniInput,
  ModificaProduzioneInput,
  OrdinamentoProduzioniInput,
  ProduzioneType,
  ProduzioniPaginaType,
  RegistraProduzioneInput,
} from './produzione.types.js';

/** Fields of a production's line read beyond the flavour's id, name and kg (produzione.service.ts LetturaProduzione). */
const DETTAGLI_RIGA = ['gustoCategoria', 'gustoColore', 'foodCost', 'versioneRicetta'] as const;

@Resolver()
export class ProduzioneResolver {
  @Authenticated()
  @SoloLettura()
  @Query(() => ProduzioniPaginaType, {
    description: 'Storico produzione: filtri, ordinamento (predefinito data decrescente) e pagina (limit 1-100, predefinito 10)',
  })
  produzioni(
    @Ctx() ctx: RequestContext,
    @Arg('filtro', () => FiltroProduzioniInput, { nullable: true }) filtro?: FiltroProduzioniInput | null,
    @Arg('ordinamento', () => OrdinamentoProduzioniInput, { nullable: true }) ordinamento?: OrdinamentoProduzioniInput | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset?: number | null,
  ): Promise<ProduzioniPaginaType> {
    return listProduzioni(ctx, parseInput(listaProduzioniSchema, { ...filtro, sort: ordinamento?.campo, order: ordinamento?.direzione, limit, offset }));
  }

  @Authenticated()
  @SoloLettura()
  @Query(() => ProduzioneType, { description: 'Una produzione' })
  produzione(@Arg('id', () => Int, zodArg(v.id)) id: number, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): Promise<ProduzioneType> {
    const righe = campiRichiesti(info, 'gusti');
    return getProduzione(ctx, id, {
      giornaliero: chiedeUnoDi(info, ['kgTotaleGiornaliero']),
      dettagliRighe: DETTAGLI_RIGA.some((c) => righe.has(c)),
    });
  }

  @Authenticated()
  @Mutation(() => ProduzioneType, { description: "Registra una produzione a nome dell'utente autenticato (tutti i ruoli)" })
  registraProduzione(
    @Arg('input', () => RegistraProduzioneInput, zodArg(registraProduzioneSchema)) input: RegistraProduzione,
    @Ctx() ctx: RequestContext,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description: 'Chiave di idempotenza (1-255 caratteri stampabili): la stessa chiave entro 24 ore restituisce la prima produzione senza registrarne una nuova',
    })
    idempotencyKey?: string | null,
  ): Promise<ProduzioneType> {
    return registraProduzione(ctx, input, idempotencyKey);
  }

  @Allow('admin', 'manager')
  @Mutation(() => ProduzioneType, {
    description: 'Modifica righe e note di una produzione; le righe già presenti mantengono il food cost fotografato',
  })
  async modificaProduzione(
    @Arg('id', () => Int, zodArg(v.id)) id: number,
    @Arg('input', () => ModificaProduzioneInput, zodArg(modificaProduzioneSchema)) input: ModificaProduzione,
    @Ctx() ctx: RequestContext,
  ): Promise<ProduzioneType> {
    await modificaProduzione(ctx, id, input);
    return getProduzione(ctx, id);
  }

  @Allow('admin', 'manager')
  @Mutation(() => Int, { description: "Elimina una produzione e restituisce l'id" })
  eliminaProduzione(@Arg('id', () => Int, zodArg(v.id)) id: number, @Ctx() ctx: RequestContext): Promise<number> {
    return eliminaProduzione(ctx, id);
  }
}
