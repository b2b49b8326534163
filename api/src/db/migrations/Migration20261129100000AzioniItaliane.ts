import { Migration } from '@mikro-orm/migrations';

/** English action codes of the activity log and the Italian ones that replace them (issue 34, 8). Frozen. */
const AZIONI: [string, string][] = [
  ['login', 'accesso'],
  ['logout', 'uscita'],
  ['create', 'creazione'],
  ['update', 'modifica'],
  ['delete', 'eliminazione'],
  ['activate', 'attivazione'],
  ['deactivate', 'disattivazione'],
  ['reset', 'azzeramento'],
  ['import', 'importazione'],
  ['email', 'invio_email'],
];

const rinomina = (coppie: [string, string][]) =>
  `update log_attivita set azione = case azione ${coppie.map(([da, a]) => `when '${da}' then '${a}'`).join(' ')} end
    where azione in (${coppie.map(([da]) => `'${da}'`).join(', ')})`;

/** The activity log speaks Italian: stored action codes are renamed. */
export class Migration20261129100000AzioniItaliane extends Migration {
  override async up(): Promise<void> {
    this.addSql(rinomina(AZIONI));
  }

  override async down(): Promise<void> {
    this.addSql(rinomina(AZIONI.map(([en, it]) => [it, en])));
  }
}
