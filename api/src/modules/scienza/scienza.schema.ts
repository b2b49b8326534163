import { z } from 'zod';
import { v } from '../../common/validation.js';
import { MSG_GUSTO, rigaRicetta } from '../gusti/gusto.inputs.js';
import { toNumber } from '../../common/numbers.js';
import { obiettiviSchema, temperaturaServizioSchema } from './profilo.schema.js';

export const MSG_SCIENZA = {
  righeObbligatorie: 'Indica almeno una riga della ricetta',
  troppeRighe: 'Troppe righe nella ricetta (massimo 100)',
  troppiCandidati: 'Troppi ingredienti candidati (massimo 30)',
  limiteRigaNonValido: 'Il minimo e il massimo di una riga devono essere numeri maggiori o uguali a 0',
  minOltreMaxRiga: 'Il minimo di una riga non può superare il massimo',
  massaNonValida: 'La massa della miscela deve essere un numero maggiore di 0 e al massimo 1000 kg',
  obiettivoNonValido: "L'obiettivo deve essere costo_minimo o modifica_minima",
  profiloEObiettivi: 'Indica il profilo oppure gli obiettivi, non entrambi',
  puntoVenditaNonTrovato: 'Punto vendita non trovato',
  profiloNonTrovato: 'Profilo di bilanciamento non trovato',
  idNonValido: 'Identificativo non valido',
  senzaSoluzione: 'Il bilanciamento non ha trovato una soluzione: sblocca qualche riga o allarga i minimi e i massimi delle righe',
  candidatoNonValido: 'Ogni candidato deve indicare ingrediente_id e, facoltativo, un massimo maggiore o uguale a 0',
} as const;

const MAX_RIGHE = 100;

const idOpzionale = z.preprocess(toNumber, z.number({ error: MSG_SCIENZA.idNonValido }).int(MSG_SCIENZA.idNonValido).positive(MSG_SCIENZA.idNonValido).nullish());
const limiteRiga = z.preprocess(toNumber, z.number({ error: MSG_SCIENZA.limiteRigaNonValido }).min(0, MSG_SCIENZA.limiteRigaNonValido).max(10_000_000, MSG_SCIENZA.limiteRigaNonValido).nullish());

/** Analysis of an unsaved recipe (editor preview): the recipe-line rules of the flavours. */
export const analisiRicettaSchema = z.object({
  righe: z.array(rigaRicetta, { error: MSG_GUSTO.ingredientiNonValidi }).max(MAX_RIGHE, MSG_SCIENZA.troppeRighe),
  profiloId: idOpzionale,
  puntoVenditaId: idOpzionale,
});
export type AnalisiRicettaInputData = z.output<typeof analisiRicettaSchema>;

const rigaBilanciamento = rigaRicetta
  .extend({
    bloccata: v.boolish.nullish(),
    min: limiteRiga,
    max: limiteRiga,
  })
  .refine((r) => r.min == null || r.max == null || r.min <= r.max, { message: MSG_SCIENZA.minOltreMaxRiga });

const candidato = z.object(
  {
    ingredienteId: z.preprocess(toNumber, z.number({ error: MSG_SCIENZA.candidatoNonValido }).int(MSG_SCIENZA.candidatoNonValido).positive(MSG_SCIENZA.candidatoNonValido)),
    max: z.preprocess(toNumber, z.number({ error: MSG_SCIENZA.candidatoNonValido }).min(0, MSG_SCIENZA.candidatoNonValido).max(10_000_000, MSG_SCIENZA.candidatoNonValido).nullish()),
  },
  { error: MSG_SCIENZA.candidatoNonValido },
);

/** Balancing request (issue 11): lines with lock/min/max, profile or explicit targets, objective. */
export const bilanciaSchema = z
  .object({
    righe: z.array(rigaBilanciamento, { error: MSG_GUSTO.ingredientiNonValidi }).min(1, MSG_SCIENZA.righeObbligatorie).max(MAX_RIGHE, MSG_SCIENZA.troppeRighe),
    massaKg: z.preprocess(toNumber, z.number({ error: MSG_SCIENZA.massaNonValida }).positive(MSG_SCIENZA.massaNonValida).max(1000, MSG_SCIENZA.massaNonValida).nullish()),
    profiloId: idOpzionale,
    obiettivi: z.preprocess((x) => (x === null ? undefined : x), obiettiviSchema.optional()),
    temperaturaServizio: temperaturaServizioSchema.optional(),
    obiettivo: z.enum(['costo_minimo', 'modifica_minima'], { error: MSG_SCIENZA.obiettivoNonValido }),
    candidati: z.array(candidato, { error: MSG_SCIENZA.candidatoNonValido }).max(30, MSG_SCIENZA.troppiCandidati).nullish(),
    puntoVenditaId: idOpzionale,
  })
  .refine((b) => b.profiloId == null || b.obiettivi === undefined, { message: MSG_SCIENZA.profiloEObiettivi });
export type BilanciaInputData = z.output<typeof bilanciaSchema>;

const pick = (b: Record<string, unknown>, snake: string, camel: string) => (snake in b ? b[snake] : b[camel]);

/** REST recipe lines ({ ingrediente_id, quantita, unita, bloccata?, min?, max? }) -> the service's. */
function righeFromRest(righe: unknown): unknown {
  if (!Array.isArray(righe)) return righe;
  return righe.map((r: unknown) => {
    if (!r || typeof r !== 'object') return r;
    const x = r as Record<string, unknown>;
    return { ingredienteId: pick(x, 'ingrediente_id', 'ingredienteId'), quantita: x.quantita, unita: x.unita, bloccata: x.bloccata, min: x.min, max: x.max };
  });
}

/** REST body (snake_case) -> the service's input, for both analysis and balancing. */
export function richiestaFromRest(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const b = body as Record<string, unknown>;
  const out: Record<string, unknown> = { righe: righeFromRest(b.righe) };
  const map: [string, string][] = [
    ['massa_kg', 'massaKg'],
    ['profilo_id', 'profiloId'],
    ['punto_vendita_id', 'puntoVenditaId'],
    ['temperatura_servizio', 'temperaturaServizio'],
  ];
  for (const [snake, camel] of map) if (snake in b || camel in b) out[camel] = pick(b, snake, camel);
  if ('obiettivi' in b) out.obiettivi = b.obiettivi;
  if ('obiettivo' in b) out.obiettivo = b.obiettivo;
  if ('candidati' in b) {
    out.candidati = Array.isArray(b.candidati)
      ? b.candidati.map((c: unknown) => (c && typeof c === 'object' ? { ingredienteId: pick(c as Record<string, unknown>, 'ingrediente_id', 'ingredienteId'), max: (c as Record<string, unknown>).max } : c))
      : b.candidati;
  }
  return out;
}
