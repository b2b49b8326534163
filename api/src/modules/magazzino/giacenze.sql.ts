/**
 * Stock per ingredient and lot (issue 30): one row per (ingrediente_id, lotto) with its stock —
 * receipts (+), consumption of the production lines (−, lot null when no lot was in stock) and
 * adjustments (signed) — and the lot's expiry, read from the balance the database keeps on every
 * movement (`giacenze_lotti`, migration GiacenzeLotti; its lot '' is null here). `filtro` restricts the ingredients (an SQL
 * condition on `ingrediente_id`; its parameters are bound once).
 */
export const movimentiSql = (filtro = 'true') => `
  select ingrediente_id, nullif(lotto, '') as lotto, scadenza, giacenza from giacenze_lotti where ${filtro}`;
