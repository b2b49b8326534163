import { z } from 'zod';
import { prezzoMedioSql } from './prezzi.sql.js';
import { righeRicettaSql } from '../gusti/gusto.sql.js';

/**
 * The cost basis of a flavour's food cost (issue 30, DOMAIN.md "Stock, lots and HACCP"): the
 * ingredients' last price (`costo_per_unita`, the stored `gusti.food_cost`) or the weighted average
 * price of their stock (prezzi.sql.ts prezzoMedioSql). An admin sets the default in the
 * configuration entry `base_costo`; a request may choose its own (`base_costo` / `baseCosto`).
 * An ingredient without receipts is costed at its last price under either basis.
 */
export const BASI_COSTO = ['ultimo_prezzo', 'media_ponderata'] as const;
export type BaseCosto = (typeof BASI_COSTO)[number];
export const CHIAVE_BASE_COSTO = 'base_costo';

export const MSG_BASE_COSTO = {
  nonValida: "Base di costo non valida: usa 'ultimo_prezzo' (ultimo prezzo) o 'media_ponderata' (media ponderata del magazzino)",
} as const;

export const DESCRIZIONE_BASE_COSTO =
  "Base del food cost: 'ultimo_prezzo' (costo_per_unita degli ingredienti) o 'media_ponderata' (prezzo medio ponderato della giacenza; " +
  "un ingrediente senza ricevimenti resta al suo ultimo prezzo). Non indicata: l'impostazione 'base_costo' della configurazione (predefinita ultimo_prezzo)";

/** The request's choice, parsed (REST query parameter; the GraphQL enum gives the same values). */
export const baseCostoSchema = z.enum(BASI_COSTO, { message: MSG_BASE_COSTO.nonValida }).optional().describe(DESCRIZIONE_BASE_COSTO);

/** Value rule of the configuration entry (PUT /config/base_costo). */
export const VALIDATORI_BASE_COSTO: Record<string, (valore: string | null) => string> = {
  [CHIAVE_BASE_COSTO]: (valore) => {
    const testo = (valore ?? '').trim();
    if (!(BASI_COSTO as readonly string[]).includes(testo)) throw new Error(MSG_BASE_COSTO.nonValida);
    return testo;
  },
};

/**
 * CTEs for a statement that reads food costs: `bc` holds the basis in use (the request's, bound as
 * one text parameter or null, else the setting's, else ultimo_prezzo) and `pm` the weighted average
 * prices, materialized and read only under media_ponderata (a CTE runs only as far as it is read).
 * No question mark in the text but the one placeholder.
 */
export const BASE_COSTO_CTE = `
  bc as (select coalesce(?::text, (select valore from configurazioni where chiave = '${CHIAVE_BASE_COSTO}'
                                    and valore in (${BASI_COSTO.map((b) => `'${b}'`).join(', ')})), 'ultimo_prezzo') as base),
  pm as materialized (${prezzoMedioSql()})`;

/**
 * A flavour's food cost (euro per kg of recipe mass, 4 decimals) under the basis of `bc`: the stored
 * value (`stored`, last price) or Σ q × (average price, else last price) / Σ m over the flavour `g`'s
 * recipe lines (the formula of gusto.sql.ts). Needs BASE_COSTO_CTE in the statement.
 */
export const foodCostSql = (g: string, stored: string) => `
  case when (select base from bc) = 'media_ponderata' then (
    select case when sum(x.m) > 0 then round(sum(x.q * coalesce(pm.prezzo_medio, x.costo_per_unita)) / sum(x.m), 4) else 0 end
      from (${righeRicettaSql(`where r.gusto_id = ${g}.id`)}) x left join pm on pm.ingrediente_id = x.ingrediente_id)
  else ${stored} end`;

/**
 * Tables the food cost reads besides the catalogue's (common/versione-catalogo.ts): writing the
 * setting bumps the catalogue's version, and an answer at the average price is never kept
 * (common/risposta-variabile.ts).
 */
export const TABELLE_BASE_COSTO = ['configurazioni', 'ricevimenti_righe', 'giacenze_lotti'] as const;

/** The basis used, as a column. */
export const BASE_USATA_SQL = '(select base from bc)';
