/** The plan settings form: the saved settings as texts, and the texts checked back into salvaConfigurazionePiano's input. */
import { LIMITI_PIANO, MSG_PIANO, ORARIO_HHMM } from '@gelatiere/contratto';
import { z } from 'zod';
import type { ConfigurazionePianoCampiFragment, ConfigurazionePianoInput } from '../../gql/graphql';
import { formatInput, parseInput } from '../../lib/format';

export interface MantecatoreForm {
  nome: string;
  capacitaKg: string;
  minutiCiclo: string;
}

export interface GustoEsposto {
  puntoVenditaId: number;
  gustoId: number;
  gustoNome: string;
}

export interface FormConfigurazione {
  mantecatori: MantecatoreForm[];
  orarioInizio: string;
  orarioFine: string;
  kgPerVaschetta: string;
  minutiPulizia: string;
  giorniVetrinaGelato: string;
  giorniVetrinaSorbetto: string;
  gustiSempreEsposti: GustoEsposto[];
}

export const MSG_CONFIGURAZIONE = {
  titolo: 'Impostazioni del piano',
  caricamento: 'Errore nel caricamento delle impostazioni del piano',
  salvataggio: 'Errore nel salvataggio delle impostazioni del piano',
  salvate: 'Impostazioni del piano salvate',
  mantecatori: 'Indica da 1 a 20 mantecatori',
  nome: 'Ogni mantecatore ha un nome, diverso dagli altri',
  capacita: 'La capacità di un mantecatore è un numero da 0,5 a 500 kg',
  minutiCiclo: 'I minuti di un ciclo sono un numero intero da 1 a 600',
  orario: "L'orario di lavoro va da un'ora di inizio (HH:mm) a una di fine più tarda",
  kgVaschetta: 'I kg per vaschetta sono un numero da 0,1 a 20',
  minutiPulizia: 'I minuti di una pulizia sono un numero intero da 0 a 240',
  giorni: 'I giorni in vetrina sono un numero intero da 1 a 7',
} as const;

const ORA = ORARIO_HHMM;
const L = LIMITI_PIANO;

export const nuovoMantecatore = (n: number): MantecatoreForm => ({ nome: `Mantecatore ${n}`, capacitaKg: '', minutiCiclo: '' });

export function formDaConfigurazione(c: ConfigurazionePianoCampiFragment): FormConfigurazione {
  return {
    mantecatori: c.mantecatori.map((m) => ({ nome: m.nome, capacitaKg: formatInput(m.capacitaKg, 3), minutiCiclo: String(m.minutiCiclo) })),
    orarioInizio: c.orarioInizio,
    orarioFine: c.orarioFine,
    kgPerVaschetta: formatInput(c.kgPerVaschetta, 3),
    minutiPulizia: String(c.minutiPulizia),
    giorniVetrinaGelato: String(c.giorniVetrinaGelato),
    giorniVetrinaSorbetto: String(c.giorniVetrinaSorbetto),
    gustiSempreEsposti: c.gustiSempreEsposti.map(({ puntoVenditaId, gustoId, gustoNome }) => ({ puntoVenditaId, gustoId, gustoNome })),
  };
}

