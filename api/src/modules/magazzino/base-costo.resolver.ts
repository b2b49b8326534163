import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { Allow } from '../../graphql/access.js';
import { BASI_COSTO, CHIAVE_BASE_COSTO, type BaseCosto } from './base-costo.js';
import { BaseCostoEnum } from './base-costo.types.js';

/** The default cost basis, for the switches of the pages that show costs (the entry itself is admin's). */
@Resolver()
export class BaseCostoResolver {
  @Allow('admin', 'manager')
  @Query(() => BaseCostoEnum, { description: "Base del food cost predefinita (impostazione 'base_costo'; ultimo_prezzo se assente)" })
  async baseCostoPredefinita(@Ctx() ctx: RequestContext): Promise<BaseCosto> {
    const [row] = await ctx.em.execute<{ valore: string | null }[]>('select valore from configurazioni where chiave = ?', [CHIAVE_BASE_COSTO]);
    return (BASI_COSTO as readonly string[]).includes(row?.valore ?? '') ? (row!.valore as BaseCosto) : 'ultimo_prezzo';
  }
}
