import { Field, Float, InputType, Int, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { PG_INT_MAX, v } from '../../common/validation.js';
import { MOTIVI_SCARTO } from './vetrina.entity.js';

export const MSG_VETRINA = {
  puntoVenditaObbligatorio: 'Seleziona un punto vendita',
  puntoVenditaNonDisponibile: 'Punto vendita non trovato o non attivo',
  gustoObbligatorio: 'Seleziona un gusto',
  gustoNonTrovato: 'Gusto non trovato',
  produzioneNonValida: 'Produzione non valida',
  produzioneNonTrovata: 'Produzione non trovata',
  produzioneSenzaGusto: 'La produzione scelta non contiene questo gusto',
  dataObbligatoria: 'La data è obbligatoria',
  dataNonValida: 'Data non valida (formato yyyy-MM-dd)',
  periodoObbligatorio: 'Indica le date di inizio e di fine (dal, al)',
  periodoNonValido: 'La data di inizio non può essere successiva alla data di fine',
  periodoTroppoLungo: 'Il periodo non può superare 5 anni',
  kgObbligatori: 'Indica i kg',
  kgNonValidi: 'I kg devono essere un numero maggiore di 0',
  kgDecimali: 'I kg possono avere al massimo 3 decimali (grammi)',
  kgTroppi: 'Quantità troppo elevata (massimo 1000 kg)',
  kgRimastiNonValidi: 'I kg rimasti devono essere un numero tra 0 e i kg caricati',
  kgRimastiTroppi: 'I kg rimasti non possono superare i kg caricati',
  caricoObbligatorio: 'Indica la vaschetta da chiudere',
  caricoNonTrovato: 'Vaschetta non trovata',
  giaChiusa: 'Pesata di chiusura già registrata per questa vaschetta',
  motivoNonValido: 'Motivo non valido (scaduto, caduto, qualità, altro)',
  scartoNonTrovato: 'Scarto non trovato',
  altroPuntoVendita: 'Puoi registrare e vedere la vetrina solo del tuo punto vendita',
  nessunPuntoVendita: 'Nessun punto vendita assegnato al tuo utente: chiedi a un amministratore',
  prezzoNonValido: 'Il prezzo al kg deve essere un numero maggiore di 0 (massimo 1000 €, 2 decimali)',
  nienteDaModificare: 'Nessun campo da modificare',
} as const;

const KG_MAX = 1000;
const emptyToUndefined = (val: unknown) => (val === '' || val === null ? undefined : val);
const hasAtMostDecimals = (n: number, d: number) => Math.abs(n * 10 ** d - Math.round(n * 10 ** d)) < 1e-6;

/** kg of a tray or of waste: a JSON number > 0, grams at most (≤ 3 decimals), ≤ 1000 kg. */
const kg = z.preprocess(
  (val) => (val === null ? undefined : val),
  z
    .number({ message: MSG_VETRINA.kgObbligatori })
    .refine((n) => Number.isFinite(n) && n > 0, MSG_VETRINA.kgNonValidi)
    .refine((n) => n <= KG_MAX, MSG_VETRINA.kgTroppi)
    .refine((n) => hasAtMostDecimals(n, 3), MSG_VETRINA.kgDecimali),
);

/** kg left at closing: ≥ 0 (an empty tray is 0), ≤ 3 decimals; ≤ loaded kg is checked against the tray. */
const kgRimasti = z
  .number({ message: MSG_VETRINA.kgRimastiNonValidi })
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= KG_MAX, MSG_VETRINA.kgRimastiNonValidi)
  .refine((n) => hasAtMostDecimals(n, 3), MSG_VETRINA.kgDecimali);

const data = z.preprocess(
  (val) => (val === '' || val === null ? undefined : val),
  z.string({ message: MSG_VETRINA.dataObbligatoria }).pipe(v.isoDate(MSG_VETRINA.dataNonValida)),
);

const puntoVenditaId = z.preprocess(emptyToUndefined, v.intero(MSG_VETRINA.puntoVenditaObbligatorio, 1, PG_INT_MAX));
const gustoId = z.preprocess(emptyToUndefined, v.intero(MSG_VETRINA.gustoObbligatorio, 1, PG_INT_MAX));

