import { z } from 'zod';
import { MSG_INGREDIENTE, numeroNonNegativo } from '@gelatiere/contratto';
import { coefficientiDerivati, type ComposizioneIngrediente } from '@gelatiere/scienza';
import { formatInput, parseInput } from '../../lib/format';
import type { UnitaMisura } from '../gusti/recipe-preview';
import type { Ingrediente, IngredienteInput, VoceLibreria } from './operations';

/** Composition fields of DOMAIN.md "Gelato science" (grams per 100 g as sold; kcal for calorie). */
export const NUTRIENT_FIELDS = [
  { key: 'calorie', label: 'Calorie (kcal/100 g)' },
  { key: 'carboidrati', label: 'Carboidrati (g/100 g)' },
  { key: 'zuccheri', label: 'Zuccheri (g/100 g)' },
  { key: 'grassi', label: 'Grassi (g/100 g)' },
  { key: 'grassiSaturi', label: 'di cui saturi (g/100 g)' },
  { key: 'proteine', label: 'Proteine (g/100 g)' },
  { key: 'fibre', label: 'Fibre (g/100 g)' },
  { key: 'sale', label: 'Sale (g/100 g)' },
] as const;

/** The sugar spectrum: when any of these (or sale/alcol) is given, PAC and POD are derived from it. */
export const SUGAR_FIELDS = [
  { key: 'saccarosio', label: 'Saccarosio (g/100 g)' },
  { key: 'glucosio', label: 'Glucosio/destrosio anidro (g/100 g)' },
  { key: 'fruttosio', label: 'Fruttosio (g/100 g)' },
  { key: 'lattosio', label: 'Lattosio (g/100 g)' },
  { key: 'maltosio', label: 'Maltosio (g/100 g)' },
] as const;

export const GELATO_FIELDS = [
  { key: 'acqua', label: 'Acqua (g/100 g)' },
  { key: 'slng', label: 'SLNG, solidi magri del latte (g/100 g)' },
  { key: 'alcol', label: 'Alcol (g/100 g)' },
  { key: 'burroCacao', label: 'Burro di cacao (g/100 g)' },
  { key: 'solidiCacao', label: 'Solidi magri di cacao (g/100 g)' },
  { key: 'grassiFruttaSecca', label: 'Grassi della frutta secca (g/100 g)' },
  { key: 'stabilizzanti', label: 'Stabilizzanti ed emulsionanti (g/100 g)' },
] as const;

/** Glucose syrups by DE, polyols, trehalose, fibres and intense sweeteners (issue 27): each with its own PAC/POD. */
export const SWEETENER_FIELDS = [
  { key: 'sciroppoGlucosio', label: 'Sciroppo di glucosio / maltodestrina, solidi (g/100 g)' },
  { key: 'de', label: 'DE dello sciroppo (1-99)' },
  { key: 'eritritolo', label: 'Eritritolo (g/100 g)' },
  { key: 'maltitolo', label: 'Maltitolo (g/100 g)' },
  { key: 'sorbitolo', label: 'Sorbitolo (g/100 g)' },
  { key: 'trealosio', label: 'Trealosio (g/100 g)' },
  { key: 'inulina', label: 'Inulina (g/100 g)' },
  { key: 'polidestrosio', label: 'Polidestrosio (g/100 g)' },
  { key: 'sucralosio', label: 'Sucralosio (g/100 g)' },
  { key: 'glicosidiSteviolo', label: 'Glicosidi steviolici (g/100 g)' },
] as const;

export const DENSITY_FIELD = { key: 'densita', label: 'Densità (kg/l)' } as const;

export const SCIENTIFIC_FIELDS = [
  { key: 'pac', label: 'PAC (per 100 g)' },
  { key: 'pod', label: 'POD (per 100 g)' },
] as const;

export const COMPOSITION_KEYS = [
  ...NUTRIENT_FIELDS.map((f) => f.key),
  ...SUGAR_FIELDS.map((f) => f.key),
  ...GELATO_FIELDS.map((f) => f.key),
  ...SWEETENER_FIELDS.map((f) => f.key),
  DENSITY_FIELD.key,
  ...SCIENTIFIC_FIELDS.map((f) => f.key),
] as const;
export type CompositionKey = (typeof COMPOSITION_KEYS)[number];

