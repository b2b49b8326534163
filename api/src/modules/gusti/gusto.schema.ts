import { MSG_GUSTO, numeroNonNegativo } from '@gelatiere/contratto';
import { RUOLI_RIGA, UNITA_MISURA } from '@gelatiere/scienza';
import { z } from 'zod';
import { costo } from '../../common/costo.js';
import { colore } from '../../common/colors.js';
import { toNumber } from '../../common/numbers.js';
import { v } from '../../common/validation.js';
import { restBody } from '../../common/forma-rest.js';
import { nomiSeparati, origineAllergeneSchema } from '../allergeni/allergeni-derivati.schema.js';
import { categoriaSchema, profiloId } from '../categorie/categoria.schema.js';
import { notaVersione } from './versioni.schema.js';

/**
 * The contract of flavours (spec sections 3 and 5): every input and output shape, once. The messages
 * are in @gelatiere/contratto (shared with the web form), re-exported here.
 */

export { MSG_GUSTO } from '@gelatiere/contratto';

const missing = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');

/** A category by id (number or numeric string) or by name. */
const categoria = z.preprocess(
  (x) => {
    if (missing(x)) return undefined;
    if (typeof x === 'string') return /^\d+$/.test(x.trim()) ? Number(x.trim()) : x.trim();
    return x;
  },
  z.union([v.idNumero(MSG_GUSTO.categoriaNonValida), z.string().max(100)], {
    error: (iss) => (iss.input === undefined ? MSG_GUSTO.categoriaObbligatoria : MSG_GUSTO.categoriaNonValida),
  }),
);

export const rigaRicetta = z
  .object(
    {
      ingredienteId: z.preprocess(toNumber, v.idDi(MSG_GUSTO.ingredienteObbligatorio)),
      quantita: numeroNonNegativo(MSG_GUSTO.quantitaObbligatoria, MSG_GUSTO.quantitaNonValida).describe('>= 0'),
      /** defaults to the ingredient's own unit (REST); GraphQL requires it */
      unita: z.preprocess((u) => (missing(u) ? undefined : u), z.enum(UNITA_MISURA, { error: MSG_GUSTO.unitaNonValida }).optional()),
      ruolo: z
        .preprocess((u) => (missing(u) ? undefined : u), z.enum(RUOLI_RIGA, { error: MSG_GUSTO.ruoloNonValido }).optional())
        .describe('Predefinito: base (nel bilanciamento variegati e inclusioni restano come inviati)'),
      caratterizzante: v.boolish
        .nullish()
        .describe('Riga caratterizzante: percentuale in etichetta (QUID); nel bilanciamento mai sotto la quota attuale; predefinito false'),
    },
    { error: MSG_GUSTO.ingredientiNonValidi },
  )
  .describe("Una riga della ricetta: unità ammesse kg/g per ingredienti in kg, l/ml per quelli in l, altrimenti l'unità dell'ingrediente");

/** Allergens by id or by name. */
const allergeneRef = z.preprocess(
  (x) => (typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x.trim()) : typeof x === 'string' ? x.trim() : x),
  z.union([v.idNumero(MSG_GUSTO.allergeniNonValidi), z.string().min(1).max(100)], { error: MSG_GUSTO.allergeniNonValidi }),
);

const campi = {
  nome: v.requiredString(MSG_GUSTO.nomeObbligatorio, 150),
  descrizione: v.optionalString(2000),
  categoria,
  colore: colore(MSG_GUSTO.coloreNonValido).describe('Esadecimale #rrggbb; predefinito #ffffff'),
  // null (GraphQL) means "not sent"
  stagionale: v.boolish.nullish().describe('Predefinito: false'),
  noteProduzione: v.optionalString(2000),
  /** the sales name on the label (Art. 17) */
  denominazione: z
    .string({ message: MSG_GUSTO.denominazioneNonValida })
    .trim()
    .max(150, MSG_GUSTO.denominazioneTroppoLunga)
    .nullish()
    .transform((s) => (s ? s : null))
    .describe('Denominazione di vendita in etichetta (vuota = "Gelato al …" dal tipo e dal nome)'),
  profiloId: profiloId.describe('Profilo di bilanciamento (null = quello della categoria)'),
  ingredienti: z.array(rigaRicetta, { error: MSG_GUSTO.ingredientiNonValidi }).max(100, MSG_GUSTO.troppiIngredienti).nullish(),
  allergeni: z.array(allergeneRef, { error: MSG_GUSTO.allergeniNonValidi }).max(50, MSG_GUSTO.allergeniNonValidi).nullish(),
};

