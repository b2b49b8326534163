import { Migration } from '@mikro-orm/migrations';

/**
 * A flavour's stored food cost per kg (Migration20261123130000Velocita) and a recipe version's food
 * cost (Migration20261123100000Versioni) were numeric(12,4): a recipe whose mass is tiny next to its
 * cost (a line in pieces, which weighs 0, and 1 g of something else) gives a cost per kg of 10^8 or
 * more, and the trigger that keeps the value current then failed the recipe write with "numeric field
 * overflow" (found by admin.test's random data, seed 991665). Derived values must never refuse a
 * write: 24 digits hold any cost the ingredient and quantity columns allow.
 */
export class Migration20261124110000FoodCostAmpio extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "gusti" alter column "food_cost" type numeric(24,4);`);
    this.addSql(`alter table "gusti_versioni" alter column "food_cost" type numeric(24,4);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "gusti_versioni" alter column "food_cost" type numeric(12,4);`);
    this.addSql(`alter table "gusti" alter column "food_cost" type numeric(12,4);`);
  }
}
