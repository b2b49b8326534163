import { inflateRawSync } from 'node:zlib';
import { badInput } from '../../common/errors.js';

/**
 * The invoice files a supplier sends (FatturaPA): a plain `.xml`, a signed `.xml.p7m` (CMS/PKCS#7
 * SignedData, DER or BER, also as base64 text) or a `.zip` of them. Everything is read here, in
 * memory and bounded: the ZIP central directory and the CMS envelope are parsed by hand (Node's zlib
 * inflates), so no new dependency; the signature itself is not verified (the SDI verified it when
 * the invoice was delivered).
 */

/** Largest invoice file, and largest invoice extracted from an archive or envelope (issue 30: 5 MB). */
export const FATTURA_MAX_BYTE = 5 * 1024 * 1024;
/** Most invoices read from one archive. */
const FATTURE_MAX_ZIP = 50;

export const MSG_FILE_FATTURA = {
  fileMancante: 'Nessun file nel campo "fattura": seleziona la fattura elettronica (.xml, .xml.p7m o .zip)',
  troppoGrande: 'La fattura supera i 5 MB: non è una fattura elettronica valida',
  formatoNonSupportato: 'Formato non supportato: carica una fattura elettronica .xml, una fattura firmata .xml.p7m o un archivio .zip che le contiene',
  bustaSenzaFattura: 'La busta firmata (.p7m) non contiene una fattura elettronica',
  zipNonValido: "L'archivio .zip è danneggiato o protetto da password",
  zipVuoto: "L'archivio .zip non contiene fatture elettroniche (.xml o .xml.p7m)",
  zipTroppe: `L'archivio .zip contiene più di ${FATTURE_MAX_ZIP} fatture: caricale in più volte`,
  caricamentoNonValido: 'Caricamento non valido: il file non è arrivato integro, selezionalo e riprova',
} as const;

/** One invoice XML found in the upload, with the name it had. */
export interface FileFattura {
  nomeFile: string;
  xml: Buffer;
}

const ZIP_LOCALE = 0x04034b50;
const ZIP_CENTRALE = 0x02014b50;
const ZIP_FINE = 0x06054b50;

const èZip = (b: Buffer) => b.length >= 4 && b.readUInt32LE(0) === ZIP_LOCALE;
const èXml = (nome: string) => /\.xml$/i.test(nome);
const èP7m = (nome: string) => /\.p7m$/i.test(nome);

/** The invoices of an upload, by content first (a .zip starts with PK, a DER envelope with 0x30), then by name. */
export function estraiFatture(nomeFile: string, contenuto: Buffer): FileFattura[] {
  if (contenuto.length > FATTURA_MAX_BYTE) throw badInput(MSG_FILE_FATTURA.troppoGrande);
  if (èZip(contenuto) || /\.zip$/i.test(nomeFile)) {
    const voci = leggiZip(contenuto).filter((v) => !v.nome.startsWith('__MACOSX/') && (èXml(v.nome) || èP7m(v.nome)));
    if (voci.length === 0) throw badInput(MSG_FILE_FATTURA.zipVuoto);
    if (voci.length > FATTURE_MAX_ZIP) throw badInput(MSG_FILE_FATTURA.zipTroppe);
    return voci.map((v) => {
      const nome = v.nome.split('/').pop()!;
      const dati = v.leggi();
      return { nomeFile: nome, xml: èP7m(nome) ? contenutoBusta(dati) : dati };
    });
  }
  if (èP7m(nomeFile)) return [{ nomeFile, xml: contenutoBusta(contenuto) }];
  if (èXml(nomeFile)) return [{ nomeFile, xml: contenuto }];
  throw badInput(MSG_FILE_FATTURA.formatoNonSupportato);
}

// ---------------------------------------------------------------------------------------------
// ZIP (PKWARE APPNOTE 4.3: end of central directory, central directory headers, local headers)

interface VoceZip {
  nome: string;
  leggi: () => Buffer;
}

function leggiZip(b: Buffer): VoceZip[] {
  const errore = () => badInput(MSG_FILE_FATTURA.zipNonValido);
  // the end record is in the last 22 + 65535 (comment) bytes
  let fine = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (b.readUInt32LE(i) === ZIP_FINE) {
      fine = i;
      break;
    }
  }
  if (fine < 0) throw errore();
  const n = b.readUInt16LE(fine + 10);
  let pos = b.readUInt32LE(fine + 16);
  const voci: VoceZip[] = [];
  for (let k = 0; k < n; k++) {
    if (pos + 46 > b.length || b.readUInt32LE(pos) !== ZIP_CENTRALE) throw errore();
    const flag = b.readUInt16LE(pos + 8);
    const metodo = b.readUInt16LE(pos + 10);
    const compressa = b.readUInt32LE(pos + 20);
    const estesa = b.readUInt32LE(pos + 24);
    const lNome = b.readUInt16LE(pos + 28);
    const lExtra = b.readUInt16LE(pos + 30);
    const lCommento = b.readUInt16LE(pos + 32);
    const locale = b.readUInt32LE(pos + 42);
    const nome = b.subarray(pos + 46, pos + 46 + lNome).toString('utf8');
    pos += 46 + lNome + lExtra + lCommento;
    if (nome.endsWith('/')) continue;
    if (flag & 1) throw errore(); // encrypted
    voci.push({
      nome,
      leggi: () => {
        if (estesa > FATTURA_MAX_BYTE) throw badInput(MSG_FILE_FATTURA.troppoGrande);
        if (locale + 30 > b.length || b.readUInt32LE(locale) !== ZIP_LOCALE) throw errore();
        const inizio = locale + 30 + b.readUInt16LE(locale + 26) + b.readUInt16LE(locale + 28);
        const dati = b.subarray(inizio, inizio + compressa);
        if (dati.length !== compressa) throw errore();
        if (metodo === 0) return Buffer.from(dati);
        if (metodo !== 8) throw errore();
        try {
          return inflateRawSync(dati, { maxOutputLength: FATTURA_MAX_BYTE });
        } catch (err) {
          if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw badInput(MSG_FILE_FATTURA.troppoGrande);
          throw errore();
        }
      },
    });
  }
  return voci;
}