/**
 * The service's structured input (both doors): `categoria` is an id or a name, `allergeni` ids or
 * names, `ingredienti` the recipe lines. Create: nome and categoria required (spec section 5).
 */
export const creaGustoSchema = z.object(campi);

/** Update: only the fields sent change; nome and categoria, when sent, cannot be blank. */
export const aggiornaGustoSchema = z.object({
  ...campi,
  nome: campi.nome.optional(),
  categoria: campi.categoria.optional(),
  colore: campi.colore.optional(),
  descrizione: campi.descrizione.optional(),
  noteProduzione: campi.noteProduzione.optional(),
  denominazione: campi.denominazione.optional(),
  profiloId: campi.profiloId.optional(),
  notaVersione: notaVersione.optional().describe('Nota della nuova versione della ricetta (se gli ingredienti cambiano)'),
});

export type CreaGusto = z.output<typeof creaGustoSchema>;
export type AggiornaGusto = z.output<typeof aggiornaGustoSchema>;

/**
 * GraphQL inputs (GustoInput, AggiornaGustoInput) name the category and the allergens by id
 * (`categoriaId`, `allergeniIds`); null means "not sent" for those and for nome.
 */
const daGraphql = (x: unknown) => {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return x;
  const { categoriaId, allergeniIds, nome, ...r } = x as Record<string, unknown>;
  return { ...r, ...(nome != null ? { nome } : {}), ...(categoriaId != null ? { categoria: categoriaId } : {}), ...(allergeniIds != null ? { allergeni: allergeniIds } : {}) };
};
export const creaGustoGraphql = z.preprocess(daGraphql, creaGustoSchema);
export const aggiornaGustoGraphql = z.preprocess(daGraphql, aggiornaGustoSchema);
/** The fields of the GraphQL inputs as GraphQL names them (the types of gusto.inputs.ts). */
const perId = { categoriaId: v.idNumero(MSG_GUSTO.categoriaNonValida), allergeniIds: z.array(v.idNumero(MSG_GUSTO.allergeniNonValidi)).nullish() };
export const gustoGraphqlForma = creaGustoSchema
  .omit({ categoria: true, allergeni: true })
  .extend(perId)
  .describe('Dati di un gusto (solo categorie e allergeni attivi)');
export const aggiornaGustoGraphqlForma = aggiornaGustoSchema
  .omit({ categoria: true, allergeni: true })
  .extend(perId)
  .describe('Campi da modificare di un gusto (quelli omessi restano invariati; ingredienti e allergeniIds, se inviati, sostituiscono i precedenti)');

// ---------------------------------------------------------------------------------------------
// REST body (spec section 3): the same fields under snake_case keys, with the spec's quirks

/** `ingredienti` is JSON text (or an array) of `{ ingrediente_id, nome, quantita, unita }` ('' = none). */
const testoJson = (x: unknown) => {
  if (typeof x !== 'string') return x;
  if (x.trim() === '') return [];
  try {
    return JSON.parse(x) as unknown;
  } catch {
    return x; // not JSON: the array check answers "Il formato degli ingredienti non è valido"
  }
};

/** A REST recipe line: `ingrediente_id` (the name it carries is the ingredient's, read-only). */
export const rigaRicettaRest = restBody(rigaRicetta, MSG_GUSTO.ingredientiNonValidi);

