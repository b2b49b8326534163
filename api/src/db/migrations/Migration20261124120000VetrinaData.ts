import { Migration } from '@mikro-orm/migrations';

/**
 * The Vetrina summary of the whole chain (no sales point) reads whole months from the margin cells
 * and only the days around them from the display-case tables; without an index on the day alone
 * those few days meant a scan of every tray and waste row (4 M trays at chain scale).
 */
export class Migration20261124120000VetrinaData extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "vetrina_carichi_data_index" on "vetrina_carichi" ("data");`);
    this.addSql(`create index "vetrina_scarti_data_index" on "vetrina_scarti" ("data");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "vetrina_carichi_data_index";`);
    this.addSql(`drop index if exists "vetrina_scarti_data_index";`);
  }
}
