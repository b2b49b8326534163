import { defineEntity, p } from '@mikro-orm/core';
import { UNITA_MISURA } from '@gelatiere/scienza';
import { Fornitore } from '../fornitori/fornitore.entity.js';

const nutriente = () => p.decimal('number').precision(10).scale(2).nullable();
/** g per 100 g of the ingredient as sold (DOMAIN.md "Gelato science"); unknown = null */
const composizione = () => p.decimal('number').precision(7).scale(3).nullable();

/** Composition columns added for the gelato science (0..100 g per 100 g each). */
export const COLONNE_COMPOSIZIONE = [
  'acqua', 'grassi_saturi', 'fibre', 'slng', 'saccarosio', 'glucosio', 'fruttosio', 'lattosio', 'maltosio',
  'alcol', 'burro_cacao', 'solidi_cacao', 'grassi_frutta_secca', 'stabilizzanti',
  // issue 27: glucose syrups (solids; their DE apart), polyols, trehalose, fibres, intense sweeteners
  'sciroppo_glucosio', 'eritritolo', 'maltitolo', 'sorbitolo', 'trealosio', 'inulina', 'polidestrosio', 'sucralosio', 'glicosidi_steviolo',
] as const;

/** An ingredient of the catalogue; nutrition per 100 g, PAC/POD per 100 g on the sucrose = 100 scale. */
const IngredienteSchema = defineEntity({
  name: 'Ingrediente',
  tableName: 'ingredienti',
  checks: [
    {
      name: 'ingredienti_composizione_check',
      expression: COLONNE_COMPOSIZIONE.map((c) => `(${c} is null or (${c} >= 0 and ${c} <= 100))`).join(' and '),
    },
    { name: 'ingredienti_peso_pezzo_check', expression: 'peso_pezzo_g is null or (peso_pezzo_g > 0 and peso_pezzo_g <= 100000)' },
    { name: 'ingredienti_densita_check', expression: 'densita is null or (densita >= 0.3 and densita <= 3)' },
    { name: 'ingredienti_de_check', expression: 'de is null or (de >= 1 and de <= 99)' },
    { name: 'ingredienti_valori_non_negativi_check', expression: 'costo_per_unita >= 0 and coalesce(calorie, 0) >= 0 and coalesce(carboidrati, 0) >= 0 and coalesce(zuccheri, 0) >= 0 and coalesce(grassi, 0) >= 0 and coalesce(proteine, 0) >= 0 and coalesce(sale, 0) >= 0 and coalesce(pac, 0) >= 0 and coalesce(pod, 0) >= 0' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    nome: p.string().length(150),
    descrizione: p.text().nullable(),
    /** euro per unita_misura */
    costoPerUnita: p.decimal('number').precision(12).scale(4).default(0),
    unitaMisura: p.enum([...UNITA_MISURA]).default('kg'),
    /** the supplier's name (the spec's shape); a database trigger keeps it in step with `fornitoreRef` */
    fornitore: p.string().length(150),
    /** the supplier entity (null: a name not yet registered as a supplier) */
    fornitoreRef: () => p.manyToOne(Fornitore).nullable().deleteRule('set null').index().fieldName('fornitore_id'),
    calorie: nutriente(),
    carboidrati: nutriente(),
    zuccheri: nutriente(),
    grassi: nutriente(),
    proteine: nutriente(),
    sale: nutriente(),
    pac: nutriente(),
    pod: nutriente(),
    acqua: composizione(),
    grassiSaturi: composizione(),
    fibre: composizione(),
    /** milk solids non-fat */
    slng: composizione(),
    saccarosio: composizione(),
    /** anhydrous dextrose */
    glucosio: composizione(),
    fruttosio: composizione(),
    lattosio: composizione(),
    maltosio: composizione(),
    /** ethanol */
    alcol: composizione(),
    burroCacao: composizione(),
    /** non-fat cocoa solids */
    solidiCacao: composizione(),
    grassiFruttaSecca: composizione(),
    /** stabilisers + emulsifiers */
    stabilizzanti: composizione(),
    /** glucose syrups, dried syrups, maltodextrins: g of carbohydrate solids per 100 g as sold */
    sciroppoGlucosio: composizione(),
    /** dextrose equivalent of those solids, 1–99 */
    de: p.decimal('number').precision(5).scale(2).nullable(),
    eritritolo: composizione(),
    maltitolo: composizione(),
    sorbitolo: composizione(),
    trealosio: composizione(),
    inulina: composizione(),
    polidestrosio: composizione(),
    sucralosio: composizione(),
    glicosidiSteviolo: composizione(),
    /** kg/l (liquids; null = 1.000) */
    densita: p.decimal('number').precision(5).scale(3).nullable(),
    /** pac/pod were derived from the sugar spectrum (not entered) */
    pacPodDerivati: p.boolean().default(false),
    /** its allergens have been declared (also "none"); false = unknown (issue 12) */
    allergeniDichiarati: p.boolean().default(false),
    /** name on the EU label (e.g. "latte intero"); null = nome */
    nomeEtichetta: p.string().length(150).nullable(),
    /** characterising ingredient: its percentage is declared on the label (QUID) */
    caratterizzante: p.boolean().default(false),
    /** mass of one piece in grams (pz ingredients): the piece then counts in mass, label order and nutrition */
    pesoPezzoG: p.decimal('number').precision(10).scale(3).nullable(),
    /** a compound ingredient's own ingredient list as on its label (allergens in it), e.g. chocolate */
    ingredientiComposti: p.text().nullable(),
    /** an additive: its category (Annex VII Part C), specific name and E number */
    additivoCategoria: p.string().length(100).nullable(),
    additivoNome: p.string().length(150).nullable(),
    additivoENumero: p.string().length(10).nullable().fieldName('additivo_e_numero'),
    attivo: p.boolean().default(true),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    /** kept current by a database trigger (every writer; for a flavour also its recipe lines and allergens) */
    aggiornatoIl: p.datetime().defaultRaw('now()').index(),
  },
});

export class Ingrediente extends IngredienteSchema.class {}
IngredienteSchema.setClass(Ingrediente);