// ---------------------------------------------------------------------------------------------
// CMS SignedData (RFC 5652): ContentInfo { contentType signedData, [0] SignedData {
//   version, digestAlgorithms, encapContentInfo { eContentType, [0] eContent OCTET STRING }, … } }

interface Tlv {
  tag: number;
  costruito: boolean;
  inizio: number;
  /** end of the content (exclusive; before the end-of-contents octets of an indefinite length) */
  fineContenuto: number;
  /** end of the whole element */
  fine: number;
  figli: Tlv[];
}

/** OID 1.2.840.113549.1.7.2 (signedData), as its DER content bytes. */
const OID_SIGNED_DATA = Buffer.from([0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02]);
const PROFONDITA_MAX = 40;

class BerNonValido extends Error {}

/** One BER element at `pos` (definite or indefinite length; constructed elements read their children). */
function leggiTlv(b: Buffer, pos: number, limite: number, profondita: number): Tlv {
  if (profondita > PROFONDITA_MAX || pos + 2 > limite) throw new BerNonValido();
  const primo = b[pos]!;
  if ((primo & 0x1f) === 0x1f) throw new BerNonValido(); // high tag numbers do not occur in CMS
  const costruito = (primo & 0x20) !== 0;
  let p = pos + 1;
  const lunghezza = b[p++]!;
  let lung = -1;
  if (lunghezza & 0x80) {
    const nByte = lunghezza & 0x7f;
    if (nByte > 4) throw new BerNonValido();
    if (nByte > 0) {
      lung = 0;
      for (let i = 0; i < nByte; i++) lung = lung * 256 + b[p++]!;
    }
  } else lung = lunghezza;
  const figli: Tlv[] = [];
  if (lung < 0) {
    // indefinite length: children up to the end-of-contents octets 00 00
    if (!costruito) throw new BerNonValido();
    while (true) {
      if (p + 2 > limite) throw new BerNonValido();
      if (b[p] === 0 && b[p + 1] === 0) return { tag: primo, costruito, inizio: pos + 2, fineContenuto: p, fine: p + 2, figli };
      const figlio = leggiTlv(b, p, limite, profondita + 1);
      figli.push(figlio);
      p = figlio.fine;
    }
  }
  const fine = p + lung;
  if (fine > limite) throw new BerNonValido();
  if (costruito) {
    let q = p;
    while (q < fine) {
      const figlio = leggiTlv(b, q, fine, profondita + 1);
      figli.push(figlio);
      q = figlio.fine;
    }
  }
  return { tag: primo, costruito, inizio: p, fineContenuto: fine, fine, figli };
}

/** The bytes of an OCTET STRING, primitive or constructed (chunks of BER encoders). */
function ottetti(b: Buffer, t: Tlv): Buffer {
  if (!t.costruito) return b.subarray(t.inizio, t.fineContenuto);
  return Buffer.concat(t.figli.map((f) => ottetti(b, f)));
}

/** A base64 (or PEM) envelope as DER bytes; null when the text is not base64. */
function daBase64(b: Buffer): Buffer | null {
  const testo = b.toString('latin1').replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '').replace(/\s+/g, '');
  if (testo.length < 16 || !/^[A-Za-z0-9+/]+={0,2}$/.test(testo)) return null;
  return Buffer.from(testo, 'base64');
}

/** The signed content (the invoice XML) of a .p7m envelope; a 400 when there is none. */
export function contenutoBusta(busta: Buffer): Buffer {
  const der = busta[0] === 0x30 ? busta : daBase64(busta);
  if (!der || der[0] !== 0x30) throw badInput(MSG_FILE_FATTURA.bustaSenzaFattura);
  try {
    const info = leggiTlv(der, 0, der.length, 0);
    const [tipo, esplicito] = info.figli;
    if (!tipo || tipo.tag !== 0x06 || !der.subarray(tipo.inizio, tipo.fineContenuto).equals(OID_SIGNED_DATA)) throw new BerNonValido();
    const signedData = esplicito?.tag === 0xa0 ? esplicito.figli[0] : undefined;
    const encap = signedData?.figli.find((f, i) => i > 0 && f.tag === 0x30 && f.figli[0]?.tag === 0x06);
    const eContent = encap?.figli[1];
    const stringa = eContent?.tag === 0xa0 ? eContent.figli[0] : undefined;
    if (!stringa || (stringa.tag & 0x1f) !== 0x04) throw new BerNonValido();
    const xml = ottetti(der, stringa);
    if (xml.length === 0) throw new BerNonValido();
    if (xml.length > FATTURA_MAX_BYTE) throw badInput(MSG_FILE_FATTURA.troppoGrande);
    return xml;
  } catch (err) {
    if (err instanceof BerNonValido) throw badInput(MSG_FILE_FATTURA.bustaSenzaFattura);
    throw err;
  }
}
