import { Migration } from '@mikro-orm/migrations';

/**
 * Purchase orders and supplier addresses (issue 30): the supplier's address (street, CAP, comune,
 * provincia — read from the FatturaPA `CedentePrestatore/Sede` on import, editable on both doors);
 * the e-mail outbox carries attachments (the order PDF, base64 in `allegati`) and the new type
 * `ordine_fornitore`.
 */
export class Migration20261201130000OrdiniFornitori extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "fornitori"
      add column "indirizzo" varchar(200) null,
      add column "cap" varchar(5) null,
      add column "comune" varchar(100) null,
      add column "provincia" varchar(2) null;`);
    this.addSql(`alter table "fornitori" add constraint "fornitori_cap_check" check (cap is null or cap ~ '^[0-9]{5}$');`);
    this.addSql(`alter table "fornitori" add constraint "fornitori_provincia_check" check (provincia is null or provincia ~ '^[A-Z]{2}$');`);
    this.addSql(`alter table "email_log" add column "allegati" jsonb null;`);
    this.addSql(`alter table "email_log" drop constraint "email_log_tipo_check";`);
    this.addSql(`alter table "email_log" add constraint "email_log_tipo_check" check ("tipo" in ('notifica_produzione', 'test', 'avviso_webhook', 'ordine_fornitore'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "email_log" where "tipo" = 'ordine_fornitore';`);
    this.addSql(`alter table "email_log" drop constraint "email_log_tipo_check";`);
    this.addSql(`alter table "email_log" add constraint "email_log_tipo_check" check ("tipo" in ('notifica_produzione', 'test', 'avviso_webhook'));`);
    this.addSql(`alter table "email_log" drop column "allegati";`);
    this.addSql(`alter table "fornitori" drop constraint "fornitori_cap_check", drop constraint "fornitori_provincia_check",
      drop column "indirizzo", drop column "cap", drop column "comune", drop column "provincia";`);
  }
}
