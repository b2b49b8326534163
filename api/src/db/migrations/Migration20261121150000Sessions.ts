import { Migration } from '@mikro-orm/migrations';

/** Sessions can be ended from an instant on (archive, reactivation, password change). */
export class Migration20261121150000Sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "utenti" add column "sessioni_valide_da" timestamptz null;`);
  }
}