/** The ingredient form's values as typed (numbers as text; '' = unknown). */
export type IngredientFormValues = {
  nome: string;
  descrizione: string;
  costoPerUnita: string;
  unitaMisura: UnitaMisura;
  fornitore: string;
  attivo: boolean;
} & Record<CompositionKey, string>;

export const UNIT_OPTIONS: { value: UnitaMisura; label: string }[] = [
  { value: 'kg', label: 'kg (chilogrammi)' },
  { value: 'g', label: 'g (grammi)' },
  { value: 'l', label: 'l (litri)' },
  { value: 'ml', label: 'ml (millilitri)' },
  { value: 'pz', label: 'pz (pezzi)' },
];

const EMPTY_COMPOSITION = Object.fromEntries(COMPOSITION_KEYS.map((k) => [k, ''])) as Record<CompositionKey, string>;

export const EMPTY_INGREDIENT_FORM: IngredientFormValues = {
  nome: '',
  descrizione: '',
  costoPerUnita: '',
  unitaMisura: 'kg',
  fornitore: '',
  ...EMPTY_COMPOSITION,
  attivo: true,
};

/** Decimals an input shows: grams per 100 g and PAC/POD to 2, density (kg/l) to 3, a cost to 4 (€ per g). */
const DECIMALI_INPUT: Partial<Record<CompositionKey | 'costoPerUnita', number>> = { densita: 3, costoPerUnita: 4 };
const text = (key: CompositionKey | 'costoPerUnita', n: number | null | undefined) => formatInput(n, DECIMALI_INPUT[key] ?? 2);

/** The composition of an ingredient (or of a library row) as form text, it-IT ('8,2'). */
export function compositionForm(c: Partial<Record<CompositionKey, number | null>>): Record<CompositionKey, string> {
  return Object.fromEntries(COMPOSITION_KEYS.map((k) => [k, text(k, c[k])])) as Record<CompositionKey, string>;
}

export function formFromIngredient(i: Ingrediente): IngredientFormValues {
  return {
    nome: i.nome,
    descrizione: i.descrizione ?? '',
    costoPerUnita: text('costoPerUnita', i.costoPerUnita),
    unitaMisura: i.unitaMisura,
    fornitore: i.fornitore,
    ...compositionForm(i),
    attivo: i.attivo,
  };
}

/** A composition entry: '' or non-numeric = unknown (null, never 0); a decimal comma is accepted; negatives clamp to 0. */
export function toNumberOrNull(value: string): number | null {
  const n = parseInput(value);
  return Number.isFinite(n) ? Math.max(0, n) : null;
}

/** Liquids (l, ml) have a density; other units do not. */
export const hasDensity = (u: UnitaMisura) => u === 'l' || u === 'ml';

/** The form's validation messages: the API's own (the contract shared with it, @gelatiere/contratto). */
export { MSG_INGREDIENTE };

/** The API's rule of a cost (a number ≥ 0, bounded), from the contract: its first message, or null when valid. */
const regolaCosto = numeroNonNegativo(MSG_INGREDIENTE.costoObbligatorio, MSG_INGREDIENTE.costoNonValido);
const erroreCosto = (testo: string, costo: number) => {
  const r = regolaCosto.safeParse(testo.trim() === '' ? null : costo);
  return r.success ? null : r.error.issues[0]!.message;
};

/** The required fields as the form names them in a sentence, in the form's order. */
const CAMPI_OBBLIGATORI = [
  { key: 'nome', label: 'nome' },
  { key: 'costoPerUnita', label: 'costo per unità' },
  { key: 'unitaMisura', label: 'unità di misura' },
  { key: 'fornitore', label: 'fornitore' },
] as const;
export type CampoObbligatorio = (typeof CAMPI_OBBLIGATORI)[number]['key'];

/**
 * The API's rules (@gelatiere/contratto MSG_INGREDIENTE, numeroNonNegativo): nome, costo per unità
 * (a number ≥ 0), unità di misura and fornitore required, each error on its field; the composition is lenient as
 * typed (unknown = null, never 0; negatives clamp to 0; densità only for liquids). The output is
 * the mutation's input (without the allergen and label fields, which their section adds).
 */
