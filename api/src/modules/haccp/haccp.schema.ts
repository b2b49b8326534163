import { minutiHaccpValidi, MSG_HACCP, temperaturaHaccpValida, TESTI_HACCP_MAX } from '@gelatiere/contratto';
import { z } from 'zod';
import { v } from '../../common/validation.js';
import { restBody } from '../../common/forma-rest.js';
import { TIPI_DISPOSITIVO, TIPI_REGISTRAZIONE } from './haccp.entity.js';

/**
 * The contract of the HACCP register (issue 31, DOMAIN.md "Stock, lots and HACCP"): every input and
 * output shape, once. REST bodies and queries are the same fields in snake_case.
 */

/** The register's Italian texts: in @gelatiere/contratto (shared with the register's forms), re-exported here. */
export { MSG_HACCP } from '@gelatiere/contratto';

/** The default pasteurisation program (DOMAIN.md, issue 31): at least 85 °C held for 15 s. */
export const PASTORIZZAZIONE_PREDEFINITA = { temperatura: 85, secondi: 15 } as const;
/**
 * Blast chilling limits (Italian HACCP practice, not in DOMAIN.md): a positive chilling reaches +3 °C
 * within 90 minutes, a freezing (final temperature below 0 °C) reaches −18 °C within 240 minutes.
 */
export const ABBATTIMENTO = { positivo: { temperatura: 3, minuti: 90 }, negativo: { temperatura: -18, minuti: 240 } } as const;
/** Readings from a device more than this many seconds ahead of the server's clock are refused. */
export const TOLLERANZA_FUTURO_S = 60;
export const MAX_LETTURE_BATCH = 500;

const emptyToUndefined = (val: unknown) => (val === '' || val === null ? undefined : val);
const decimo = (n: number) => Math.round(n * 10) / 10;

/** A temperature in °C, −60…150, kept to the tenth of a degree. */
const temperatura = z
  .number({ message: MSG_HACCP.temperaturaNonValida })
  .refine(temperaturaHaccpValida, MSG_HACCP.temperaturaNonValida)
  .transform(decimo);

/** An instant: ISO 8601 with its offset, not in the future (a minute of clock skew allowed). */
const istante = z
  .string({ message: MSG_HACCP.dataNonValida })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/, MSG_HACCP.dataNonValida)
  .refine((s) => !Number.isNaN(Date.parse(s)) && new Date(s).getUTCFullYear() >= 2000, MSG_HACCP.dataNonValida)
  .refine((s) => Date.parse(s) <= Date.now() + TOLLERANZA_FUTURO_S * 1000, MSG_HACCP.dataFutura)
  .transform((s) => new Date(s));
const istanteOpzionale = z
  .preprocess(emptyToUndefined, istante.optional())
  .describe('ISO 8601 con fuso (es. 2026-06-01T08:00:00+02:00); predefinito adesso; mai nel futuro');

const testo = (campo: 'prodotto' | 'area' | 'fornitore') => v.requiredString(MSG_HACCP.testoObbligatorio(campo), TESTI_HACCP_MAX[campo]);
const azione = z.preprocess(emptyToUndefined, v.requiredString(MSG_HACCP.azioneVuota, TESTI_HACCP_MAX.azioneCorrettiva).optional()).describe('Obbligatoria quando la registrazione è fuori dai limiti');
const puntoVenditaId = z.preprocess(emptyToUndefined, v.idDi(MSG_HACCP.puntoVenditaObbligatorio));
const correggeId = z
  .preprocess(emptyToUndefined, v.idDi(MSG_HACCP.correzioneNonValida).optional())
  .describe('La registrazione (dello stesso tipo e punto vendita) che questa corregge');

/** A device of a sales point. */
export const dispositivoInputSchema = v.oggetto({
  nome: v.requiredString(MSG_HACCP.nomeObbligatorio, 100),
  tipo: z.enum(TIPI_DISPOSITIVO, { message: MSG_HACCP.tipoNonValido }).describe(TIPI_DISPOSITIVO.join(' | ')),
  puntoVenditaId,
  temperaturaMin: temperatura.describe('°C, -60..150'),
  temperaturaMax: temperatura.describe('°C, -60..150'),
  codice: z
    .preprocess(emptyToUndefined, z.string({ message: MSG_HACCP.codiceNonValido }).trim().regex(/^[A-Za-z0-9_.:-]{1,64}$/, MSG_HACCP.codiceNonValido).optional())
    .describe('Codice del sensore o del gateway (unico)'),
  frequenzaOre: z
    .preprocess(emptyToUndefined, z.number({ message: MSG_HACCP.frequenzaNonValida }).int(MSG_HACCP.frequenzaNonValida).min(1, MSG_HACCP.frequenzaNonValida).max(168, MSG_HACCP.frequenzaNonValida).default(4))
    .describe('Ore tra due letture (predefinito 4)'),
  mantenimentoMinimoS: z
    .preprocess(emptyToUndefined, z.number({ message: MSG_HACCP.mantenimentoNonValido }).int(MSG_HACCP.mantenimentoNonValido).min(1, MSG_HACCP.mantenimentoNonValido).max(86400, MSG_HACCP.mantenimentoNonValido).optional())
    .describe('Solo pastorizzatore: secondi di mantenimento del programma (predefinito 15); la temperatura del programma è la temperatura minima'),
}).describe('Un punto di controllo di un punto vendita');
export type DispositivoInput = z.output<typeof dispositivoInputSchema>;
export const dispositivoInputBody = restBody(dispositivoInputSchema);

