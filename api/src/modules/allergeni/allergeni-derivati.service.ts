import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import { Allergene } from './allergene.entity.js';
import type { AllergeneView } from './allergene.view.js';
import { IngredienteAllergene, type TipoAllergeneIngrediente } from './allergeni-derivati.entity.js';
import { MSG_ALLERGENI_DERIVATI, type AllergeniIngredienteInput } from './allergeni-derivati.schema.js';
import { allergeniGustiSql, type AllergeneGustoRow } from './allergeni-derivati.sql.js';
import type { AllergeniGustoView, AllergeniIngredienteView, VerificaAllergeniView } from './allergeni-derivati.view.js';

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

// ---------------------------------------------------------------------------------------------
// Ingredients

/** Declarations of many ingredients in one statement (names in catalogue order of name). */
export async function allergeniDegliIngredienti(em: EntityManager, ids: readonly number[]): Promise<Map<number, AllergeniIngredienteView>> {
  const out = new Map<number, AllergeniIngredienteView>();
  if (ids.length === 0) return out;
  const rows = await em.execute<{ ingrediente_id: number; nome: string; tipo: TipoAllergeneIngrediente }[]>(
    `select ia.ingrediente_id, a.nome, ia.tipo
       from ingredienti_allergeni ia join allergeni a on a.id = ia.allergene_id
      where ia.ingrediente_id in (${placeholders(ids.length)})
      order by ia.ingrediente_id, a.nome`,
    [...ids],
  );
  for (const id of ids) out.set(id, { contiene: [], tracce: [] });
  for (const r of rows) out.get(r.ingrediente_id)![r.tipo === 'contiene' ? 'contiene' : 'tracce'].push(r.nome);
  return out;
}

/** Active allergens of the catalogue by name (any case); an unknown or inactive name is a 400. */
async function risolviNomi(em: EntityManager, nomi: string[], campo: string): Promise<Allergene[]> {
  if (nomi.length === 0) return [];
  const catalogo = await em.find(Allergene, {});
  return nomi.map((nome) => {
    const a = catalogo.find((x) => x.nome.toLowerCase() === nome.toLowerCase());
    if (!a || !a.attivo) throw badInput(MSG_ALLERGENI_DERIVATI.allergeneSconosciuto(nome), { campo });
    return a;
  });
}

/**
 * Checks the allergen fields of an ingredient before any write (400 for unknown names or an allergen
 * both contained and in traces) and returns the function that writes them in the caller's
 * transaction. Lists not sent leave the declarations as they are.
 */
