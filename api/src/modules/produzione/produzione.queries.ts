import type { EntityManager } from '@mikro-orm/postgresql';
import { preparata } from '../../db/prepared.js';
import type { ProduzioneGustoView, ProduzioneView } from './produzione.schema.js';

/**
 * A production as every door shows it: what other modules (webhooks) read, through here rather
 * than produzione.service.ts, which dispatches domain events (ARCHITECTURE convention 15).
 */

export interface ProduzioneRow {
  id: number;
  data: string;
  punto_vendita_id: number;
  punto_vendita_nome: string;
  operatore_id: number | null;
  operatore_nome: string | null;
  kg_totale: number;
  costo_totale: number;
  kg_totale_giornaliero: number;
  note: string | null;
  inviato_email: boolean;
  created_at: Date | string;
  gusti: {
    gusto_id: number;
    gusto_nome: string;
    gusto_categoria: string | null;
    gusto_colore: string;
    quantita_kg: number;
    food_cost: number;
    versione_ricetta: number;
  }[];
}

/**
 * What a read of productions computes beyond their own columns: the point's day total and, per line,
 * more than the flavour's id, name and kg (its category, colour, food cost and recipe version). REST
 * reads everything; GraphQL only what the query asks (issue 29): a field not read keeps the value
 * of its column's absence (null, or NaN once made a number), and is not asked.
 */
export interface LetturaProduzione {
  giornaliero: boolean;
  dettagliRighe: boolean;
}
export const LETTURA_COMPLETA: LetturaProduzione = { giornaliero: true, dettagliRighe: true };

const selectProduzione = ({ giornaliero, dettagliRighe }: LetturaProduzione) => `
  select p.id, to_char(p.data, 'YYYY-MM-DD') as data, p.punto_vendita_id, pv.nome as punto_vendita_nome,
    p.operatore_id, u.nome as operatore_nome, p.kg_totale::float8 as kg_totale, p.costo_totale::float8 as costo_totale,
    p.note, p.inviato_email, p.created_at,
    ${
      giornaliero
        ? `(select coalesce(sum(d.kg_totale), 0)::float8 from produzioni d
      where d.punto_vendita_id = p.punto_vendita_id and d.data = p.data)`
        : 'null::float8'
    } as kg_totale_giornaliero,
    coalesce((
      select json_agg(json_build_object(
          'gusto_id', r.gusto_id, 'gusto_nome', g.nome, 'quantita_kg', r.quantita_kg::float8${
            dettagliRighe
              ? `,
          'gusto_categoria', c.nome, 'gusto_colore', g.colore, 'food_cost', r.food_cost::float8, 'versione_ricetta', r.versione_ricetta`
              : ''
          })
        order by g.nome, r.gusto_id)
      from produzione_righe r
      join gusti g on g.id = r.gusto_id${dettagliRighe ? '\n      left join categorie_gusti c on c.id = g.categoria_id' : ''}
      where r.produzione_id = p.id), '[]'::json) as gusti
  from produzioni p
  join punti_vendita pv on pv.id = p.punto_vendita_id
  left join utenti u on u.id = p.operatore_id`;

export const SELECT_PRODUZIONE = selectProduzione(LETTURA_COMPLETA);

/** The single-production statement of each reading (four texts, each prepared once per connection). */
const SELECT_UNA = new Map<string, string>();
export const selectUna = (l: LetturaProduzione) => {
  const chiave = `${l.giornaliero} ${l.dettagliRighe}`;
  let text = SELECT_UNA.get(chiave);
  if (!text) SELECT_UNA.set(chiave, (text = `${selectProduzione(l)} where p.id = $1::int`));
  return text;
};

export function toView(row: ProduzioneRow): ProduzioneView {
  return {
    id: row.id,
    data: row.data,
    puntoVenditaId: row.punto_vendita_id,
    puntoVenditaNome: row.punto_vendita_nome,
    operatoreId: row.operatore_id,
    operatoreNome: row.operatore_nome,
    kgTotale: Number(row.kg_totale),
    kgTotaleGiornaliero: Number(row.kg_totale_giornaliero),
    gusti: (typeof row.gusti === 'string' ? (JSON.parse(row.gusti) as ProduzioneRow['gusti']) : row.gusti).map(
      (g): ProduzioneGustoView => ({
        gustoId: g.gusto_id,
        gustoNome: g.gusto_nome,
        gustoCategoria: g.gusto_categoria,
        gustoColore: g.gusto_colore,
        quantitaKg: Number(g.quantita_kg),
        foodCost: Number(g.food_cost),
        versioneRicetta: Number(g.versione_ricetta),
      }),
    ),
    note: row.note,
    inviatoEmail: row.inviato_email,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    costoTotale: Number(row.costo_totale),
  };
}

export async function findProduzione(em: EntityManager, id: number, lettura = LETTURA_COMPLETA): Promise<ProduzioneView | null> {
  const [row] = await preparata<ProduzioneRow>(em, selectUna(lettura), [id]);
  return row ? toView(row) : null;
}
