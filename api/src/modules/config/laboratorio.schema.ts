import { MSG_LABORATORIO, numeroLaboratorioValido, partitaIvaValida, REGOLE_LABORATORIO, TESTO_LABORATORIO_MAX } from '@gelatiere/contratto';
import { z } from 'zod';
import { restBody } from '../../common/forma-rest.js';

/**
 * Laboratory settings (configuration keys, admin writes): the batch freezer's capacity per cycle, the
 * two scales (main, and the precision scale for small lines), the default overrun of gelato and
 * sorbets (DOMAIN.md, "Recipe versions and the weighing sheet"), the shelf life of each flavour type
 * and the food business operator's name, address and VAT number printed on the label (DOMAIN.md,
 * "Allergens and the EU label"). A missing or unreadable key reads as its default.
 */
export const CHIAVI_LABORATORIO = {
  capacitaMinKg: 'mantecatore_capacita_min_kg',
  capacitaMaxKg: 'mantecatore_capacita_max_kg',
  risoluzioneG: 'bilancia_risoluzione_g',
  risoluzionePrecisioneG: 'bilancia_precisione_risoluzione_g',
  sogliaPrecisioneG: 'bilancia_precisione_soglia_g',
  overrunGelato: 'overrun_gelato',
  overrunSorbetto: 'overrun_sorbetto',
  shelfLifeGelatoGiorni: 'shelf_life_gelato_giorni',
  shelfLifeSorbettoGiorni: 'shelf_life_sorbetto_giorni',
} as const;

/** The text settings (null = not set): the operator on the label (Reg. 1169/2011 Art. 8, 9.1.h). */
export const CHIAVI_LABORATORIO_TESTO = {
  ragioneSociale: 'laboratorio_ragione_sociale',
  indirizzo: 'laboratorio_indirizzo',
  partitaIva: 'laboratorio_partita_iva',
} as const;

export type CampoLaboratorio = keyof typeof CHIAVI_LABORATORIO;
export type CampoTestoLaboratorio = keyof typeof CHIAVI_LABORATORIO_TESTO;
export type ImpostazioniLaboratorio = Record<CampoLaboratorio, number> & Record<CampoTestoLaboratorio, string | null>;

export const LABORATORIO_PREDEFINITO: ImpostazioniLaboratorio = {
  capacitaMinKg: 2,
  capacitaMaxKg: 10,
  risoluzioneG: 1,
  risoluzionePrecisioneG: 0.1,
  sogliaPrecisioneG: 100,
  overrunGelato: 0.3,
  overrunSorbetto: 0.2,
  shelfLifeGelatoGiorni: 60,
  shelfLifeSorbettoGiorni: 60,
  ragioneSociale: null,
  indirizzo: null,
  partitaIva: null,
};

export const DESCRIZIONI_LABORATORIO: Record<CampoLaboratorio | CampoTestoLaboratorio, string> = {
  capacitaMinKg: 'Mantecatore: carico minimo di miscela per ciclo (kg)',
  capacitaMaxKg: 'Mantecatore: carico massimo di miscela per ciclo (kg); oltre, il foglio di pesata divide il lotto in cicli uguali',
  risoluzioneG: 'Bilancia principale: risoluzione in grammi (i grammi del foglio di pesata sono arrotondati a questo passo)',
  risoluzionePrecisioneG: 'Bilancia di precisione: risoluzione in grammi (per le righe sotto la soglia per ciclo)',
  sogliaPrecisioneG: 'Bilancia di precisione: le righe sotto questi grammi per ciclo si pesano sulla bilancia di precisione',
  overrunGelato: 'Overrun predefinito del gelato (frazione: 0.30 = 30 %)',
  overrunSorbetto: 'Overrun predefinito dei sorbetti (frazione: 0.20 = 20 %)',
  shelfLifeGelatoGiorni: "Giorni dalla produzione per il termine minimo di conservazione del gelato (etichetta)",
  shelfLifeSorbettoGiorni: "Giorni dalla produzione per il termine minimo di conservazione dei sorbetti (etichetta)",
  ragioneSociale: "Ragione sociale dell'operatore del settore alimentare (etichetta)",
  indirizzo: 'Indirizzo del laboratorio (etichetta)',
  partitaIva: 'Partita IVA del laboratorio (etichetta)',
};

/** The messages, limits and number rules: in @gelatiere/contratto (shared with the settings form), re-exported here. */
export { LIMITI_LABORATORIO, MSG_LABORATORIO } from '@gelatiere/contratto';

/** A number from JSON or from text ('0,35' accepted), else the value as is (refused by the check). */
export const numeroDaTesto = (x: unknown) => {
  if (typeof x === 'string' && /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(x)) return Number(x.trim().replace(',', '.'));
  return x;
};

/** A number setting read from JSON or text, checked with its rule (@gelatiere/contratto REGOLE_LABORATORIO). */
const numero = (campo: CampoLaboratorio) => {
  const message = REGOLE_LABORATORIO[campo][0];
  return z.preprocess(
    numeroDaTesto,
    z.number({ message }).refine((n) => numeroLaboratorioValido(campo, n), message),
  );
};

