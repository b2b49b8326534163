import { MSG_HACCP as MSG_HACCP_API, temperaturaHaccpValida } from '@gelatiere/contratto';
import { isHaccp, type ElementoCoda, type HaccpInAttesa } from '../../features/offline/archivio';
import { formatTemperatura } from '../../features/scienza/chiavi';
import { parseInput, todayIsoDate } from '../../lib/format';

/** Italian texts of the Registro HACCP page (the server's own messages are shown as they come). */
export const MSG_HACCP = {
  caricamento: 'Errore nel caricamento del registro HACCP',
  scegliPunto: 'Seleziona un punto vendita per vedere le sue letture.',
  temperatura: MSG_HACCP_API.temperaturaNonValida,
  /** The API's 400 text, also said on the device when offline (the limits are known). */
  azioneObbligatoria: MSG_HACCP_API.azioneObbligatoria,
  azioneVuota: MSG_HACCP_API.azioneVuota,
  registrata: 'Lettura registrata',
  salvata: 'Lettura salvata sul dispositivo: verrà inviata appena torna la connessione',
  salvataggio: 'Errore nel salvare, riprova',
  numero: (campo: string) => `Il campo ${campo} deve essere un numero`,
  obbligatorio: (campo: string) => `Il campo ${campo} è obbligatorio`,
  pdf: 'Errore nello scaricare il registro, riprova',
} as const;

export type StatoFinestra = 'registrata' | 'mancata' | 'da_fare' | 'futura';

export const TIPI_DISPOSITIVO: Record<string, string> = {
  freezer: 'Freezer',
  vetrina: 'Vetrina',
  abbattitore: 'Abbattitore',
  pastorizzatore: 'Pastorizzatore',
  cella: 'Cella frigorifera',
};

export const TIPI_REGISTRAZIONE: Record<string, string> = {
  lettura: 'Lettura',
  pastorizzazione: 'Pastorizzazione',
  abbattimento: 'Abbattimento',
  pulizia: 'Pulizia',
  controllo_merci: 'Controllo merci',
  azione_correttiva: 'Azione correttiva',
};

/** '−18,5 °C' (one decimal at most). */
export const gradi = formatTemperatura;

/** 'da −22 a −18 °C'. */
export const limiti = (d: { temperaturaMin: number; temperaturaMax: number }) => `da ${gradi(d.temperaturaMin)} a ${gradi(d.temperaturaMax)}`;

/** A temperature typed on the tablet ('-18,5', '4.2'): a number −60…150 to the tenth, or null. */
export function leggiTemperatura(testo: string): number | null {
  const n = parseInput(testo);
  if (!temperaturaHaccpValida(n)) return null;
  return Math.round(n * 10) / 10;
}

export const fuoriLimiti = (d: { temperaturaMin: number; temperaturaMax: number }, t: number) => t < d.temperaturaMin || t > d.temperaturaMax;

/** The readings of this user still on the device (offline), by device: shown as "in attesa di invio". */
export function lettureInCoda(elementi: readonly ElementoCoda[]): Map<number, HaccpInAttesa[]> {
  const perDispositivo = new Map<number, HaccpInAttesa[]>();
  for (const item of elementi) {
    if (!isHaccp(item)) continue;
    const lista = perDispositivo.get(item.haccp.dispositivoId) ?? [];
    lista.push(item);
    perDispositivo.set(item.haccp.dispositivoId, lista);
  }
  return perDispositivo;
}

/** 'yyyy-MM' of today in Europe/Rome. */
export const meseCorrente = (adesso: Date = new Date()) => todayIsoDate(adesso).slice(0, 7);

/** The monthly register for the inspector (REST, snake_case). */
export const percorsoRegistroPdf = (puntoVenditaId: number, mese: string) => `/haccp/registro?punto_vendita_id=${puntoVenditaId}&mese=${mese}&formato=pdf`;

/** The latest records first, at most `n`. */
export function recenti<T extends { seq: number }>(registrazioni: readonly T[], n = 20): T[] {
  return [...registrazioni].sort((a, b) => b.seq - a.seq).slice(0, n);
}

/** A form's number field: '' → undefined (optional), else the number or an error. */
export function numeroCampo(testo: string, campo: string, obbligatorio: boolean): { ok: true; valore: number | undefined } | { ok: false; errore: string } {
  if (testo.trim() === '') return obbligatorio ? { ok: false, errore: MSG_HACCP.obbligatorio(campo) } : { ok: true, valore: undefined };
  const n = parseInput(testo);
  return Number.isFinite(n) ? { ok: true, valore: n } : { ok: false, errore: MSG_HACCP.numero(campo) };
}

/** A field of a record form: text, number (decimal comma) or a choice; shown only when `visibile` says so. */
export interface CampoModulo {
  nome: string;
  etichetta: string;
  tipo: 'testo' | 'numero' | 'scelta' | 'sino';
  obbligatorio?: boolean;
  opzioni?: readonly { valore: string; etichetta: string }[];
  aiuto?: string;
  visibile?: (valori: Readonly<Record<string, string>>) => boolean;
}

/** 'Temperatura raggiunta (°C)' → 'temperatura raggiunta (°C)' (the name inside a sentence). */
const inFrase = (etichetta: string) => etichetta.charAt(0).toLowerCase() + etichetta.slice(1);

/**
 * A record form's values as its mutation's input: empty optional fields left out, numbers read with the
 * decimal comma, 'si'/'no' as booleans, `…Id` choices as numbers; or the first field's error.
 */
export function inputDaModulo(
  campi: readonly CampoModulo[],
  valori: Readonly<Record<string, string>>,
): { ok: true; input: Record<string, string | number | boolean> } | { ok: false; errore: string } {
  const input: Record<string, string | number | boolean> = {};
  for (const c of campi) {
    if (c.visibile && !c.visibile(valori)) continue;
    const testo = (valori[c.nome] ?? '').trim();
    if (c.tipo === 'numero') {
      const n = numeroCampo(testo, inFrase(c.etichetta), !!c.obbligatorio);
      if (!n.ok) return n;
      if (n.valore !== undefined) input[c.nome] = n.valore;
      continue;
    }
    if (testo === '') {
      if (c.obbligatorio) return { ok: false, errore: MSG_HACCP.obbligatorio(inFrase(c.etichetta)) };
      continue;
    }
    input[c.nome] = c.tipo === 'sino' ? testo === 'si' : c.tipo === 'scelta' && c.nome.endsWith('Id') ? Number(testo) : testo;
  }
  return { ok: true, input };
}
