/**
 * Stock movements per ingredient and lot (issue 30): receipts (+), consumption of the production
 * lines (−, lot null when no lot was in stock) and adjustments (signed), one row per
 * (ingrediente_id, lotto) with its stock and the lot's expiry. `filtro` restricts each of the three sources to
 * some ingredients (an SQL condition on `ingrediente_id`; its parameters are bound three times).
 */
export const movimentiSql = (filtro = 'true') => `
  select ingrediente_id, lotto, min(scadenza) as scadenza, sum(quantita) as giacenza
    from (select ingrediente_id, lotto, scadenza, quantita from ricevimenti_righe where ${filtro}
          union all
          select ingrediente_id, lotto, null, -quantita from consumi_lotti where ${filtro}
          union all
          select ingrediente_id, lotto, null, quantita from rettifiche_magazzino where ${filtro}) m
   group by ingrediente_id, lotto`;
