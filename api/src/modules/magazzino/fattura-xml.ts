import { XmlDocument, type XmlElement } from 'xmldoc';
import { badInput } from '../../common/errors.js';
import { isRealDate } from '../../common/validation.js';
import type { IndirizzoFornitore } from '../fornitori/fornitore.schema.js';

/**
 * Reads a FatturaPA invoice (formats FPR12 between businesses and FPA12, the same tree): the supplier
 * (CedentePrestatore), and for each FatturaElettronicaBody the document (TipoDocumento, Numero, Data)
 * and its DettaglioLinee lines (lot and expiry from AltriDatiGestionali when the supplier sends them).
 * The XML is parsed by xmldoc (sax: no DTD, no external entities are ever resolved).
 */

export const MSG_FATTURA_XML = {
  nonFattura: 'Il file non è una fattura elettronica FatturaPA (formato FPR12): controlla di aver scelto il file giusto',
  incompleta: (cosa: string) => `Fattura elettronica incompleta: manca ${cosa}`,
  fornitoreEstero: (paese: string) => `Fornitore con partita IVA estera (${paese}): sono gestiti solo i fornitori italiani`,
} as const;

export interface RigaFatturaLetta {
  numeroLinea: number;
  codiceArticolo: string | null;
  descrizione: string;
  /** null: a line without quantity (a service, a fee, a note) */
  quantita: number | null;
  unitaMisura: string | null;
  prezzoUnitario: number;
  lotto: string | null;
  scadenza: string | null;
}

export interface DocumentoFatturaLetto {
  tipoDocumento: string;
  numero: string;
  data: string;
  righe: RigaFatturaLetta[];
}

export interface FatturaLetta {
  formato: string;
  cedente: { paese: string; codice: string; denominazione: string; sede: IndirizzoFornitore | null };
  documenti: DocumentoFatturaLetto[];
}

/** Local name of an element (FatturaPA roots carry a namespace prefix, e.g. `p:FatturaElettronica`). */
const locale = (nome: string) => nome.slice(nome.indexOf(':') + 1);
const figlio = (e: XmlElement | undefined, nome: string) => e?.children.find((c): c is XmlElement => c.type === 'element' && locale((c as XmlElement).name) === nome);
const figli = (e: XmlElement | undefined, nome: string) =>
  (e?.children ?? []).filter((c): c is XmlElement => c.type === 'element' && locale((c as XmlElement).name) === nome);
const percorso = (e: XmlElement | undefined, ...nomi: string[]) => nomi.reduce<XmlElement | undefined>((acc, n) => figlio(acc, n), e);
const testo = (e: XmlElement | undefined, ...nomi: string[]) => {
  const t = percorso(e, ...nomi)?.val.trim();
  return t ? t : null;
};
const richiesto = (e: XmlElement | undefined, cosa: string, ...nomi: string[]) => {
  const t = testo(e, ...nomi);
  if (t === null) throw badInput(MSG_FATTURA_XML.incompleta(cosa));
  return t;
};
const numero = (t: string | null) => (t !== null && /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : null);

/** The XML text in its declared encoding (FatturaPA is UTF-8; some software writes ISO-8859-1). */
function decodifica(xml: Buffer): string {
  const prologo = xml.subarray(0, 200).toString('latin1');
  const enc = /encoding\s*=\s*["']([^"']+)["']/i.exec(prologo)?.[1]?.toLowerCase() ?? 'utf-8';
  const testoXml = /^(iso-8859-1|iso-8859-15|latin1|windows-1252|cp1252)$/.test(enc) ? xml.toString('latin1') : xml.toString('utf8');
  return testoXml.replace(/^\uFEFF/, '');
}

/** Lot and expiry of a line, from AltriDatiGestionali (TipoDato LOTTO / SCADENZA, as suppliers write them). */
function lottoEScadenza(linea: XmlElement): { lotto: string | null; scadenza: string | null } {
  let lotto: string | null = null;
  let scadenza: string | null = null;
  for (const a of figli(linea, 'AltriDatiGestionali')) {
    const tipo = (testo(a, 'TipoDato') ?? '').toUpperCase();
    if (lotto === null && tipo.startsWith('LOTTO')) lotto = testo(a, 'RiferimentoTesto')?.slice(0, 50) ?? null;
    if (scadenza === null && tipo.startsWith('SCAD')) {
      const d = testo(a, 'RiferimentoData') ?? testo(a, 'RiferimentoTesto');
      const iso = d && /^\d{4}-\d{2}-\d{2}/.test(d) ? d.slice(0, 10) : d && /^(\d{2})[/.-](\d{2})[/.-](\d{4})$/.test(d) ? `${d.slice(6, 10)}-${d.slice(3, 5)}-${d.slice(0, 2)}` : null;
      if (iso && isRealDate(iso)) scadenza = iso;
    }
  }
  return { lotto, scadenza };
}

