/** The configured selling price per kg (prezzo_vendita_kg), 25.00 when missing or not a number. */
export const PREZZO_CONFIG_SQL = `coalesce((select case when trim(valore) ~ '^[0-9]+([.,][0-9]+){0,1}$' then replace(trim(valore), ',', '.')::numeric end
    from configurazioni where chiave = 'prezzo_vendita_kg'), 25)`;