/** A whole number within min…max, else null. */
function intero(testo: string, min: number, max: number): number | null {
  const n = parseInput(testo);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** A number within min…max, else null. */
function numero(testo: string, min: number, max: number): number | null {
  const n = parseInput(testo);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

type Esito = { ok: true; input: ConfigurazionePianoInput } | { ok: false; errore: string };

/** The form as salvaConfigurazionePiano's input, or the Italian message of its first wrong field. */
export function inputDaForm(f: FormConfigurazione): Esito {
  const errore = (e: string): Esito => ({ ok: false, errore: e });
  if (f.mantecatori.length < L.mantecatori.min || f.mantecatori.length > L.mantecatori.max) return errore(MSG_CONFIGURAZIONE.mantecatori);
  const nomi = f.mantecatori.map((m) => m.nome.trim());
  if (nomi.some((n) => n === '') || new Set(nomi.map((n) => n.toLowerCase())).size !== nomi.length) return errore(MSG_CONFIGURAZIONE.nome);
  const mantecatori = [];
  for (const [i, m] of f.mantecatori.entries()) {
    const capacitaKg = numero(m.capacitaKg, L.capacitaKg.min, L.capacitaKg.max);
    if (capacitaKg === null) return errore(MSG_CONFIGURAZIONE.capacita);
    const minutiCiclo = intero(m.minutiCiclo, L.minutiCiclo.min, L.minutiCiclo.max);
    if (minutiCiclo === null) return errore(MSG_CONFIGURAZIONE.minutiCiclo);
    mantecatori.push({ nome: nomi[i]!, capacitaKg, minutiCiclo });
  }
  if (!ORA.test(f.orarioInizio) || !ORA.test(f.orarioFine) || f.orarioInizio >= f.orarioFine) return errore(MSG_CONFIGURAZIONE.orario);
  const kgPerVaschetta = numero(f.kgPerVaschetta, L.kgPerVaschetta.min, L.kgPerVaschetta.max);
  if (kgPerVaschetta === null) return errore(MSG_CONFIGURAZIONE.kgVaschetta);
  const minutiPulizia = intero(f.minutiPulizia, L.minutiPulizia.min, L.minutiPulizia.max);
  if (minutiPulizia === null) return errore(MSG_CONFIGURAZIONE.minutiPulizia);
  const giorniVetrinaGelato = intero(f.giorniVetrinaGelato, L.giorniVetrina.min, L.giorniVetrina.max);
  const giorniVetrinaSorbetto = intero(f.giorniVetrinaSorbetto, L.giorniVetrina.min, L.giorniVetrina.max);
  if (giorniVetrinaGelato === null || giorniVetrinaSorbetto === null) return errore(MSG_CONFIGURAZIONE.giorni);
  return {
    ok: true,
    input: {
      mantecatori,
      orarioInizio: f.orarioInizio,
      orarioFine: f.orarioFine,
      kgPerVaschetta,
      minutiPulizia,
      giorniVetrinaGelato,
      giorniVetrinaSorbetto,
      gustiSempreEsposti: f.gustiSempreEsposti.map(({ puntoVenditaId, gustoId }) => ({ puntoVenditaId, gustoId })),
    },
  };
}

/** Adds a flavour a sales point always shows (once). */
export function aggiungiEsposto(lista: readonly GustoEsposto[], g: GustoEsposto): GustoEsposto[] {
  return lista.some((e) => e.puntoVenditaId === g.puntoVenditaId && e.gustoId === g.gustoId) ? [...lista] : [...lista, g];
}

/** The form's validation messages: the API's own (the contract shared with it, @gelatiere/contratto MSG_PIANO). */
export const MSG_CONFIGURAZIONE_API = MSG_PIANO;

/**
 * The plan settings form checked with the API's rules and words, each error on its field (the count of
 * batch freezers on `mantecatori`); a valid form yields salvaConfigurazionePiano's input.
 */
export const configurazioneFormSchema = z
  .custom<FormConfigurazione>()
  .superRefine((f, ctx) => {
    const errore = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const M = MSG_CONFIGURAZIONE_API;
    if (f.mantecatori.length < L.mantecatori.min || f.mantecatori.length > L.mantecatori.max) errore(['mantecatori'], M.mantecatoriNonValidi);
    const visti = new Set<string>();
    f.mantecatori.forEach((m, i) => {
      const nome = m.nome.trim();
      if (nome === '' || nome.length > L.nomeMantecatoreMax) errore(['mantecatori', i, 'nome'], M.mantecatoreNome);
      else if (visti.has(nome.toLowerCase())) errore(['mantecatori', i, 'nome'], M.mantecatoreDoppio(nome));
      visti.add(nome.toLowerCase());
      if (numero(m.capacitaKg, L.capacitaKg.min, L.capacitaKg.max) === null) errore(['mantecatori', i, 'capacitaKg'], M.capacitaNonValida);
      if (intero(m.minutiCiclo, L.minutiCiclo.min, L.minutiCiclo.max) === null) errore(['mantecatori', i, 'minutiCiclo'], M.minutiCicloNonValidi);
    });
    const inizioOk = ORA.test(f.orarioInizio);
    const fineOk = ORA.test(f.orarioFine);
    if (!inizioOk) errore(['orarioInizio'], M.orarioNonValido);
    if (!fineOk) errore(['orarioFine'], M.orarioNonValido);
    if (inizioOk && fineOk && f.orarioInizio >= f.orarioFine) errore(['orarioFine'], M.orarioOrdine);
    if (numero(f.kgPerVaschetta, L.kgPerVaschetta.min, L.kgPerVaschetta.max) === null) errore(['kgPerVaschetta'], M.kgVaschettaNonValidi);
    if (intero(f.minutiPulizia, L.minutiPulizia.min, L.minutiPulizia.max) === null) errore(['minutiPulizia'], M.minutiPuliziaNonValidi);
    if (intero(f.giorniVetrinaGelato, L.giorniVetrina.min, L.giorniVetrina.max) === null) errore(['giorniVetrinaGelato'], M.giorniVetrinaNonValidi);
    if (intero(f.giorniVetrinaSorbetto, L.giorniVetrina.min, L.giorniVetrina.max) === null) errore(['giorniVetrinaSorbetto'], M.giorniVetrinaNonValidi);
  })
  .transform((f, ctx) => {
    const esito = inputDaForm(f);
    if (esito.ok) return esito.input;
    ctx.addIssue({ code: 'custom', message: esito.errore });
    return z.NEVER;
  });