/** 'qualità' (as the reasons are written) is accepted and stored as 'qualita'. */
const motivo = z.preprocess(
  (val) => (typeof val === 'string' ? val.trim().toLowerCase().replace('qualità', 'qualita') : val),
  z.enum(MOTIVI_SCARTO, { message: MSG_VETRINA.motivoNonValido }),
);

export const caricoSchema = v.oggetto({
  puntoVenditaId,
  data,
  gustoId,
  produzioneId: z.preprocess(emptyToUndefined, v.intero(MSG_VETRINA.produzioneNonValida, 1, PG_INT_MAX).optional()),
  kg,
});
export type CaricoInput = z.output<typeof caricoSchema>;

export const chiusuraSchema = v.oggetto({
  caricoId: z.preprocess(emptyToUndefined, v.intero(MSG_VETRINA.caricoObbligatorio, 1, PG_INT_MAX)),
  kgRimasti: z.preprocess((val) => (val === null ? undefined : val), kgRimasti),
});

/** Edit of a tray (admin, manager): kg and/or the weigh-back (null reopens the tray). */
export const modificaCaricoSchema = v
  .oggetto({
    kg: kg.optional(),
    kgRimasti: kgRimasti.nullable().optional(),
  })
  .refine((x) => x.kg !== undefined || x.kgRimasti !== undefined, MSG_VETRINA.nienteDaModificare);

export const scartoSchema = v.oggetto({ puntoVenditaId, data, gustoId, kg, motivo });
export type ScartoInput = z.output<typeof scartoSchema>;

export const modificaScartoSchema = v
  .oggetto({ kg: kg.optional(), motivo: motivo.optional() })
  .refine((x) => x.kg !== undefined || x.motivo !== undefined, MSG_VETRINA.nienteDaModificare);

/** A point's day; for an operatore the point defaults to theirs. */
export const giornoSchema = z.object({
  puntoVenditaId: z.preprocess(emptyToUndefined, v.intero(MSG_VETRINA.puntoVenditaObbligatorio, 1, PG_INT_MAX).optional()),
  data,
});

const DAY_MS = 86_400_000;
/** A period dal..al (both included, at most 5 years) and an optional point (all points when omitted). */
export const periodoSchema = z
  .object({
    puntoVenditaId: z.preprocess(emptyToUndefined, v.intero(MSG_VETRINA.puntoVenditaObbligatorio, 1, PG_INT_MAX).optional()),
    dal: z.preprocess(emptyToUndefined, z.string({ message: MSG_VETRINA.periodoObbligatorio }).pipe(v.isoDate(MSG_VETRINA.dataNonValida))),
    al: z.preprocess(emptyToUndefined, z.string({ message: MSG_VETRINA.periodoObbligatorio }).pipe(v.isoDate(MSG_VETRINA.dataNonValida))),
  })
  .refine((p) => p.dal <= p.al, MSG_VETRINA.periodoNonValido)
  .refine((p) => Date.parse(p.al) - Date.parse(p.dal) <= 5 * 366 * DAY_MS, MSG_VETRINA.periodoTroppoLungo);

/** A price of the list: general (no point) or for one point; euro per kg, 2 decimals, ≤ 1000. */
export const prezzoSchema = v.oggetto({
  gustoId,
  puntoVenditaId: z.preprocess(emptyToUndefined, v.intero(MSG_VETRINA.puntoVenditaNonDisponibile, 1, PG_INT_MAX).optional()),
  prezzoKg: z
    .number({ message: MSG_VETRINA.prezzoNonValido })
    .refine((n) => Number.isFinite(n) && n > 0 && n <= 1000 && hasAtMostDecimals(n, 2), MSG_VETRINA.prezzoNonValido),
});

/** Removes a price: the general one (no point) or a point's. */
export const eliminaPrezzoSchema = z.object({
  gustoId,
  puntoVenditaId: z.preprocess(emptyToUndefined, v.intero(MSG_VETRINA.puntoVenditaNonDisponibile, 1, PG_INT_MAX).optional()),
});