const campiRest = {
  ingredienti: z
    .preprocess(testoJson, z.array(rigaRicettaRest, { error: MSG_GUSTO.ingredientiNonValidi }).max(100, MSG_GUSTO.troppiIngredienti).nullish())
    .describe('Testo JSON (o array) di { ingrediente_id, nome, quantita, unita, caratterizzante? }'),
  allergeni: z
    .preprocess(nomiSeparati, campi.allergeni)
    .describe('Nomi degli allergeni separati da ", ": quelli già derivati dalla ricetta restano derivati (non si tolgono a mano), gli altri diventano manuali'),
  /** the category's id under its own key, as GET returns it ('' = not sent) */
  categoriaId: z.preprocess((x) => (missing(x) ? undefined : x), campi.categoria.optional()).describe('Id della categoria (al posto di categoria)'),
  allergeniIds: campi.allergeni.describe('Id degli allergeni (al posto di allergeni)'),
};

/** `categoria_id` and `allergeni_ids` (what GET returns) stand for `categoria` and `allergeni`. */
const unisciAlias = <T extends { categoria?: unknown; categoriaId?: unknown; allergeni?: unknown; allergeniIds?: unknown }>({ categoriaId, allergeniIds, ...r }: T) => ({
  ...r,
  ...(categoriaId !== undefined ? { categoria: categoriaId } : {}),
  ...(allergeniIds !== undefined ? { allergeni: allergeniIds } : {}),
});

/** POST /gusti: nome and categoria (name or id, or categoria_id) required. */
export const creaGustoRest = restBody(creaGustoSchema.extend({ ...campiRest, categoria: campi.categoria.optional().describe('Nome (o id) della categoria attiva') }))
  .transform(unisciAlias)
  .transform(({ categoria, ...r }, ctx) => {
    if (categoria === undefined) {
      ctx.addIssue({ code: 'custom', message: MSG_GUSTO.categoriaObbligatoria, path: ['categoria'] });
      return z.NEVER;
    }
    return { ...r, categoria } as CreaGusto;
  });

/** PUT /gusti/:id: only the fields sent change; ingredienti and allergeni, when sent, replace the previous ones. */
export const aggiornaGustoRest = restBody(aggiornaGustoSchema.extend(campiRest))
  .transform(unisciAlias)
  .transform((b) => b as AggiornaGusto);

// ---------------------------------------------------------------------------------------------
// Outputs

export const nutrizioneSchema = z
  .object({ kcal: z.number(), carboidrati: z.number(), zuccheri: z.number(), grassi: z.number(), proteine: z.number(), sale: z.number() })
  .describe('Valori nutrizionali per 100 g di miscela');
export type NutrizioneView = z.output<typeof nutrizioneSchema>;

/** A flavour with its values computed in SQL (gusto.sql.ts); recipe and allergens come from loaders. */
export const gustoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  descrizione: z.string().nullable(),
  categoriaId: z.number().int(),
  categoria: categoriaSchema,
  colore: z.string().describe('Esadecimale #rrggbb'),
  stagionale: z.boolean(),
  attivo: z.boolean(),
  noteProduzione: z.string().nullable(),
  denominazione: z.string().nullable().describe('Denominazione di vendita in etichetta (null = dal tipo e dal nome: "Gelato al …")'),
  profiloId: z.number().int().nullable().describe('Profilo di bilanciamento del gusto (null = quello della categoria)'),
  createdAt: z.date(),
  versione: z.number().int().describe('Versione attuale della ricetta (1, 2, …)'),
  foodCost: costo(z.number()).describe('Euro per kg di miscela (solo admin e manager)'),
  pac: z.number().describe('Potere anticongelante: grammi di saccarosio equivalente nella ricetta'),
  pod: z.number().describe('Potere dolcificante: grammi di saccarosio equivalente nella ricetta'),
  pacKg: z.number().describe('PAC per kg di miscela'),
  podKg: z.number().describe('POD per kg di miscela'),
  massaKg: z.number().describe('Massa della ricetta in kg (volume × densità per i liquidi; i pezzi non hanno massa)'),
  kcal: z.number().describe('kcal per 100 g'),
  nutrizione: nutrizioneSchema,
}).describe('Un gusto; food cost, PAC, POD e valori nutrizionali sono calcolati dalla ricetta');
export type GustoView = z.output<typeof gustoSchema>;

