import { partitaIvaValida } from '../modules/fornitori/partita-iva.js';
import { righeRicettaSql } from '../modules/gusti/gusto.sql.js';

/**
 * Stock at chain scale for the large seed (issue 30), set-based: the 8 suppliers the ingredients'
 * text names ('Fornitore 1'…'Fornitore 8'; inserting them links the ingredients, migration
 * Fornitori), with a valid P.IVA, address and e-mail; a weekly goods receipt (Monday) from each
 * supplier over the last year with a lot of each of its ingredients (lot 'L<iso year>-<week>-<id>',
 * expiry 2–12 months, price drifting ±10 % around the ingredient's cost, the previous price kept
 * for the alert); the lots consumed by the last `giorniConsumo` days of production (the lot of that
 * week's receipt, by the current recipes: kg × q / M); a reorder point and a storage place per
 * ingredient. Returns the SQL statements, run in order inside one transaction.
 */
export function magazzinoLargeSql(oggi: string, giorniConsumo = 30): string[] {
  const piva: string[] = [];
  for (let n = 1_000_000_000; piva.length < 8; n += 7919) {
    for (let c = 0; c < 10 && piva.length < 8; c++) {
      const p = `0${n}${c}`.slice(-11);
      if (partitaIvaValida(p)) {
        piva.push(p);
        break;
      }
    }
  }
  const lotto = (data: string, ing: string) => `format('L%s-%s', to_char(date_trunc('week', ${data}), 'IYYY-IW'), ${ing})`;
  return [
    `insert into fornitori (ragione_sociale, partita_iva, email, telefono, indirizzo, cap, comune, provincia)
     select format('Fornitore %s', i), (array[${piva.map((p) => `'${p}'`).join(', ')}])[i], format('ordini@fornitore%s.example', i), format('02 555 %s', lpad(i::text, 4, '0')),
            format('Via dell''Industria %s', i * 3), lpad((20100 + i * 10)::text, 5, '0'), 'Milano', 'MI'
       from generate_series(1, 8) i
     on conflict (partita_iva) do nothing`,
    `insert into ricevimenti (fornitore_id, data, numero_documento)
     select f.id, w::date, format('DDT %s/%s', to_char(w, 'IYYY-IW'), f.id)
       from fornitori f cross join generate_series(date_trunc('week', '${oggi}'::date - 364), '${oggi}'::date, interval '7 days') w
      where f.ragione_sociale like 'Fornitore %'`,
    `insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario, prezzo_precedente, temperatura)
     select x.ricevimento_id, x.ingrediente_id, x.lotto, x.scadenza, x.quantita, x.prezzo, lag(x.prezzo) over (partition by x.ingrediente_id order by x.data), x.temperatura
       from (select r.id as ricevimento_id, r.data, i.id as ingrediente_id, ${lotto('r.data', 'i.id')} as lotto,
                    r.data + (60 + i.id * 37 % 300) as scadenza,
                    case i.unita_misura when 'g' then 1500000 when 'ml' then 1500000 when 'pz' then 3000 else 1500 end as quantita,
                    round(i.costo_per_unita * (0.9 + ((extract(week from r.data)::int * 7 + i.id) % 11) / 50.0), 4) as prezzo,
                    case when i.id % 3 = 0 then 4.0 + i.id % 3 end as temperatura
               from ricevimenti r join ingredienti i on i.fornitore_id = r.fornitore_id) x`,
    `insert into consumi_lotti (produzione_riga_id, ingrediente_id, lotto, quantita)
     select pr.id, x.ingrediente_id, ${lotto('p.data', 'x.ingrediente_id')}, round(pr.quantita_kg * x.q / x.massa, 4)
       from produzioni p
       join produzione_righe pr on pr.produzione_id = p.id
       join (select y.gusto_id, y.ingrediente_id, y.q, sum(y.m) over (partition by y.gusto_id) as massa from (${righeRicettaSql()}) y) x on x.gusto_id = pr.gusto_id
      where p.data > '${oggi}'::date - ${giorniConsumo} and x.massa > 0 and x.q > 0`,
    `insert into scorte_ingredienti (ingrediente_id, scorta_minima, ubicazione)
     select i.id, case i.unita_misura when 'g' then 400000 when 'ml' then 400000 when 'pz' then 800 else 400 end,
            (array['Cella frigo', 'Magazzino secco', 'Congelatore'])[1 + i.id % 3]
       from ingredienti i
     on conflict (ingrediente_id) do nothing`,
    'analyze fornitori, ricevimenti, ricevimenti_righe, consumi_lotti, scorte_ingredienti',
  ];
}