/** A person's reading of a device (out of its limits: the corrective action is required). */
export const letturaInputSchema = v.oggetto({
  dispositivoId: z.preprocess(emptyToUndefined, v.idDi(MSG_HACCP.dispositivoObbligatorio)),
  temperatura: temperatura.describe('°C'),
  azioneCorrettiva: azione,
  misurataIl: istanteOpzionale,
  correggeId,
}).describe('Una lettura di temperatura fatta da una persona');
export type LetturaInput = z.output<typeof letturaInputSchema>;

/** A sensor gateway's readings: up to 500, each with its device's code and the time measured. */
export const letturaSensoreSchema = v.oggetto({
  codice: z.string({ message: MSG_HACCP.codiceNonValido }).trim().regex(/^[A-Za-z0-9_.:-]{1,64}$/, MSG_HACCP.codiceNonValido),
  temperatura,
  misurataIl: istante.describe('ISO 8601 con fuso'),
}).describe('Una lettura di un sensore');
export const batchInputSchema = v.oggetto({
  letture: z.array(letturaSensoreSchema, { message: MSG_HACCP.lettureVuote }).min(1, MSG_HACCP.lettureVuote).max(MAX_LETTURE_BATCH, MSG_HACCP.troppeLetture),
});
export type BatchInput = z.output<typeof batchInputSchema>;
export const batchInputBody = restBody(
  v.oggetto({ letture: z.array(restBody(letturaSensoreSchema), { message: MSG_HACCP.lettureVuote }).min(1, MSG_HACCP.lettureVuote).max(MAX_LETTURE_BATCH, MSG_HACCP.troppeLetture) }),
);

const minuti = z
  .number({ message: MSG_HACCP.minutiNonValidi })
  .refine(minutiHaccpValidi, MSG_HACCP.minutiNonValidi);

const lotto = z.preprocess(emptyToUndefined, v.requiredString(MSG_HACCP.testoObbligatorio('lotto'), TESTI_HACCP_MAX.lotto).optional()).describe('Lotto di produzione, come testo');

/** The fields a cycle record (pasteurisation, blast chilling) ends with: its machine, lot, action, time, correction. */
const codaCiclo = (macchina: string) => ({
  dispositivoId: z.preprocess(emptyToUndefined, v.idDi(MSG_HACCP.dispositivoNonTrovato).optional()).describe(macchina),
  lotto,
  azioneCorrettiva: azione,
  misurataIl: istanteOpzionale,
  correggeId,
});

/** A pasteurisation cycle of a base or a flavour (the operator is the signing user). */
export const pastorizzazioneInputSchema = v.oggetto({
  puntoVenditaId,
  prodotto: z.enum(['base', 'gusto'], { message: MSG_HACCP.prodottoNonValido }).describe('base | gusto'),
  gustoId: z.preprocess(emptyToUndefined, v.idDi(MSG_HACCP.gustoNonTrovato).optional()).describe('Obbligatorio per un gusto'),
  descrizione: z.preprocess(emptyToUndefined, v.requiredString(MSG_HACCP.descrizioneObbligatoria, TESTI_HACCP_MAX.descrizione).optional()).describe('Nome della base (obbligatorio per una base)'),
  temperaturaRaggiunta: temperatura,
  minutiMantenimento: minuti.describe('Minuti di mantenimento alla temperatura raggiunta (0,25 = 15 s)'),
  ...codaCiclo('Pastorizzatore: il suo programma sostituisce 85 °C / 15 s'),
}).describe('Un ciclo di pastorizzazione di una base o di un gusto');
export type PastorizzazioneInput = z.output<typeof pastorizzazioneInputSchema>;

