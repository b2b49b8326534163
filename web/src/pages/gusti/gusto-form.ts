import { z } from 'zod';
import { MSG_GUSTO, numeroNonNegativo } from '@gelatiere/contratto';
import type { GustoInput, RuoloRiga } from '../../gql/graphql';
import { formatDecimal, parseInput } from '../../lib/format';
import { quantitaForm } from '../../features/scienza/proposta';
import type { Gusto, IngredienteOpzione } from './operations';
import { computeRecipePreview, unitChoices, type PreviewIngredient, type RecipeLine, type UnitaMisura } from './recipe-preview';

export interface RecipeLineForm {
  /** Stable React key */
  key: string;
  ingredienteId: number | null;
  quantita: string;
  unita: UnitaMisura;
  /** base (default), variegato or inclusione: added after churning, out of the mix's science */
  ruolo?: RuoloRiga;
  /** characterising line: its percentage is declared on the label (QUID) */
  caratterizzante?: boolean;
}

export const RUOLI_RIGA_ETICHETTE: { value: RuoloRiga; label: string }[] = [
  { value: 'base', label: 'Miscela' },
  { value: 'variegato', label: 'Variegato' },
  { value: 'inclusione', label: 'Inclusione' },
];

export interface GustoFormValues {
  nome: string;
  categoriaId: string;
  colore: string;
  descrizione: string;
  stagionale: boolean;
  noteProduzione: string;
  /** the sales name on the label; '' = built from type and name ("Gelato al …") */
  denominazione: string;
  allergeniIds: number[];
  righe: RecipeLineForm[];
  /** balancing profile of the flavour; null = its category's */
  profiloId: number | null;
}

export const DEFAULT_COLORE = '#ffffff';
export const NO_INGREDIENTS_MESSAGE = 'Nessun ingrediente disponibile. Aggiungi ingredienti dalla sezione Ingredienti.';

/** The form's validation messages: the API's own (the contract shared with it, @gelatiere/contratto). */
export { MSG_GUSTO };

let lineCounter = 0;
export const newLineKey = () => `riga-${++lineCounter}`;

export const EMPTY_GUSTO_FORM: GustoFormValues = {
  nome: '',
  categoriaId: '',
  colore: DEFAULT_COLORE,
  descrizione: '',
  stagionale: false,
  noteProduzione: '',
  denominazione: '',
  allergeniIds: [],
  righe: [],
  profiloId: null,
};

/** The form of an existing flavour; a duplicate gets the name suffixed as a copy. */
export function formFromGusto(g: Gusto, activeCategoryIds: ReadonlySet<number>, copia = false): GustoFormValues {
  return {
    nome: copia ? `${g.nome} (copia)` : g.nome,
    categoriaId: activeCategoryIds.has(g.categoriaId) ? String(g.categoriaId) : '',
    colore: g.colore || DEFAULT_COLORE,
    descrizione: g.descrizione ?? '',
    stagionale: g.stagionale,
    noteProduzione: g.noteProduzione ?? '',
    denominazione: g.denominazione ?? '',
    allergeniIds: g.allergeni.map((a) => a.id),
    righe: g.ricetta.map((r) => ({ key: newLineKey(), ingredienteId: r.ingredienteId, quantita: quantitaForm(r.quantita, r.unita), unita: r.unita, ruolo: r.ruolo, caratterizzante: r.caratterizzante })),
    profiloId: g.profiloId,
  };
}

/**
 * The unit a line takes when its ingredient changes: kept when still allowed, else the small unit of
 * the ingredient (DOMAIN.md "Units": gelato makers weigh in grams, so a line on a kg ingredient
 * starts in g and one on a litre ingredient in ml; g, ml and pz ingredients have only their own).
 */
export function unitForIngredient(current: UnitaMisura | null, unitaIngrediente: UnitaMisura): UnitaMisura {
  const choices = unitChoices(unitaIngrediente);
  if (current && choices.includes(current)) return current;
  return choices[0]!;
}

/** A batch outside these bounds is almost always a unit typed wrong (grams of milk entered as litres). */
export const LOTTO_MIN_KG = 0.5;
export const LOTTO_MAX_KG = 100;

export const AVVISI_RICETTA = {
  massa: (kg: number) =>
    `La ricetta fa ${formatDecimal(kg, 3)} kg di miscela, fuori dall'intervallo consueto di un lotto (da 0,5 a 100 kg): controlla quantità e unità.`,
  unita: (righe: readonly { nome: string; unita: string }[], grandi: boolean) =>
    `Unità da controllare: ${righe.map((r) => `«${r.nome}» in ${r.unita}`).join(', ')} mentre le altre righe sono in ${grandi ? 'g o ml' : 'kg o l'}: un'unità 1000 volte ${grandi ? 'più grande' : 'più piccola'}.`,
} as const;

const GRANDI: readonly UnitaMisura[] = ['kg', 'l'];

/**
 * What to confirm before saving a recipe (never a block): a batch outside 0,5-100 kg, and lines whose
 * unit is 1000 times the others' (kg or l among g and ml, or the reverse; the fewer are named).
 */
