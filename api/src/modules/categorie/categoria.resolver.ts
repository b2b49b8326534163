import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { zodArg } from '../../common/validation.js';
import { Allow } from '../../graphql/access.js';
import { SoloLettura } from '../../graphql/sola-lettura.js';
import { AggiornaCategoriaGustoInput, CategoriaGustoInput } from './categoria.inputs.js';
import { aggiornaCategoriaSchema, creaCategoriaSchema, type AggiornaCategoria, type CreaCategoria } from './categoria.schema.js';
import { aggiornaCategoria, creaCategoria, eliminaCategoria, getCategoria, listCategorie } from './categoria.service.js';
import { CategoriaGustoType } from './categoria.types.js';

/** Flavour categories: read by admin and manager (the flavour form), written by the admin only. */
@Resolver()
export class CategoriaGustoResolver {
  @Allow('admin', 'manager')
  @SoloLettura()
  @Query(() => [CategoriaGustoType], { description: 'Categorie di gusti per ordine e nome (solo le attive con soloAttive)' })
  categorieGusti(
    @Arg('soloAttive', () => Boolean, { nullable: true, defaultValue: false }) soloAttive: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<CategoriaGustoType[]> {
    return listCategorie(ctx, { soloAttive });
  }

  @Allow('admin', 'manager')
  @SoloLettura()
  @Query(() => CategoriaGustoType, { description: 'Una categoria di gusti' })
  categoriaGusto(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<CategoriaGustoType> {
    return getCategoria(ctx, id);
  }

  @Allow('admin')
  @Mutation(() => CategoriaGustoType, { description: 'Crea una categoria di gusti' })
  creaCategoriaGusto(@Arg('input', () => CategoriaGustoInput, zodArg(creaCategoriaSchema)) input: CreaCategoria, @Ctx() ctx: RequestContext): Promise<CategoriaGustoType> {
    return creaCategoria(ctx, input);
  }

  @Allow('admin')
  @Mutation(() => CategoriaGustoType, { description: 'Modifica una categoria di gusti (i campi omessi restano invariati)' })
  aggiornaCategoriaGusto(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AggiornaCategoriaGustoInput, zodArg(aggiornaCategoriaSchema)) input: AggiornaCategoria,
    @Ctx() ctx: RequestContext,
  ): Promise<CategoriaGustoType> {
    return aggiornaCategoria(ctx, id, input);
  }

  @Allow('admin')
  @Mutation(() => Int, { description: "Elimina una categoria e restituisce l'id; rifiutato (CONFLICT) se è usata da gusti" })
  eliminaCategoriaGusto(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<number> {
    return eliminaCategoria(ctx, id);
  }
}
