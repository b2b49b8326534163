import { z } from 'zod';
import { v } from '../../common/validation.js';

/** The contract of the demand forecast (issue 32, DOMAIN.md "Demand forecast"): every shape, once. */

export const MSG_PREVISIONI = {
  puntoVenditaObbligatorio: 'Seleziona un punto vendita',
  puntoVenditaNonDisponibile: 'Punto vendita non trovato o non attivo',
  altroPuntoVendita: 'Puoi vedere le previsioni solo del tuo punto vendita',
  dataNonValida: 'Data non valida (formato yyyy-MM-dd)',
  giorniNonValidi: 'Il numero di giorni deve essere un intero da 1 a 7',
  troppoAvanti: 'La previsione arriva al massimo a 7 giorni da oggi',
  passato: 'La previsione parte da oggi: per i giorni passati usa l’accuratezza',
  meteoNonDisponibile: 'previsione meteo non disponibile',
} as const;

/** Days ahead the forecast reaches. */
export const GIORNI_MAX = 7;

const vuotoAssente = (x: unknown) => (x === '' || x === null ? undefined : x);

export const previsioniQuerySchema = z.object({
  puntoVenditaId: z.preprocess(vuotoAssente, v.idDi(MSG_PREVISIONI.puntoVenditaObbligatorio).optional()).describe('Obbligatorio per admin e manager; per un operatore il suo'),
  dal: z.preprocess(vuotoAssente, z.string({ message: MSG_PREVISIONI.dataNonValida }).pipe(v.isoDate(MSG_PREVISIONI.dataNonValida)).optional()).describe('yyyy-MM-dd, predefinito domani; da oggi a oggi + 7'),
  giorni: z.preprocess(vuotoAssente, v.intero(MSG_PREVISIONI.giorniNonValidi, 1, GIORNI_MAX).optional()).describe('1-7, predefinito 7 (senza superare oggi + 7)'),
});
export type PrevisioniQuery = z.output<typeof previsioniQuerySchema>;

export const accuratezzaQuerySchema = z.object({
  puntoVenditaId: z.preprocess(vuotoAssente, v.idDi(MSG_PREVISIONI.puntoVenditaObbligatorio)),
});
export type AccuratezzaQuery = z.output<typeof accuratezzaQuerySchema>;

/** The forecast of a flavour on a day at a point, with its 80 % interval and the weather it used. */
export const previsioneSchema = z.object({
  data: z.string().describe('yyyy-MM-dd'),
  puntoVenditaId: z.number().int(),
  gustoId: z.number().int(),
  gustoNome: z.string(),
  kgPrevisti: z.number().describe('Kg venduti previsti'),
  kgMin: z.number().describe('Estremo inferiore dell’intervallo all’80 %'),
  kgMax: z.number().describe('Estremo superiore dell’intervallo all’80 %'),
  temperaturaMax: z.number().nullable().describe('Temperatura massima usata (°C): prevista, o la normale stagionale'),
  precipitazioni: z.number().nullable().describe('Precipitazioni usate (mm): previste, o la normale stagionale'),
  nota: z.string().nullable().describe('«previsione meteo non disponibile» quando il meteo del giorno non è noto'),
}).describe('Kg venduti previsti di un gusto in un giorno e punto vendita, con l’intervallo all’80 %');
export type PrevisioneView = z.output<typeof previsioneSchema>;

/** The backtest of DOMAIN.md: WMAPE (%) of the model, of the naive forecast and of the 4-week rule. */
export const accuratezzaSchema = z.object({
  puntoVenditaId: z.number().int(),
  wmapeModello: z.number().nullable().describe('Errore % ponderato del modello (WMAPE) sulle ultime 8 settimane'),
  wmapeIngenuo: z.number().nullable().describe('WMAPE della previsione ingenua (stesso giorno della settimana scorsa)'),
  wmapeRegola4Settimane: z.number().nullable().describe('WMAPE della regola delle 4 settimane (media dello stesso giorno × trend, ±20 %)'),
  settimane: z.number().int(),
  giorni: z.number().int().describe('Giorni con dati di vetrina valutati'),
}).describe('Backtest delle ultime 8 settimane: WMAPE % del modello e dei due riferimenti');
export type AccuratezzaView = z.output<typeof accuratezzaSchema>;

/** The REST name of the 4-week rule's error keeps the spec's underscore before the 4. */
export const QUIRK_ACCURATEZZA = { wmapeRegola4Settimane: { nome: 'wmape_regola_4_settimane' } } as const;
