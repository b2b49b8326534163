/** The configured selling price per kg (prezzo_vendita_kg), 25.00 when missing or not a number. */
export const PREZZO_CONFIG_SQL = `coalesce((select case when trim(valore) ~ '^[0-9]+([.,][0-9]+){0,1}$' then replace(trim(valore), ',', '.')::numeric end
    from configurazioni where chiave = 'prezzo_vendita_kg'), 25)`;

// Per flavour and day at a point: loaded, left and waste of that day. Only trays weighed back at
// closing count (the sold kg of an open tray are not known yet); waste counts whenever recorded.
// sold = loaded − left − waste (never below 0). `pvFilter` is '' or 'and x.punto_vendita_id = ?'.

// `dateFilter` chooses the days (default: one range, two parameters).
export const unPeriodo = (a: string) => `${a}.data between ?::date and ?::date`;
export const giorniSql = (pvFilter: (alias: string) => string, dateFilter: (alias: string) => string = unPeriodo) => `
  carichi as (
    select c.punto_vendita_id, c.data, c.gusto_id, sum(c.kg) as kg, sum(c.kg_rimasti) as rimasti,
           sum(c.kg * r.food_cost) as costo_fotografato, coalesce(sum(c.kg) filter (where r.food_cost is null), 0) as kg_senza_foto
      from vetrina_carichi c left join produzione_righe r on r.id = c.produzione_riga_id
     where ${dateFilter('c')} and c.kg_rimasti is not null ${pvFilter('c')}
     group by c.punto_vendita_id, c.data, c.gusto_id),
  scarti as (
    select s.punto_vendita_id, s.data, s.gusto_id, sum(s.kg) as kg
      from vetrina_scarti s
     where ${dateFilter('s')} ${pvFilter('s')}
     group by s.punto_vendita_id, s.data, s.gusto_id),
  giorni as (
    select coalesce(c.punto_vendita_id, s.punto_vendita_id) as punto_vendita_id, coalesce(c.data, s.data) as data,
           coalesce(c.gusto_id, s.gusto_id) as gusto_id, coalesce(c.kg, 0) as caricati, coalesce(c.rimasti, 0) as rimasti,
           coalesce(s.kg, 0) as scarto, greatest(coalesce(c.kg, 0) - coalesce(c.rimasti, 0) - coalesce(s.kg, 0), 0) as venduti,
           coalesce(c.costo_fotografato, 0) as costo_fotografato, coalesce(c.kg_senza_foto, 0) as kg_senza_foto
      from carichi c
      full join scarti s on s.punto_vendita_id = c.punto_vendita_id and s.data = c.data and s.gusto_id = c.gusto_id)`;