/** The supplier's registered office (CedentePrestatore/Sede), each part kept only when it fits the supplier's columns. */
function sedeCedente(sede: XmlElement | undefined): IndirizzoFornitore | null {
  if (!sede) return null;
  const via = [testo(sede, 'Indirizzo'), testo(sede, 'NumeroCivico')].filter(Boolean).join(', ');
  const cap = testo(sede, 'CAP');
  const provincia = testo(sede, 'Provincia')?.toUpperCase() ?? null;
  const r: IndirizzoFornitore = {
    indirizzo: via ? via.slice(0, 200) : null,
    cap: cap && /^\d{5}$/.test(cap) ? cap : null,
    comune: testo(sede, 'Comune')?.slice(0, 100) ?? null,
    provincia: provincia && /^[A-Z]{2}$/.test(provincia) ? provincia : null,
  };
  return Object.values(r).some((x) => x !== null) ? r : null;
}

export function leggiFattura(xml: Buffer): FatturaLetta {
  let doc: XmlDocument;
  try {
    doc = new XmlDocument(decodifica(xml));
  } catch {
    throw badInput(MSG_FATTURA_XML.nonFattura);
  }
  if (locale(doc.name) !== 'FatturaElettronica') throw badInput(MSG_FATTURA_XML.nonFattura);
  const header = figlio(doc, 'FatturaElettronicaHeader');
  const formato = testo(header, 'DatiTrasmissione', 'FormatoTrasmissione') ?? doc.attr.versione ?? '';
  if (!header || !/^FP[RA]12$/.test(formato)) throw badInput(MSG_FATTURA_XML.nonFattura);
  const anagrafici = percorso(header, 'CedentePrestatore', 'DatiAnagrafici');
  const paese = richiesto(anagrafici, 'la partita IVA del fornitore (IdPaese)', 'IdFiscaleIVA', 'IdPaese').toUpperCase();
  const codice = richiesto(anagrafici, 'la partita IVA del fornitore (IdCodice)', 'IdFiscaleIVA', 'IdCodice');
  if (paese !== 'IT') throw badInput(MSG_FATTURA_XML.fornitoreEstero(paese));
  const denominazione =
    testo(anagrafici, 'Anagrafica', 'Denominazione') ??
    [testo(anagrafici, 'Anagrafica', 'Nome'), testo(anagrafici, 'Anagrafica', 'Cognome')].filter(Boolean).join(' ');
  if (!denominazione) throw badInput(MSG_FATTURA_XML.incompleta('la denominazione del fornitore'));

  const corpi = figli(doc, 'FatturaElettronicaBody');
  if (corpi.length === 0) throw badInput(MSG_FATTURA_XML.nonFattura);
  const documenti = corpi.map((corpo): DocumentoFatturaLetto => {
    const dg = percorso(corpo, 'DatiGenerali', 'DatiGeneraliDocumento');
    const tipoDocumento = richiesto(dg, 'il tipo di documento (TipoDocumento)', 'TipoDocumento').toUpperCase();
    const numeroDoc = richiesto(dg, 'il numero del documento (Numero)', 'Numero').slice(0, 50);
    const data = richiesto(dg, 'la data del documento (Data)', 'Data');
    if (!isRealDate(data)) throw badInput(MSG_FATTURA_XML.incompleta('una data del documento valida (Data, aaaa-mm-gg)'));
    const righe = figli(percorso(corpo, 'DatiBeniServizi'), 'DettaglioLinee').map((linea, i): RigaFatturaLetta => {
      const prezzo = numero(testo(linea, 'PrezzoUnitario'));
      if (prezzo === null) throw badInput(MSG_FATTURA_XML.incompleta(`il prezzo unitario della linea ${i + 1}`));
      return {
        numeroLinea: numero(testo(linea, 'NumeroLinea')) ?? i + 1,
        codiceArticolo: testo(figlio(linea, 'CodiceArticolo'), 'CodiceValore')?.slice(0, 60) ?? null,
        descrizione: (testo(linea, 'Descrizione') ?? '').slice(0, 1000),
        quantita: numero(testo(linea, 'Quantita')),
        unitaMisura: testo(linea, 'UnitaMisura')?.slice(0, 20) ?? null,
        prezzoUnitario: prezzo,
        ...lottoEScadenza(linea),
      };
    });
    return { tipoDocumento, numero: numeroDoc, data, righe };
  });
  const sede = sedeCedente(percorso(header, 'CedentePrestatore', 'Sede'));
  return { formato, cedente: { paese, codice, denominazione: denominazione.slice(0, 150), sede }, documenti };
}
