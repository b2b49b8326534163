import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 27, what the stored values still missed (DOMAIN.md "Gelato science", "Recipe versions and
 * the weighing sheet", "Allergens and the EU label"):
 * - a piece weighs n × its ingredient's `peso_pezzo_g` (no mass when unknown): it counts in the
 *   stored batch mass, food cost per kg and nutrition of a flavour and of a version;
 * - PAC and POD (absolute and per kg of mix) count the base lines only: variegates and inclusions
 *   are added after churning (`pac_kg = Σ_base m·pac / Σ_base m`); cost and nutrition use every line;
 * - a change of an ingredient's mass per piece recomputes the flavours that use it;
 * - version lines keep `caratterizzante` as recorded (a change of it alone makes a new version,
 *   like a change of role), and a version's pac_kg counts its base lines only;
 * - a flavour may have its own sales name (`denominazione`, Art. 17), null = built from type and name.
 *
 * Frozen SQL: the formulas are those of gusto.sql.ts on 2026-11-30 (units as common/units.ts).
 */
const VALORI = ['massa_kg', 'food_cost', 'pac', 'pod', 'pac_kg', 'pod_kg', 'kcal', 'carboidrati', 'zuccheri', 'grassi', 'proteine', 'sale'];

const Q = `(r.quantita * (case when r.unita in ('kg', 'l') then 1000 else 1 end) / (case when i.unita_misura in ('kg', 'l') then 1000.0 else 1.0 end))`;
const massa = (pezzi: boolean) => `(case r.unita when 'kg' then r.quantita when 'l' then r.quantita * coalesce(i.densita, 1.0) when 'g' then r.quantita / 1000.0
                         when 'ml' then r.quantita / 1000.0 * coalesce(i.densita, 1.0) else ${pezzi ? 'r.quantita * coalesce(i.peso_pezzo_g, 0) / 1000.0' : '0'} end)`;

const perKg = (expr: string, scale: number) => `case when sum(x.m) > 0 then round(sum(${expr}) / sum(x.m), ${scale}) else 0 end`;
const perKgBase = (expr: string) => `case when sum(x.m) filter (where x.base) > 0 then round(sum(${expr}) filter (where x.base) / sum(x.m) filter (where x.base), 2) else 0 end`;

const ricalcola = (pezzi: boolean, base: boolean) => {
  const filtro = base ? ' filter (where x.base)' : '';
  const pk = (expr: string) => (base ? perKgBase(expr) : perKg(expr, 2));
  return `create or replace function "ricalcola_valori_gusti"(ids int[]) returns void language sql as $$
  update gusti g
     set ${VALORI.map((c) => `${c} = v.${c}`).join(', ')}
    from (
      select g2.id, v.*
        from gusti g2
        cross join lateral (
          select round(coalesce(sum(x.m), 0), 4) as massa_kg,
                 ${perKg('x.q * x.costo_per_unita', 4)} as food_cost,
                 round(coalesce(sum(x.m * 10 * coalesce(x.pac, 0))${filtro}, 0), 2) as pac,
                 round(coalesce(sum(x.m * 10 * coalesce(x.pod, 0))${filtro}, 0), 2) as pod,
                 ${pk('x.m * 10 * coalesce(x.pac, 0)')} as pac_kg,
                 ${pk('x.m * 10 * coalesce(x.pod, 0)')} as pod_kg,
                 ${perKg('x.m * coalesce(x.calorie, 0)', 2)} as kcal,
                 ${perKg('x.m * coalesce(x.carboidrati, 0)', 2)} as carboidrati,
                 ${perKg('x.m * coalesce(x.zuccheri, 0)', 2)} as zuccheri,
                 ${perKg('x.m * coalesce(x.grassi, 0)', 2)} as grassi,
                 ${perKg('x.m * coalesce(x.proteine, 0)', 2)} as proteine,
                 ${perKg('x.m * coalesce(x.sale, 0)', 3)} as sale
            from (
              select ${Q} as q, ${massa(pezzi)} as m, ${base ? "r.ruolo = 'base'" : 'true'} as base,
                     i.costo_per_unita, i.calorie, i.carboidrati, i.zuccheri, i.grassi, i.proteine, i.sale, i.pac, i.pod
                from gusti_ingredienti r
                join ingredienti i on i.id = r.ingrediente_id
               where r.gusto_id = g2.id
            ) x
        ) v
       where ids is null or g2.id = any (ids)
    ) v
   where g.id = v.id
     and (${VALORI.map((c) => `g.${c}`).join(', ')}) is distinct from (${VALORI.map((c) => `v.${c}`).join(', ')})
$$;`;
};

const daIngredienti = (pezzi: boolean) => {
  const cols = `costo_per_unita, unita_misura, densita, calorie, carboidrati, zuccheri, grassi, proteine, sale, pac, pod${pezzi ? ', peso_pezzo_g' : ''}`;
  const di = (t: string) => cols.split(', ').map((c) => `${t}.${c}`).join(', ');
  return `create or replace function "valori_gusti_da_ingredienti"() returns trigger language plpgsql as $$
declare
  cambiati int[];
begin
  select array_agg(n.id) into cambiati
    from nuovi n join vecchi o on o.id = n.id
   where (${di('n')}) is distinct from (${di('o')});
  if cambiati is not null then
    perform ricalcola_valori_gusti(array(select distinct gusto_id from gusti_ingredienti where ingrediente_id = any (cambiati)));
  end if;
  return null;
end $$;`;
};

/** The version function of ScienzaIdentita, with `caratterizzante` compared and copied, pieces weighed and pac_kg of the base lines. */
const versiona = (nuova: boolean) => {
  const col = nuova ? ', ruolo, caratterizzante' : ', ruolo';
  const valori = nuova
    ? `case when sum(${massa(true)}) > 0 then round(sum(${Q} * i.costo_per_unita) / sum(${massa(true)}), 4) else 0 end as food_cost,
                case when sum(${massa(true)}) filter (where r.ruolo = 'base') > 0
                     then round(sum(${massa(true)} * 10 * coalesce(i.pac, 0)) filter (where r.ruolo = 'base') / sum(${massa(true)}) filter (where r.ruolo = 'base'), 2) else 0 end as pac_kg`
    : `case when sum(${massa(false)}) > 0 then round(sum(${Q} * i.costo_per_unita) / sum(${massa(false)}), 4) else 0 end as food_cost,
                case when sum(${massa(false)}) > 0 then round(sum(${massa(false)} * 10 * coalesce(i.pac, 0)) / sum(${massa(false)}), 2) else 0 end as pac_kg`;
  return `create or replace function "versiona_ricetta_gusto"(gid int) returns void language plpgsql as $$
declare
  ultima_id int;
  ultimo_numero int;
  nuova_id int;
begin
  perform 1 from gusti where id = gid for update;
  if not found then
    return; -- the flavour was deleted in the same transaction
  end if;
  select id, numero into ultima_id, ultimo_numero from gusti_versioni where gusto_id = gid order by numero desc limit 1;
  if ultima_id is not null and not exists (
       (select ingrediente_id, quantita, unita${col} from gusti_ingredienti where gusto_id = gid
        except all
        select ingrediente_id, quantita, unita${col} from gusti_versioni_righe where versione_id = ultima_id)
       union all
       (select ingrediente_id, quantita, unita${col} from gusti_versioni_righe where versione_id = ultima_id
        except all
        select ingrediente_id, quantita, unita${col} from gusti_ingredienti where gusto_id = gid)) then
    return;
  end if;
  insert into gusti_versioni (gusto_id, numero, data, autore_id, nota, food_cost, pac_kg)
  select gid, coalesce(ultimo_numero, 0) + 1, now(),
         (select u.id from utenti u where u.id::text = nullif(current_setting('gelatiere.versione_autore', true), '')),
         left(nullif(btrim(current_setting('gelatiere.versione_nota', true)), ''), 500),
         v.food_cost, v.pac_kg
    from (select ${valori} from gusti_ingredienti r join ingredienti i on i.id = r.ingrediente_id where r.gusto_id = gid) v
  returning id into nuova_id;
  insert into gusti_versioni_righe (versione_id, ingrediente_id, quantita, unita${col})
  select nuova_id, r.ingrediente_id, r.quantita, r.unita${col.replace(/, /g, ', r.')} from gusti_ingredienti r where r.gusto_id = gid order by r.id;
  update gusti set versione = coalesce(ultimo_numero, 0) + 1 where id = gid;
end $$;`;
};

export class Migration20261130110000ScienzaBase extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "gusti_versioni_righe" add column "caratterizzante" boolean not null default false;`);
    // the versions in force record the flag their lines carry now (it was never versioned before)
    this.addSql(`update "gusti_versioni_righe" vr set "caratterizzante" = true
      from "gusti_versioni" v, "gusti" g, "gusti_ingredienti" r
     where v.id = vr.versione_id and g.id = v.gusto_id and v.numero = g.versione
       and r.gusto_id = g.id and r.ingrediente_id = vr.ingrediente_id and r.caratterizzante;`);
    this.addSql(`alter table "gusti" add column "denominazione" varchar(150) null;`);
    this.addSql(versiona(true));
    this.addSql(ricalcola(true, true));
    this.addSql(daIngredienti(true));
    // backfill (the flavours' sync timestamp is kept, as in Velocita)
    this.addSql(`alter table "gusti" disable trigger "gusti_aggiornato_il";`);
    this.addSql(`select ricalcola_valori_gusti(null);`);
    this.addSql(`alter table "gusti" enable trigger "gusti_aggiornato_il";`);
  }

  override async down(): Promise<void> {
    this.addSql(daIngredienti(false));
    this.addSql(ricalcola(false, false));
    this.addSql(versiona(false));
    this.addSql(`alter table "gusti" drop column "denominazione";`);
    this.addSql(`alter table "gusti_versioni_righe" drop column "caratterizzante";`);
    this.addSql(`alter table "gusti" disable trigger "gusti_aggiornato_il";`);
    this.addSql(`select ricalcola_valori_gusti(null);`);
    this.addSql(`alter table "gusti" enable trigger "gusti_aggiornato_il";`);
  }
}
