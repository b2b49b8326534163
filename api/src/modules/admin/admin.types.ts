import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { AdminStatsView } from './admin.service.js';

@ObjectType('AdminStats', {
  description:
    'Statistiche del database (Impostazioni > Database), solo amministratori. Backup e importazione sono solo REST, ' +
    'perché trasferiscono file: GET /api/admin/backup e POST /api/admin/import-backup (multipart, campo backupFile).',
})
export class AdminStatsType implements AdminStatsView {
  @Field(() => Int, { description: 'Utenti (attivi e archiviati)' }) utenti!: number;
  @Field(() => Int) gusti!: number;
  @Field(() => Int) ingredienti!: number;
  @Field(() => Int) puntiVendita!: number;
  @Field(() => Int) categorieGusti!: number;
  @Field(() => Int) allergeni!: number;
  @Field(() => Float, { description: 'kg prodotti in totale' }) produzioneTotale!: number;
  @Field(() => Float, { description: 'kg prodotti negli ultimi 30 giorni (oggi compreso)' }) produzioneUltimoMese!: number;
  @Field(() => Int, { description: 'Numero di produzioni registrate' }) produzioni!: number;
}

@ObjectType('ResetDatabaseResult')
export class ResetDatabaseResultType {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
}