export async function preparaAllergeniIngrediente(em: EntityManager, input: AllergeniIngredienteInput) {
  const inviate = input.allergeniContiene !== undefined || input.allergeniTracce !== undefined;
  const contiene = await risolviNomi(em, input.allergeniContiene ?? [], 'allergeni_contiene');
  const tracce = await risolviNomi(em, input.allergeniTracce ?? [], 'allergeni_tracce');
  const doppio = tracce.find((t) => contiene.some((c) => c.id === t.id));
  if (doppio) throw badInput(MSG_ALLERGENI_DERIVATI.contieneETracce(doppio.nome), { campo: 'allergeni_tracce' });
  return {
    /** the declarations change (a list was sent) */
    cambiano: inviate,
    /** the value of allergeni_dichiarati after the write (undefined = unchanged) */
    dichiarati: inviate && (contiene.length > 0 || tracce.length > 0) ? true : (input.allergeniDichiarati ?? (inviate ? true : undefined)),
    async scrivi(txEm: EntityManager, ingredienteId: number) {
      if (input.allergeniContiene !== undefined) {
        await txEm.nativeDelete(IngredienteAllergene, { ingrediente: ingredienteId, tipo: 'contiene' });
      }
      if (input.allergeniTracce !== undefined) {
        await txEm.nativeDelete(IngredienteAllergene, { ingrediente: ingredienteId, tipo: 'tracce' });
      }
      const righe = [
        ...new Map(contiene.map((a) => [a.id, 'contiene' as const])).entries(),
        ...new Map(tracce.map((a) => [a.id, 'tracce' as const])).entries(),
      ];
      if (righe.length === 0) return;
      // a name sent in one list moves its declaration out of the other one
      await txEm.execute(
        `insert into ingredienti_allergeni (ingrediente_id, allergene_id, tipo) values ${righe.map(() => '(?, ?, ?)').join(', ')}
         on conflict (ingrediente_id, allergene_id) do update set tipo = excluded.tipo`,
        righe.flatMap(([allergeneId, tipo]) => [ingredienteId, allergeneId, tipo]),
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Flavours

const toAllergeneView = (r: AllergeneGustoRow): AllergeneView => ({
  id: r.allergene_id,
  nome: r.nome,
  codice: r.codice,
  descrizione: r.descrizione,
  regolamentazione: r.regolamentazione,
  attivo: r.attivo,
  createdAt: new Date(r.created_at),
});

/** A flavour without allergens. */
export const allergeniVuoti = (): AllergeniGustoView => ({ allergeni: [], derivati: [], manuali: [], tracce: [], origini: [] });

/** Adds one row of allergeniGustiSql (in its order) to its flavour's allergens. */
export function aggiungiAllergene(g: AllergeniGustoView, r: AllergeneGustoRow): void {
  if (r.traccia) {
    g.tracce.push(r.nome);
    g.origini.push({ allergene: r.nome, tipo: 'tracce', ingredienti: r.ingredienti_tracce });
    return;
  }
  g.allergeni.push(toAllergeneView(r));
  if (r.derivato) {
    g.derivati.push(r.nome);
    g.origini.push({ allergene: r.nome, tipo: 'contiene', ingredienti: r.ingredienti_contiene });
  } else g.manuali.push(r.nome);
}

/**
 * Allergens of many flavours in one statement (allergeniGustiSql): `allergeni` = derived ∪ manual
 * (the spec's list), `derivati` from the current recipe, `manuali` those added by hand that no
 * ingredient explains, `tracce` = the ingredients' traces minus what the flavour contains, `origini`
 * the ingredients behind each derived allergen and trace.
 */
export async function allergeniDeiGustiDettaglio(em: EntityManager, ids: readonly number[]): Promise<Map<number, AllergeniGustoView>> {
  const out = new Map<number, AllergeniGustoView>();
  if (ids.length === 0) return out;
  const ph = placeholders(ids.length);
  const rows = await em.execute<AllergeneGustoRow[]>(allergeniGustiSql(`gusto_id in (${ph})`), [...ids, ...ids]);
  for (const id of ids) out.set(id, allergeniVuoti());
  for (const r of rows) {
    const g = out.get(r.gusto_id);
    if (g) aggiungiAllergene(g, r);
  }
  return out;
}

/** The derived allergen ids of a recipe about to be written (to keep only true manual ones). */
export async function allergeniDerivatiDaIngredienti(em: EntityManager, ingredienteIds: readonly number[]): Promise<Set<number>> {
  if (ingredienteIds.length === 0) return new Set();
  const rows = await em.execute<{ allergene_id: number }[]>(
    `select distinct allergene_id from ingredienti_allergeni where tipo = 'contiene' and ingrediente_id in (${placeholders(ingredienteIds.length)})`,
    [...ingredienteIds],
  );
  return new Set(rows.map((r) => r.allergene_id));
}

// ---------------------------------------------------------------------------------------------
// Check

/**
 * Flavours whose manual allergens no ingredient of the recipe explains (listed with those allergens)
 * and ingredients whose allergens were never declared (with the active flavours that use them).
 */
export async function verificaAllergeni(ctx: RequestContext): Promise<VerificaAllergeniView> {
  const [gusti, ingredienti] = await Promise.all([
    ctx.em.execute<{ id: number; nome: string; attivo: boolean; allergeni: string[] }[]>(
      `select g.id, g.nome, g.attivo, array_agg(a.nome order by a.nome) as allergeni
         from gusti g
         join gusti_allergeni ga on ga.gusto_id = g.id
         join allergeni a on a.id = ga.allergene_id
        where not exists (
          select 1 from gusti_ingredienti r join ingredienti_allergeni ia on ia.ingrediente_id = r.ingrediente_id
           where r.gusto_id = g.id and ia.allergene_id = ga.allergene_id and ia.tipo = 'contiene')
        group by g.id
        order by g.nome, g.id`,
    ),
    ctx.em.execute<{ id: number; nome: string; attivo: boolean; gusti: string[] }[]>(
      `select i.id, i.nome, i.attivo,
              coalesce(array_agg(distinct g.nome order by g.nome) filter (where g.id is not null), '{}') as gusti
         from ingredienti i
         left join gusti_ingredienti r on r.ingrediente_id = i.id
         left join gusti g on g.id = r.gusto_id and g.attivo
        where not i.allergeni_dichiarati
        group by i.id
        order by i.nome, i.id`,
    ),
  ]);
  return {
    gustiNonSpiegati: gusti.map((g) => ({ id: g.id, nome: g.nome, attivo: g.attivo, allergeni: g.allergeni })),
    ingredientiNonDichiarati: ingredienti.map((i) => ({ id: i.id, nome: i.nome, attivo: i.attivo, gusti: i.gusti })),
  };
}
