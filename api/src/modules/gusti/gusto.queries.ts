import type { EntityManager } from '@mikro-orm/postgresql';
import type { RuoloRiga, UnitaMisura } from '@gelatiere/scienza';
import { BASE_COSTO_CTE, BASE_USATA_SQL, foodCostSql, type BaseCosto } from '../magazzino/base-costo.js';
import { valoriGustoLateral } from './gusto.sql.js';
import type { GustoView, RigaRicettaView } from './gusto.view.js';

/**
 * The flavour reads other modules use (webhooks, loaders): they read through here, never through
 * gusto.service.ts, which dispatches domain events (ARCHITECTURE convention 15: no import circle).
 */

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export interface GustoRow {
  id: number;
  nome: string;
  descrizione: string | null;
  colore: string;
  stagionale: boolean;
  attivo: boolean;
  note_produzione: string | null;
  denominazione: string | null;
  created_at: Date | string;
  versione: number;
  categoria_id: number;
  categoria_nome: string;
  categoria_descrizione: string | null;
  categoria_colore: string;
  categoria_ordine: number;
  categoria_attivo: boolean;
  categoria_created_at: Date | string;
  categoria_profilo_id: number | null;
  profilo_id: number | null;
  massa_kg: string;
  food_cost: string;
  base_costo: BaseCosto;
  pac: string;
  pod: string;
  pac_kg: string;
  pod_kg: string;
  kcal: string;
  carboidrati: string;
  zuccheri: string;
  grassi: string;
  proteine: string;
  sale: string;
}

/**
 * The flavours with their values; food_cost under the cost basis of BASE_COSTO_CTE (its one
 * parameter, bound first: the request's basis or null) and base_costo, the basis used.
 */
export const SELECT_GUSTI = `
  with ${BASE_COSTO_CTE}
  select g.id, g.nome, g.descrizione, g.colore, g.stagionale, g.attivo, g.note_produzione, g.denominazione, g.created_at, g.versione,
         c.id as categoria_id, c.nome as categoria_nome, c.descrizione as categoria_descrizione,
         c.colore as categoria_colore, c.ordine as categoria_ordine, c.attivo as categoria_attivo,
         c.created_at as categoria_created_at, c.profilo_id as categoria_profilo_id, g.profilo_id,
         v.massa_kg, ${foodCostSql('g', 'v.food_cost')} as food_cost, ${BASE_USATA_SQL} as base_costo, v.pac, v.pod, v.pac_kg, v.pod_kg, v.kcal,
         v.carboidrati, v.zuccheri, v.grassi, v.proteine, v.sale
    from gusti g
    join categorie_gusti c on c.id = g.categoria_id
    ${valoriGustoLateral('g', 'v')}`;

export function toGustoView(r: GustoRow): GustoView {
  const kcal = Number(r.kcal);
  return {
    id: r.id,
    nome: r.nome,
    descrizione: r.descrizione,
    categoriaId: r.categoria_id,
    categoria: {
      id: r.categoria_id,
      nome: r.categoria_nome,
      descrizione: r.categoria_descrizione,
      colore: r.categoria_colore,
      ordine: r.categoria_ordine,
      attivo: r.categoria_attivo,
      profiloId: r.categoria_profilo_id,
      createdAt: new Date(r.categoria_created_at),
    },
    profiloId: r.profilo_id,
    colore: r.colore,
    stagionale: r.stagionale,
    attivo: r.attivo,
    noteProduzione: r.note_produzione,
    denominazione: r.denominazione,
    createdAt: new Date(r.created_at),
    versione: r.versione,
    foodCost: Number(r.food_cost),
    pac: Number(r.pac),
    pod: Number(r.pod),
    pacKg: Number(r.pac_kg),
    podKg: Number(r.pod_kg),
    massaKg: Number(r.massa_kg),
    kcal,
    nutrizione: {
      kcal,
      carboidrati: Number(r.carboidrati),
      zuccheri: Number(r.zuccheri),
      grassi: Number(r.grassi),
      proteine: Number(r.proteine),
      sale: Number(r.sale),
    },
  };
}

/** A recipe line with its ingredient (ricetteDeiGusti, and as JSON in the flavour reads). */
export interface RigaRicettaRow {
  id: number;
  gusto_id: number;
  ingrediente_id: number;
  nome: string;
  quantita: string | number;
  unita: UnitaMisura;
  unita_misura: UnitaMisura;
  attivo: boolean;
  ruolo: RuoloRiga;
  caratterizzante: boolean;
}

/** Recipe lines of the flavours matching `filtro` (a condition on `gusto_id`), in insertion order. */
export const righeRicettaConIngredienteSql = (filtro: string) => `
  select r.id, r.gusto_id, r.ingrediente_id, i.nome, r.quantita, r.unita, i.unita_misura, i.attivo, r.ruolo, r.caratterizzante
    from gusti_ingredienti r join ingredienti i on i.id = r.ingrediente_id
   where r.${filtro}`;

export const toRigaRicettaView = (r: RigaRicettaRow): RigaRicettaView => ({
  id: r.id,
  gustoId: r.gusto_id,
  ingredienteId: r.ingrediente_id,
  nome: r.nome,
  quantita: Number(r.quantita),
  unita: r.unita,
  unitaMisura: r.unita_misura,
  ingredienteAttivo: r.attivo,
  ruolo: r.ruolo,
  caratterizzante: r.caratterizzante === true,
});

/** One flavour, active or not (for domain events: the caller decides who sees it). */
export async function findGusto(em: EntityManager, id: number): Promise<GustoView | null> {
  const [row] = await em.execute<GustoRow[]>(`${SELECT_GUSTI} where g.id = ?`, [null, id]);
  return row ? toGustoView(row) : null;
}

/** Recipe lines of many flavours in one statement (DataLoader batch). */
export async function ricetteDeiGusti(em: EntityManager, ids: readonly number[]): Promise<Map<number, RigaRicettaView[]>> {
  const out = new Map<number, RigaRicettaView[]>();
  if (ids.length === 0) return out;
  const rows = await em.execute<RigaRicettaRow[]>(`${righeRicettaConIngredienteSql(`gusto_id in (${placeholders(ids.length)})`)} order by r.gusto_id, r.id`, [...ids]);
  for (const r of rows) {
    const list = out.get(r.gusto_id) ?? [];
    list.push(toRigaRicettaView(r));
    out.set(r.gusto_id, list);
  }
  return out;
}
