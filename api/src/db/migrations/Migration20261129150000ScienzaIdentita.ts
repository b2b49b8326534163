import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 27, the science half (DOMAIN.md "Gelato science", "Targets and balancing"):
 * - ingredients: glucose syrups by their solids and DE (`sciroppo_glucosio`, `de` 1–99), polyols,
 *   trehalose, fibres and intense sweeteners (g per 100 g, 0–100 each);
 * - recipe lines and version lines: `ruolo` base | variegato | inclusione (default base: every
 *   existing line is base, old recipes unchanged); the version function compares and copies it, so
 *   changing only a line's role makes a new version;
 * - default profiles: added salt ≤ 0.2, alcohol ≤ 3, dextrose ≤ 35 % and fructose ≤ 25 % of the
 *   added sugars, merged under what an admin already set (a key the profile already has is kept);
 *   two more default profiles for the vegan and sugar-free bases.
 *
 * Frozen SQL: food cost and PAC of a version as in Migration20261123100000Versioni.
 */
const NUOVE = ['sciroppo_glucosio', 'eritritolo', 'maltitolo', 'sorbitolo', 'trealosio', 'inulina', 'polidestrosio', 'sucralosio', 'glicosidi_steviolo'];
const TUTTE = [
  'acqua', 'grassi_saturi', 'fibre', 'slng', 'saccarosio', 'glucosio', 'fruttosio', 'lattosio', 'maltosio',
  'alcol', 'burro_cacao', 'solidi_cacao', 'grassi_frutta_secca', 'stabilizzanti', ...NUOVE,
];
const PRIMA = TUTTE.slice(0, TUTTE.length - NUOVE.length);
const range100 = (cols: string[]) => cols.map((c) => `(${c} is null or (${c} >= 0 and ${c} <= 100))`).join(' and ');

const Q = `(r.quantita * (case when r.unita in ('kg', 'l') then 1000 else 1 end) / (case when i.unita_misura in ('kg', 'l') then 1000.0 else 1.0 end))`;
const M = `(case r.unita when 'kg' then r.quantita when 'l' then r.quantita * coalesce(i.densita, 1.0) when 'g' then r.quantita / 1000.0
                         when 'ml' then r.quantita / 1000.0 * coalesce(i.densita, 1.0) else 0 end)`;
const VALORI = `case when sum(${M}) > 0 then round(sum(${Q} * i.costo_per_unita) / sum(${M}), 4) else 0 end as food_cost,
                case when sum(${M}) > 0 then round(sum(${M} * 10 * coalesce(i.pac, 0)) / sum(${M}), 2) else 0 end as pac_kg`;

const versiona = (conRuolo: boolean) => {
  const col = conRuolo ? ', ruolo' : '';
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
    from (select ${VALORI} from gusti_ingredienti r join ingredienti i on i.id = r.ingrediente_id where r.gusto_id = gid) v
  returning id into nuova_id;
  insert into gusti_versioni_righe (versione_id, ingrediente_id, quantita, unita${col})
  select nuova_id, r.ingrediente_id, r.quantita, r.unita${col ? ', r.ruolo' : ''} from gusti_ingredienti r where r.gusto_id = gid order by r.id;
  update gusti set versione = coalesce(ultimo_numero, 0) + 1 where id = gid;
end $$;`;
};

const COMUNI = `{"sale_aggiunto": {"min": null, "max": 0.2}, "alcol": {"min": null, "max": 3}, "quota_destrosio": {"min": null, "max": 35}, "quota_fruttosio": {"min": null, "max": 25}}`;
const PREDEFINITI = ['Gelato al latte e creme', 'Cioccolato e frutta secca', 'Sorbetto'];
const SALE_ALCOL = `{"sale_aggiunto": {"min": null, "max": 0.2}, "alcol": {"min": null, "max": 3}}`;
/** name, targets (the sugar-mix shares only where there are added sugars), serving range */
const AGGIUNTIVI: [string, string, string, number, number][] = [
  [
    'Vegano',
    `{"solidi_totali": {"min": 32, "max": 42}, "grassi": {"min": 4, "max": 12}, "slng": {"min": 0, "max": 1}, "zuccheri": {"min": 18, "max": 27}, "pod": {"min": 15, "max": 24}, "stabilizzanti": {"min": 0.2, "max": 0.6}}`,
    COMUNI,
    -12,
    -10,
  ],
  [
    'Senza zuccheri aggiunti',
    `{"solidi_totali": {"min": 30, "max": 40}, "grassi": {"min": 4, "max": 8}, "slng": {"min": 9, "max": 12}, "zuccheri": {"min": 3, "max": 9}, "polioli": {"min": 8, "max": 20}, "pod": {"min": 12, "max": 24}, "stabilizzanti": {"min": 0.2, "max": 0.6}}`,
    SALE_ALCOL,
    -13,
    -11,
  ],
];

export class Migration20261129150000ScienzaIdentita extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "ingredienti" ${NUOVE.map((c) => `add column "${c}" numeric(7,3) null`).join(', ')}, add column "de" numeric(5,2) null;`);
    this.addSql(`alter table "ingredienti" drop constraint "ingredienti_composizione_check";`);
    this.addSql(`alter table "ingredienti" add constraint "ingredienti_composizione_check" check (${range100(TUTTE)});`);
    this.addSql(`alter table "ingredienti" add constraint "ingredienti_de_check" check (de is null or (de >= 1 and de <= 99));`);

    for (const t of ['gusti_ingredienti', 'gusti_versioni_righe']) {
      this.addSql(`alter table "${t}" add column "ruolo" text not null default 'base';`);
      this.addSql(`alter table "${t}" add constraint "${t}_ruolo_check" check ("ruolo" in ('base', 'variegato', 'inclusione'));`);
    }
    this.addSql(versiona(true));

    this.addSql(`update "profili_bilanciamento" set "obiettivi" = '${COMUNI}'::jsonb || "obiettivi", "updated_at" = now() where "nome" in (${PREDEFINITI.map((n) => `'${n}'`).join(', ')});`);
    for (const [nome, obiettivi, limiti, min, max] of AGGIUNTIVI) {
      this.addSql(`insert into "profili_bilanciamento" ("nome", "obiettivi", "temperatura_servizio_min", "temperatura_servizio_max") values ('${nome}', '${obiettivi}'::jsonb || '${limiti}'::jsonb, ${min}, ${max}) on conflict ("nome") do nothing;`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "profili_bilanciamento" p where "nome" in (${AGGIUNTIVI.map(([n]) => `'${n}'`).join(', ')})
      and not exists (select 1 from gusti g where g.profilo_id = p.id) and not exists (select 1 from categorie_gusti c where c.profilo_id = p.id);`);
    this.addSql(`update "profili_bilanciamento" set "obiettivi" = "obiettivi" - 'sale_aggiunto' - 'quota_destrosio' - 'quota_fruttosio' where "nome" in (${PREDEFINITI.map((n) => `'${n}'`).join(', ')});`);
    this.addSql(versiona(false));
    for (const t of ['gusti_ingredienti', 'gusti_versioni_righe']) this.addSql(`alter table "${t}" drop constraint "${t}_ruolo_check", drop column "ruolo";`);
    this.addSql(`alter table "ingredienti" drop constraint "ingredienti_de_check", drop constraint "ingredienti_composizione_check";`);
    this.addSql(`alter table "ingredienti" add constraint "ingredienti_composizione_check" check (${range100(PRIMA)});`);
    this.addSql(`alter table "ingredienti" ${NUOVE.map((c) => `drop column "${c}"`).join(', ')}, drop column "de";`);
  }
}