export const MSG_AUMENTO = {
  categoria: 'Seleziona una categoria',
  categoriaNonTrovata: 'Categoria non trovata',
  percentuale: 'La variazione deve essere un numero tra -50 e 100 (diverso da 0, al massimo 2 decimali)',
} as const;

/** "+x %" on a category's prices: general prices (from the configured price when missing) and the points' ones. */
export const aumentoSchema = v.oggetto({
  categoriaId: z.preprocess(emptyToUndefined, v.intero(MSG_AUMENTO.categoria, 1, PG_INT_MAX)),
  percentuale: z
    .number({ message: MSG_AUMENTO.percentuale })
    .refine((n) => Number.isFinite(n) && n !== 0 && n >= -50 && n <= 100 && hasAtMostDecimals(n, 2), MSG_AUMENTO.percentuale),
});

// ---- GraphQL ----

export enum MotivoScarto {
  scaduto = 'scaduto',
  caduto = 'caduto',
  qualita = 'qualita',
  altro = 'altro',
}
registerEnumType(MotivoScarto, { name: 'MotivoScarto', description: 'Motivo dello scarto: scaduto, caduto, qualità (qualita), altro' });

@InputType('CaricoVetrinaInput', { description: 'Una vaschetta caricata in vetrina' })
export class CaricoVetrinaInput {
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) data?: string | null;
  @Field(() => Int, { nullable: true }) gustoId?: number | null;
  @Field(() => Int, { nullable: true, description: 'La produzione da cui viene la vaschetta (facoltativa)' }) produzioneId?: number | null;
  @Field(() => Float, { nullable: true, description: 'kg > 0, al massimo 3 decimali' }) kg?: number | null;
}

@InputType('ChiusuraVetrinaInput', { description: 'Pesata di chiusura di una vaschetta' })
export class ChiusuraVetrinaInput {
  @Field(() => Int, { nullable: true }) caricoId?: number | null;
  @Field(() => Float, { nullable: true, description: '0 ≤ kg rimasti ≤ kg caricati' }) kgRimasti?: number | null;
}

@InputType('ModificaCaricoVetrinaInput', { description: 'Modifica di una vaschetta (kg, kg rimasti; kgRimasti null riapre)' })
export class ModificaCaricoVetrinaInput {
  @Field(() => Float, { nullable: true }) kg?: number | null;
  @Field(() => Float, { nullable: true }) kgRimasti?: number | null;
}

@InputType('ScartoVetrinaInput', { description: 'Gelato scartato dalla vetrina' })
export class ScartoVetrinaInput {
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) data?: string | null;
  @Field(() => Int, { nullable: true }) gustoId?: number | null;
  @Field(() => Float, { nullable: true }) kg?: number | null;
  @Field(() => MotivoScarto, { nullable: true }) motivo?: MotivoScarto | null;
}

@InputType('ModificaScartoVetrinaInput', { description: 'Modifica di uno scarto (kg, motivo)' })
export class ModificaScartoVetrinaInput {
  @Field(() => Float, { nullable: true }) kg?: number | null;
  @Field(() => MotivoScarto, { nullable: true }) motivo?: MotivoScarto | null;
}

@InputType('AumentoListinoInput', { description: 'Variazione percentuale dei prezzi di una categoria' })
export class AumentoListinoInput {
  @Field(() => Int, { nullable: true }) categoriaId?: number | null;
  @Field(() => Float, { nullable: true, description: 'Percentuale, es. 5 = +5 %; tra -50 e 100' }) percentuale?: number | null;
}

@InputType('PrezzoListinoInput', { description: 'Prezzo al kg di un gusto: generale (senza punto vendita) o di un punto vendita' })
export class PrezzoListinoInput {
  @Field(() => Int, { nullable: true }) gustoId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Vuoto = tutti i punti vendita' }) puntoVenditaId?: number | null;
  @Field(() => Float, { nullable: true, description: 'Euro al kg, > 0, 2 decimali' }) prezzoKg?: number | null;
}