/** A blast chilling: product, from/to temperature, minutes. */
export const abbattimentoInputSchema = v.oggetto({
  puntoVenditaId,
  prodotto: testo('prodotto'),
  temperaturaIniziale: temperatura,
  temperaturaFinale: temperatura,
  minuti: minuti.describe('Durata del ciclo in minuti'),
  ...codaCiclo('Abbattitore'),
}).describe('Un ciclo di abbattimento');
export type AbbattimentoInput = z.output<typeof abbattimentoInputSchema>;

/** A cleaning: area and product used. */
export const puliziaInputSchema = v.oggetto({
  puntoVenditaId,
  area: testo('area'),
  prodotto: testo('prodotto'),
  note: v.optionalString(TESTI_HACCP_MAX.note),
  misurataIl: istanteOpzionale,
  correggeId,
}).describe('Una pulizia: area e prodotto usato');
export type PuliziaInput = z.output<typeof puliziaInputSchema>;

/** A goods-in check (a receipt link comes with the stock issue). */
export const controlloMerciInputSchema = v.oggetto({
  puntoVenditaId,
  fornitore: testo('fornitore'),
  prodotto: testo('prodotto'),
  lotto,
  temperatura: z.preprocess(emptyToUndefined, temperatura.optional()).describe('Temperatura alla consegna'),
  conforme: z.boolean({ message: 'Indica se la merce è conforme' }),
  azioneCorrettiva: azione,
  misurataIl: istanteOpzionale,
  correggeId,
}).describe('Un controllo della merce in arrivo');
export type ControlloMerciInput = z.output<typeof controlloMerciInputSchema>;

/** A person closes a sensor's alert with the corrective action. */
export const chiusuraAllarmeSchema = v.oggetto({ azioneCorrettiva: v.requiredString(MSG_HACCP.azioneVuota, TESTI_HACCP_MAX.azioneCorrettiva) });
export type ChiusuraAllarme = z.output<typeof chiusuraAllarmeSchema>;

const puntoOpzionale = z.preprocess(emptyToUndefined, v.idDi(MSG_HACCP.puntoVenditaObbligatorio).optional());
export const puntoQuerySchema = z.object({ puntoVenditaId: puntoOpzionale.describe('Vuoto = tutti (un operatore: il suo)') });
export type PuntoQuery = z.output<typeof puntoQuerySchema>;

export const registroQuerySchema = z.object({
  puntoVenditaId,
  mese: z.string({ message: MSG_HACCP.meseNonValido }).regex(/^(19|20|2\d)\d{2}-(0[1-9]|1[0-2])$/, MSG_HACCP.meseNonValido),
  formato: z.enum(['json', 'pdf'], { message: 'Formato non valido (json o pdf)' }).optional(),
});
export type RegistroQuery = z.output<typeof registroQuerySchema>;

export const giornoQuerySchema = z.object({
  puntoVenditaId: puntoOpzionale,
  data: z.preprocess(emptyToUndefined, v.isoDate().optional()).describe('yyyy-MM-dd; predefinito oggi'),
});
export type GiornoQuery = z.output<typeof giornoQuerySchema>;

/* ---------- output shapes ---------- */

export const dispositivoSchema = z
  .object({
    id: z.number().int(),
    puntoVenditaId: z.number().int(),
    puntoVenditaNome: z.string(),
    nome: z.string(),
    tipo: z.enum(TIPI_DISPOSITIVO).describe(TIPI_DISPOSITIVO.join(' | ')),
    temperaturaMin: z.number(),
    temperaturaMax: z.number(),
    codice: z.string().nullable(),
    frequenzaOre: z.number().int(),
    mantenimentoMinimoS: z.number().int().nullable(),
    attivo: z.boolean(),
  })
  .describe('Un punto di controllo HACCP di un punto vendita, con i suoi limiti');
export type DispositivoView = z.output<typeof dispositivoSchema>;

export const registrazioneSchema = z
  .object({
    id: z.number().int(),
    puntoVenditaId: z.number().int(),
    seq: z.number().int().describe('Posizione nella catena del punto vendita'),
    tipo: z.enum(TIPI_REGISTRAZIONE).describe(TIPI_REGISTRAZIONE.join(' | ')),
    dispositivoId: z.number().int().nullable(),
    dispositivoNome: z.string().nullable(),
    fonte: z.enum(['manuale', 'sensore']).describe('manuale | sensore'),
    misurataIl: z.date(),
    registrataIl: z.date(),
    utenteId: z.number().int(),
    firmatoDa: z.string(),
    temperatura: z.number().nullable(),
    descrizione: z.string().describe('La registrazione in parole, come nel registro stampato'),
    dati: z.record(z.string(), z.unknown()),
    fuoriLimiti: z.boolean(),
    azioneCorrettiva: z.string().nullable(),
    correggeId: z.number().int().nullable(),
    chiudeId: z.number().int().nullable(),
    chiusaDa: z.number().int().nullable().describe("Un allarme: la registrazione dell'azione correttiva che lo ha chiuso"),
    hash: z.string(),
    hashPrecedente: z.string(),
  })
  .describe('Una registrazione HACCP (immodificabile, concatenata per punto vendita)');
