import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput } from '../../common/validation.js';
import { Allow } from '../../graphql/access.js';
import { resetSchema } from './admin.contract.js';
import { adminStats, resetDatabase } from './admin.service.js';
import { AdminStatsType, ResetDatabaseResultType } from './admin.types.js';

/** Admin database tools. Backup download and import are REST only (file transfer). */
@Resolver()
export class AdminResolver {
  @Allow('admin')
  @Query(() => AdminStatsType, {
    description: 'Statistiche del database. Backup e importazione: solo REST (GET /api/admin/backup, POST /api/admin/import-backup).',
  })
  adminStats(@Ctx() ctx: RequestContext): Promise<AdminStatsType> {
    return adminStats(ctx);
  }

  @Allow('admin')
  @Mutation(() => ResetDatabaseResultType, {
    description:
      "Cancella tutti i dati tranne l'amministratore corrente, i 14 allergeni di base e la configurazione predefinita. " +
      'Richiede la password dell’amministratore; i tentativi errati sono limitati.',
  })
  resetDatabase(@Arg('password', () => String) password: string, @Ctx() ctx: RequestContext): Promise<ResetDatabaseResultType> {
    return resetDatabase(ctx, parseInput(resetSchema, { password }));
  }
}