export const ingredienteFormSchema = z
  .object({
    nome: z.string(),
    descrizione: z.string(),
    costoPerUnita: z.string(),
    unitaMisura: z.custom<UnitaMisura>(),
    fornitore: z.string(),
    attivo: z.boolean(),
    ...(Object.fromEntries(COMPOSITION_KEYS.map((k) => [k, z.string()])) as Record<CompositionKey, z.ZodString>),
  })
  .transform((v, ctx): IngredienteInput => {
    const nome = v.nome.trim();
    if (!nome) ctx.addIssue({ code: 'custom', path: ['nome'], message: MSG_INGREDIENTE.nomeObbligatorio });
    const costo = parseInput(v.costoPerUnita);
    const errore = erroreCosto(v.costoPerUnita, costo);
    if (errore) ctx.addIssue({ code: 'custom', path: ['costoPerUnita'], message: errore });
    if (!v.unitaMisura) ctx.addIssue({ code: 'custom', path: ['unitaMisura'], message: MSG_INGREDIENTE.unitaObbligatoria });
    const fornitore = v.fornitore.trim();
    if (!fornitore) ctx.addIssue({ code: 'custom', path: ['fornitore'], message: MSG_INGREDIENTE.fornitoreObbligatorio });
    const composizione = Object.fromEntries(COMPOSITION_KEYS.map((k) => [k, toNumberOrNull(v[k])])) as Record<CompositionKey, number | null>;
    if (!hasDensity(v.unitaMisura)) composizione.densita = null;
    return {
      nome,
      descrizione: v.descrizione.trim() || null,
      costoPerUnita: Number.isFinite(costo) ? Math.max(0, costo) : 0,
      unitaMisura: v.unitaMisura,
      fornitore,
      ...composizione,
      attivo: v.attivo,
    };
  }) satisfies z.ZodType<IngredienteInput, IngredientFormValues>;

/**
 * Required fields still to fill or wrong (a library row brings neither cost nor supplier): the form
 * lists them up front ("Da completare: costo per unità, fornitore") and focuses the first.
 */
export function campiDaCompletare(v: IngredientFormValues): { key: CampoObbligatorio; label: string }[] {
  const r = ingredienteFormSchema.safeParse(v);
  const errati = new Set(r.success ? [] : r.error.issues.map((i) => i.path[0]));
  return CAMPI_OBBLIGATORI.filter((c) => errati.has(c.key));
}

/** The form's composition in the science package's shape (snake_case keys, null = unknown). */
export function composizioneScienza(v: IngredientFormValues): ComposizioneIngrediente {
  const n = (k: CompositionKey) => toNumberOrNull(v[k]);
  return {
    acqua: n('acqua'),
    grassi: n('grassi'),
    grassi_saturi: n('grassiSaturi'),
    proteine: n('proteine'),
    carboidrati: n('carboidrati'),
    zuccheri: n('zuccheri'),
    fibre: n('fibre'),
    sale: n('sale'),
    calorie: n('calorie'),
    slng: n('slng'),
    saccarosio: n('saccarosio'),
    glucosio: n('glucosio'),
    fruttosio: n('fruttosio'),
    lattosio: n('lattosio'),
    maltosio: n('maltosio'),
    alcol: n('alcol'),
    burro_cacao: n('burroCacao'),
    solidi_cacao: n('solidiCacao'),
    grassi_frutta_secca: n('grassiFruttaSecca'),
    stabilizzanti: n('stabilizzanti'),
    densita: n('densita'),
    sciroppo_glucosio: n('sciroppoGlucosio'),
    de: n('de'),
    eritritolo: n('eritritolo'),
    maltitolo: n('maltitolo'),
    sorbitolo: n('sorbitolo'),
    trealosio: n('trealosio'),
    inulina: n('inulina'),
    polidestrosio: n('polidestrosio'),
    sucralosio: n('sucralosio'),
    glicosidi_steviolo: n('glicosidiSteviolo'),
    pac: n('pac'),
    pod: n('pod'),
  };
}

/** PAC/POD as the server will use them: derived from the sugar spectrum when it is given (DOMAIN.md). */
export function derivedCoefficients(v: IngredientFormValues) {
  return coefficientiDerivati(composizioneScienza(v));
}

/**
 * A new ingredient from a library row: name, unit, description and composition filled, cost and
 * supplier left to the user.
 */
export function formFromLibrary(v: VoceLibreria): IngredientFormValues {
  const composizione = compositionForm(v);
  return {
    ...EMPTY_INGREDIENT_FORM,
    ...composizione,
    nome: v.nome,
    descrizione: v.descrizione,
    unitaMisura: v.unitaMisura,
  };
}
