/** The Italian VAT number's check (in the contract shared with the web app). */
export { normalizzaPartitaIva, partitaIvaValida } from '@gelatiere/contratto';