export type RegistrazioneView = z.output<typeof registrazioneSchema>;

export const verificaSchema = z
  .object({
    puntoVenditaId: z.number().int(),
    puntoVenditaNome: z.string(),
    registrazioni: z.number().int(),
    integra: z.boolean(),
    primaRottaId: z.number().int().nullable().describe('La prima registrazione da cui la catena non torna'),
    primaRottaSeq: z.number().int().nullable(),
    motivo: z.string().nullable(),
  })
  .describe('La verifica della catena di un punto vendita');
export type VerificaView = z.output<typeof verificaSchema>;

export const registroSchema = z
  .object({
    puntoVenditaId: z.number().int(),
    puntoVenditaNome: z.string(),
    mese: z.string().describe('yyyy-MM'),
    dispositivi: z.array(dispositivoSchema),
    registrazioni: z.array(registrazioneSchema),
    fuoriLimiti: z.number().int(),
    allarmiAperti: z.number().int(),
    verifica: verificaSchema,
  })
  .describe('Il registro mensile di un punto vendita');
export type RegistroView = z.output<typeof registroSchema>;

export const finestraSchema = z.object({
  inizio: z.date(),
  fine: z.date(),
  stato: z.enum(['registrata', 'mancata', 'da_fare', 'futura']).describe('registrata | mancata | da_fare | futura'),
  letturaId: z.number().int().nullable(),
  temperatura: z.number().nullable(),
  fuoriLimiti: z.boolean(),
}).describe('Una finestra della frequenza di un dispositivo nel giorno');
export const voceChecklistSchema = z.object({
  dispositivo: dispositivoSchema,
  finestre: z.array(finestraSchema),
  dovute: z.number().int(),
  registrate: z.number().int(),
  mancate: z.number().int(),
  daFare: z.boolean().describe('Una lettura è attesa adesso'),
}).describe('Le letture del giorno di un dispositivo');
export const checklistSchema = z.object({
  puntoVenditaId: z.number().int(),
  puntoVenditaNome: z.string(),
  data: z.string(),
  voci: z.array(voceChecklistSchema),
  allarmi: z.array(registrazioneSchema),
}).describe('Le letture del giorno di un punto vendita e gli allarmi aperti');
export type FinestraView = z.output<typeof finestraSchema>;
export type VoceChecklistView = z.output<typeof voceChecklistSchema>;
export type ChecklistView = z.output<typeof checklistSchema>;

export const letturaMancataSchema = z.object({
  puntoVenditaId: z.number().int(),
  puntoVenditaNome: z.string(),
  dispositivoId: z.number().int(),
  dispositivoNome: z.string(),
  inizio: z.date(),
  fine: z.date(),
}).describe('Una lettura non fatta nella sua finestra');
export type LetturaMancataView = z.output<typeof letturaMancataSchema>;

export const durezzaGustoSchema = z.object({
  gustoId: z.number().int(),
  nome: z.string(),
  temperaturaServizio: z.number().describe('°C, DOMAIN.md: T_h(75)'),
  intervalloMin: z.number().nullable().describe('Servizio minimo del profilo spostato alla temperatura misurata'),
  intervalloMax: z.number().nullable(),
  stato: z.enum(['ok', 'troppo_morbido', 'troppo_duro', 'senza_profilo']).describe('ok | troppo_morbido | troppo_duro | senza_profilo'),
}).describe('Un gusto in vetrina alla temperatura misurata');
export const durezzaVetrinaSchema = z.object({
  puntoVenditaId: z.number().int(),
  data: z.string(),
  temperaturaConfigurata: z.number(),
  temperaturaMisurata: z.number().nullable().describe('Media delle letture delle vetrine nelle ultime 72 ore'),
  letture: z.number().int(),
  temperaturaUsata: z.number(),
  gusti: z.array(durezzaGustoSchema),
}).describe('La temperatura misurata della vetrina e la durezza dei gusti caricati');
export type DurezzaGustoView = z.output<typeof durezzaGustoSchema>;
export type DurezzaVetrinaView = z.output<typeof durezzaVetrinaSchema>;