export const rigaRicettaSchema = z.object({
  id: z.number().int(),
  gustoId: z.number().int(),
  ingredienteId: z.number().int(),
  nome: z.string().describe("Nome dell'ingrediente"),
  quantita: z.number(),
  unita: z.enum(UNITA_MISURA),
  unitaMisura: z.enum(UNITA_MISURA).describe("Unità di misura dell'ingrediente"),
  ingredienteAttivo: z.boolean(),
  ruolo: z.enum(RUOLI_RIGA).describe('base (la miscela), variegato o inclusione (aggiunti a fine mantecazione)'),
  caratterizzante: z.boolean().describe('Riga caratterizzante: percentuale in etichetta (QUID)'),
}).describe('Una riga della ricetta di un gusto');
export type RigaRicettaView = z.output<typeof rigaRicettaSchema>;

/**
 * A flavour as REST shows it (spec section 3): categoria is the category's name, the recipe and the
 * allergens come along (QUIRK_GUSTO writes ingredienti as JSON text and allergeni joined by ', ').
 */
export const gustoRestSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    descrizione: z.string().nullable(),
    categoria: z.string().describe('Nome della categoria'),
    categoriaId: z.number().int(),
    categoriaColore: z.string(),
    colore: z.string().describe('Esadecimale #rrggbb'),
    ingredienti: z.string().describe('Testo JSON di [{ ingrediente_id, nome, quantita, unita, ruolo?, caratterizzante? }] (ruolo solo se non base, caratterizzante solo se vero)'),
    allergeni: z.string().describe('Allergeni (derivati dalla ricetta ∪ manuali) separati da ", "'),
    allergeniIds: z.array(z.number().int()),
    allergeniDerivati: z.array(z.string()).describe('Derivati dalla ricetta attuale (non rimovibili a mano)'),
    allergeniManuali: z.array(z.string()).describe('Aggiunti a mano, non contenuti nella ricetta'),
    tracce: z.array(z.string()).describe('Può contenere: tracce degli ingredienti, esclusi gli allergeni contenuti'),
    origineAllergeni: z
      .array(origineAllergeneSchema)
      .describe('Per ogni allergene derivato e traccia, gli ingredienti che lo portano'),
    stagionale: z.boolean(),
    attivo: z.boolean(),
    noteProduzione: z.string().nullable(),
    denominazione: gustoSchema.shape.denominazione,
    profiloId: gustoSchema.shape.profiloId,
    versione: gustoSchema.shape.versione,
    foodCost: gustoSchema.shape.foodCost,
    pac: gustoSchema.shape.pac,
    pod: gustoSchema.shape.pod,
    kcal: gustoSchema.shape.kcal,
    pacKg: gustoSchema.shape.pacKg,
    podKg: gustoSchema.shape.podKg,
    massaKg: gustoSchema.shape.massaKg,
    nutrizione: nutrizioneSchema,
    createdAt: z.date(),
  })
  .describe('Un gusto');

/** The spec's quirks of a flavour over REST (common/forma-rest.ts overrides). */
export const QUIRK_GUSTO = {
  ingredienti: {
    valore: (righe: unknown) =>
      // ruolo only when not base, caratterizzante only when true: an old recipe reads as it always did
      JSON.stringify(
        (righe as RigaRicettaView[]).map((r) => ({
          ingrediente_id: r.ingredienteId,
          nome: r.nome,
          quantita: r.quantita,
          unita: r.unita,
          ...(r.ruolo !== 'base' ? { ruolo: r.ruolo } : {}),
          ...(r.caratterizzante ? { caratterizzante: true } : {}),
        })),
      ),
  },
  allergeni: { valore: (allergeni: unknown) => (allergeni as { nome: string }[]).map((a) => a.nome).join(', ') },
  // its keys are already the spec's; its `ingredienti` are names, not recipe lines
  origineAllergeni: { verbatim: true },
} as const;
