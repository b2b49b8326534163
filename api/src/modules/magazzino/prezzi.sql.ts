import { CHIAVE_SOGLIA_PREZZO, SOGLIA_PREZZO_PREDEFINITA } from './ricevimento.schema.js';

/** The price-change alert threshold in percent (configuration, default 5), as a SQL expression. */
/** (no question mark in the SQL text: it is the driver's placeholder) */
export const SOGLIA_PREZZO_SQL = `coalesce((select replace(valore, ',', '.')::numeric from configurazioni
   where chiave = '${CHIAVE_SOGLIA_PREZZO}' and valore ~ '^[0-9]{1,3}([.,][0-9]{1,2}){0,1}$'), ${SOGLIA_PREZZO_PREDEFINITA})`;

/** Percent change of a receipt line's price against the ingredient's previous price (null without one). */
export const VARIAZIONE_SQL = (rr: string) =>
  `case when ${rr}.prezzo_precedente > 0 then round((${rr}.prezzo_unitario - ${rr}.prezzo_precedente) / ${rr}.prezzo_precedente * 100, 2) end`;

/**
 * The weighted average price of the stock, per ingredient (DOMAIN.md "Stock, lots and HACCP"): the
 * lots still in stock (stock > 0) weighted by their remaining quantity at their receipt price (a lot
 * received in several lines at its own Σ q × p / Σ q); when no received lot remains, every receipt
 * Σ q × p / Σ q. Rows (ingrediente_id, prezzo_medio) rounded to 4 decimals; only ingredients with
 * receipts. `filtro` restricts the ingredients (an SQL condition on `ingrediente_id`; its parameters bound once).
 */
export const prezzoMedioSql = (filtro = 'true') => `
  select p.ingrediente_id,
         round(coalesce(sum(g.giacenza * p.valore / p.quantita) filter (where g.giacenza > 0) / nullif(sum(g.giacenza) filter (where g.giacenza > 0), 0),
                        sum(p.valore) / nullif(sum(p.quantita), 0)), 4) as prezzo_medio
    from (select ingrediente_id, lotto, sum(quantita) as quantita, sum(quantita * prezzo_unitario) as valore
            from ricevimenti_righe where ${filtro} group by ingrediente_id, lotto) p
    left join giacenze_lotti g on g.ingrediente_id = p.ingrediente_id and g.lotto = p.lotto
   group by p.ingrediente_id`;
