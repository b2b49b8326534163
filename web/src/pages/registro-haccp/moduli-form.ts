import { LIMITI_HACCP, MSG_HACCP, TESTI_HACCP_MAX, TESTO_TROPPO_LUNGO } from '@gelatiere/contratto';
import { z } from 'zod';
import { parseInput } from '../../lib/format';
import { inputDaModulo, type CampoModulo } from './registro-haccp';

/** The validation messages of the record forms: the API's own (the contract shared with it, @gelatiere/contratto MSG_HACCP). */
export const MSG_MODULI = {
  temperaturaNonValida: MSG_HACCP.temperaturaNonValida,
  minutiNonValidi: MSG_HACCP.minutiNonValidi,
  gustoObbligatorio: MSG_HACCP.gustoObbligatorio,
  descrizioneObbligatoria: MSG_HACCP.descrizioneObbligatoria,
  azioneObbligatoriaMerce: MSG_HACCP.azioneObbligatoriaMerce,
  testoObbligatorio: MSG_HACCP.testoObbligatorio,
  troppoLungo: TESTO_TROPPO_LUNGO,
} as const;

/** The longest text of each field, as the API's. */
const M = TESTI_HACCP_MAX;
type Regola = { obbligatorio?: string; max?: number; numero?: { min: number; max: number; messaggio: string } };
const TEMPERATURA = { ...LIMITI_HACCP.temperatura, messaggio: MSG_MODULI.temperaturaNonValida };
const MINUTI = { ...LIMITI_HACCP.minuti, messaggio: MSG_MODULI.minutiNonValidi };

/** The API's rule of each field of the four records (pastorizzazione, abbattimento, pulizia, controllo merci). */
const REGOLE: Record<string, Regola> = {
  descrizione: { obbligatorio: MSG_MODULI.descrizioneObbligatoria, max: M.descrizione },
  gustoId: { obbligatorio: MSG_MODULI.gustoObbligatorio },
  temperaturaRaggiunta: { numero: TEMPERATURA },
  temperaturaIniziale: { numero: TEMPERATURA },
  temperaturaFinale: { numero: TEMPERATURA },
  temperatura: { numero: TEMPERATURA },
  minutiMantenimento: { numero: MINUTI },
  minuti: { numero: MINUTI },
  prodotto: { obbligatorio: MSG_MODULI.testoObbligatorio('prodotto'), max: M.prodotto },
  area: { obbligatorio: MSG_MODULI.testoObbligatorio('area'), max: M.area },
  fornitore: { obbligatorio: MSG_MODULI.testoObbligatorio('fornitore'), max: M.fornitore },
  lotto: { max: M.lotto },
  note: { max: M.note },
  azioneCorrettiva: { max: M.azioneCorrettiva },
};

export type ValoriModulo = Record<string, string>;

/**
 * A record form's values (text as typed) checked with the API's rules and words, each error on its field;
 * a valid form yields the mutation's input (inputDaModulo). Limits of a cycle depend on the machine's
 * program: the server checks them and says so.
 */
export function moduloFormSchema(campi: readonly CampoModulo[]) {
  return z
    .record(z.string(), z.string())
    .superRefine((valori, ctx) => {
      const errore = (nome: string, message: string) => ctx.addIssue({ code: 'custom', path: [nome], message });
      for (const c of campi) {
        if (c.visibile && !c.visibile(valori)) continue;
        const regola = REGOLE[c.nome] ?? {};
        const testo = (valori[c.nome] ?? '').trim();
        if (c.tipo === 'numero') {
          if (testo === '' && !c.obbligatorio) continue;
          const n = parseInput(testo);
          const r = regola.numero;
          if (!Number.isFinite(n) || (r && (n < r.min || n > r.max))) errore(c.nome, r?.messaggio ?? MSG_MODULI.testoObbligatorio(c.etichetta.toLowerCase()));
        } else if (testo === '') {
          if (c.obbligatorio) errore(c.nome, regola.obbligatorio ?? MSG_MODULI.testoObbligatorio(c.etichetta.toLowerCase()));
        } else if (regola.max && testo.length > regola.max) errore(c.nome, MSG_MODULI.troppoLungo(regola.max));
      }
      if (campi.some((c) => c.nome === 'conforme') && valori.conforme === 'no' && !(valori.azioneCorrettiva ?? '').trim()) errore('azioneCorrettiva', MSG_MODULI.azioneObbligatoriaMerce);
    })
    .transform((valori) => {
      const r = inputDaModulo(campi, valori);
      return r.ok ? r.input : {};
    });
}
