/**
 * The flavour's allergens in ONE SQL expression (shared by the lists, the label, the sign, the check
 * and any stored copy of flavour values): per flavour and allergen, whether the current recipe
 * contains it (derived: some ingredient `contiene`), whether it was added by hand (manual:
 * gusti_allergeni), and the ingredients that contain it or may contain traces of it.
 *
 * `filtro` is a SQL condition on a flavour id column named `gusto_id` (e.g. `gusto_id in (?, ?)`);
 * it is applied to both sources, so its parameters must be passed twice.
 *
 * Columns: gusto_id, allergene_id, nome, codice, descrizione, regolamentazione, attivo, created_at,
 * derivato (bool), manuale (bool), traccia (bool: only traces, neither derived nor manual),
 * ingredienti_contiene (text[]), ingredienti_tracce (text[]).
 */
export const allergeniGustiSql = (filtro: string) => `
  with d as (
    select r.gusto_id, ia.allergene_id,
           bool_or(ia.tipo = 'contiene') as contiene,
           array_agg(distinct i.nome order by i.nome) filter (where ia.tipo = 'contiene') as ingredienti_contiene,
           array_agg(distinct i.nome order by i.nome) filter (where ia.tipo = 'tracce') as ingredienti_tracce
      from gusti_ingredienti r
      join ingredienti_allergeni ia on ia.ingrediente_id = r.ingrediente_id
      join ingredienti i on i.id = r.ingrediente_id
     where r.${filtro}
     group by r.gusto_id, ia.allergene_id),
  m as (select gusto_id, allergene_id from gusti_allergeni where ${filtro})
  select coalesce(d.gusto_id, m.gusto_id) as gusto_id, a.id as allergene_id, a.nome, a.codice, a.descrizione,
         a.regolamentazione, a.attivo, a.created_at,
         coalesce(d.contiene, false) as derivato,
         m.allergene_id is not null as manuale,
         not coalesce(d.contiene, false) and m.allergene_id is null as traccia,
         coalesce(d.ingredienti_contiene, '{}') as ingredienti_contiene,
         coalesce(d.ingredienti_tracce, '{}') as ingredienti_tracce
    from d
    full join m on m.gusto_id = d.gusto_id and m.allergene_id = d.allergene_id
    join allergeni a on a.id = coalesce(d.allergene_id, m.allergene_id)
   order by 1, a.nome, a.id`;

/** Row of allergeniGustiSql. */
export interface AllergeneGustoRow {
  gusto_id: number;
  allergene_id: number;
  nome: string;
  codice: string;
  descrizione: string | null;
  regolamentazione: string | null;
  attivo: boolean;
  created_at: Date | string;
  derivato: boolean;
  manuale: boolean;
  traccia: boolean;
  ingredienti_contiene: string[];
  ingredienti_tracce: string[];
}
