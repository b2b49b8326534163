import { CHIAVE_SOGLIA_PREZZO, SOGLIA_PREZZO_PREDEFINITA } from './ricevimento.schema.js';

/** The price-change alert threshold in percent (configuration, default 5), as a SQL expression. */
/** (no question mark in the SQL text: it is the driver's placeholder) */
export const SOGLIA_PREZZO_SQL = `coalesce((select replace(valore, ',', '.')::numeric from configurazioni
   where chiave = '${CHIAVE_SOGLIA_PREZZO}' and valore ~ '^[0-9]{1,3}([.,][0-9]{1,2}){0,1}$'), ${SOGLIA_PREZZO_PREDEFINITA})`;

/** Percent change of a receipt line's price against the ingredient's previous price (null without one). */
export const VARIAZIONE_SQL = (rr: string) =>
  `case when ${rr}.prezzo_precedente > 0 then round((${rr}.prezzo_unitario - ${rr}.prezzo_precedente) / ${rr}.prezzo_precedente * 100, 2) end`;