export function avvisiRicetta(righe: readonly RecipeLineForm[], ingredienti: readonly IngredienteOpzione[]): string[] {
  const catalogo = new Map<number, PreviewIngredient & { nome: string }>(ingredienti.map((i) => [i.id, i]));
  const avvisi: string[] = [];
  const { massaKg } = computeRecipePreview(previewLines(righe), catalogo);
  if (massaKg > 0 && (massaKg < LOTTO_MIN_KG || massaKg > LOTTO_MAX_KG)) avvisi.push(AVVISI_RICETTA.massa(massaKg));
  const conMassa = righe.flatMap((r) => {
    const ing = r.ingredienteId != null ? catalogo.get(r.ingredienteId) : undefined;
    return ing && r.unita !== 'pz' && parseQuantity(r.quantita) > 0 ? [{ nome: ing.nome, unita: r.unita, grande: GRANDI.includes(r.unita) }] : [];
  });
  const grandi = conMassa.filter((r) => r.grande);
  const piccole = conMassa.filter((r) => !r.grande);
  if (grandi.length > 0 && piccole.length > 0) {
    // the fewer lines are the odd ones (on a tie, the big unit: litres typed among grams)
    const strane = grandi.length <= piccole.length;
    avvisi.push(AVVISI_RICETTA.unita(strane ? grandi : piccole, strane));
  }
  return avvisi;
}

/** A typed quantity: '574,2', '574.2' or '1.250,5'; NaN when empty or not a number. */
export const parseQuantity = parseInput;

/** The API's rule of a recipe quantity (a number ≥ 0, bounded), from the contract: its first message, or null when valid. */
const regolaQuantita = numeroNonNegativo(MSG_GUSTO.quantitaObbligatoria, MSG_GUSTO.quantitaNonValida);
const erroreQuantita = (testo: string) => {
  const r = regolaQuantita.safeParse(testo.trim() === '' ? null : parseQuantity(testo));
  return r.success ? null : r.error.issues[0]!.message;
};

const rigaForm = z.object({
  key: z.string(),
  ingredienteId: z.number().nullable(),
  quantita: z.string(),
  unita: z.custom<UnitaMisura>(),
  ruolo: z.custom<RuoloRiga>().optional(),
  caratterizzante: z.boolean().optional(),
});

/**
 * The API's rules (@gelatiere/contratto MSG_GUSTO, numeroNonNegativo): nome and categoria required;
 * every recipe line names its ingredient and a quantity ≥ 0 (reported on the line, `righe.<i>`). Checked together so every
 * error shows on the same submit; the output is the mutation's input.
 */
export const gustoFormSchema = z
  .object({
    nome: z.string(),
    categoriaId: z.string(),
    colore: z.string(),
    descrizione: z.string(),
    stagionale: z.boolean(),
    noteProduzione: z.string(),
    denominazione: z.string(),
    allergeniIds: z.array(z.number()),
    righe: z.array(rigaForm),
    profiloId: z.number().nullable(),
  })
  .transform((v, ctx): GustoInput => {
    const nome = v.nome.trim();
    if (!nome) ctx.addIssue({ code: 'custom', path: ['nome'], message: MSG_GUSTO.nomeObbligatorio });
    if (!v.categoriaId) ctx.addIssue({ code: 'custom', path: ['categoriaId'], message: MSG_GUSTO.categoriaObbligatoria });
    v.righe.forEach((r, i) => {
      const errore = r.ingredienteId == null ? MSG_GUSTO.ingredienteObbligatorio : erroreQuantita(r.quantita);
      if (errore) ctx.addIssue({ code: 'custom', path: ['righe', i], message: errore });
    });
    return {
      nome,
      descrizione: v.descrizione.trim() || null,
      categoriaId: Number(v.categoriaId),
      colore: v.colore || DEFAULT_COLORE,
      stagionale: v.stagionale,
      noteProduzione: v.noteProduzione.trim() || null,
      denominazione: v.denominazione.trim() || null,
      ingredienti: v.righe
        .filter((r) => r.ingredienteId != null)
        .map((r) => ({ ingredienteId: r.ingredienteId!, quantita: parseQuantity(r.quantita), unita: r.unita, ...(r.ruolo && r.ruolo !== 'base' ? { ruolo: r.ruolo } : {}), ...(r.caratterizzante ? { caratterizzante: true } : {}) })),
      allergeniIds: v.allergeniIds,
      profiloId: v.profiloId,
    };
  }) satisfies z.ZodType<GustoInput, GustoFormValues>;

/** The recipe lines' errors by line key (what RecipeEditor shows), from the schema's `righe.<i>` issues. */
export function erroriRighe(righe: readonly RecipeLineForm[], errori: readonly ({ message?: string } | undefined)[] | undefined): Record<string, string> | undefined {
  const perRiga = Object.fromEntries(righe.flatMap((r, i) => (errori?.[i]?.message ? [[r.key, errori[i].message]] : [])));
  return Object.keys(perRiga).length > 0 ? perRiga : undefined;
}

/** Lines for the live preview (unparsable quantities count as 0). */
export function previewLines(righe: readonly RecipeLineForm[]): RecipeLine[] {
  return righe.map((r) => {
    const q = parseQuantity(r.quantita);
    return { ingredienteId: r.ingredienteId, quantita: Number.isFinite(q) ? q : 0, unita: r.unita, ruolo: r.ruolo ?? 'base' };
  });
}