const CAMPI_NUMERICI = Object.keys(CHIAVI_LABORATORIO) as CampoLaboratorio[];
const CAMPI_TESTO = Object.keys(CHIAVI_LABORATORIO_TESTO) as CampoTestoLaboratorio[];

export const campoLaboratorioSchema: Record<CampoLaboratorio, z.ZodType<number>> = Object.fromEntries(CAMPI_NUMERICI.map((c) => [c, numero(c)])) as Record<
  CampoLaboratorio,
  ReturnType<typeof numero>
>;

const testo = (max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((s) => (s ? s : null));

export const campoTestoLaboratorioSchema: Record<CampoTestoLaboratorio, z.ZodType<string | null, unknown>> = {
  ragioneSociale: testo(TESTO_LABORATORIO_MAX.ragioneSociale, MSG_LABORATORIO.ragioneSociale),
  indirizzo: testo(TESTO_LABORATORIO_MAX.indirizzo, MSG_LABORATORIO.indirizzo),
  partitaIva: z
    .string({ message: MSG_LABORATORIO.partitaIva })
    .transform((s) => s.replace(/\s+/g, '').replace(/^IT/i, ''))
    .refine((s) => s === '' || partitaIvaValida(s), MSG_LABORATORIO.partitaIva)
    .nullish()
    .transform((s) => (s ? s : null)),
};

/** Every field optional; its OpenAPI description: what it is, what it accepts (the check's message) and its default. */
const predefinito = (c: CampoLaboratorio | CampoTestoLaboratorio) => LABORATORIO_PREDEFINITO[c] ?? 'non impostato';
const campiScrittura = {
  ...(Object.fromEntries(
    CAMPI_NUMERICI.map((c) => [c, campoLaboratorioSchema[c].optional().describe(`${DESCRIZIONI_LABORATORIO[c]}. ${REGOLE_LABORATORIO[c][0]} (predefinito ${predefinito(c)})`)]),
  ) as Record<CampoLaboratorio, z.ZodOptional<z.ZodType<number>>>),
  ...(Object.fromEntries(
    CAMPI_TESTO.map((c) => [c, campoTestoLaboratorioSchema[c].optional().describe(`${DESCRIZIONI_LABORATORIO[c]}. ${MSG_LABORATORIO[c]} (vuoto = ${predefinito(c)})`)]),
  ) as Record<CampoTestoLaboratorio, z.ZodOptional<z.ZodType<string | null, unknown>>>),
};

/** The write of the whole section (GraphQL input, REST body): every field optional, min ≤ max checked after merging. */
export const impostaLaboratorioSchema = z.object(campiScrittura).describe('I campi omessi restano invariati');
export type ImpostaLaboratorioInput = z.output<typeof impostaLaboratorioSchema>;

/**
 * REST body of PUT /laboratorio: the same fields under snake_case keys, with the same checks and
 * Italian messages (decimal text such as '0,35' accepted, unknown keys dropped).
 */
export const laboratorioRestBody = restBody(impostaLaboratorioSchema);

/** The settings as the service returns them; the gateway writes them in snake_case (GET and PUT /laboratorio). */
export const laboratorioViewSchema = z.object({
  ...(Object.fromEntries(CAMPI_NUMERICI.map((campo) => [campo, z.number().describe(DESCRIZIONI_LABORATORIO[campo])])) as Record<
    CampoLaboratorio,
    z.ZodNumber
  >),
  ...(Object.fromEntries(CAMPI_TESTO.map((campo) => [campo, z.string().nullable().describe(DESCRIZIONI_LABORATORIO[campo])])) as Record<
    CampoTestoLaboratorio,
    z.ZodNullable<z.ZodString>
  >),
}).describe('Mantecatore, bilancia e overrun predefiniti (foglio di pesata)');

/**
 * Validators of the single keys for PUT /config/:key (configurazione.schema.ts VALIDATORI): the value
 * stored as plain text. The min ≤ max rule needs both keys: PUT /laboratorio checks it.
 */
export const VALIDATORI_LABORATORIO: Record<string, (valore: string | null) => string> = Object.fromEntries([
  ...CAMPI_NUMERICI.map((campo) => [
    CHIAVI_LABORATORIO[campo],
    (valore: string | null) => {
      const r = campoLaboratorioSchema[campo].safeParse(valore);
      if (!r.success) throw new Error(r.error.issues[0]!.message);
      return String(r.data);
    },
  ]),
  ...CAMPI_TESTO.map((campo) => [
    CHIAVI_LABORATORIO_TESTO[campo],
    (valore: string | null) => {
      const r = campoTestoLaboratorioSchema[campo].safeParse(valore);
      if (!r.success) throw new Error(r.error.issues[0]!.message);
      return r.data ?? '';
    },
  ]),
]);
