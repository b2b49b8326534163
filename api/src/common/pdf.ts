import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Content, Margins, PageSize, StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces.js';

/**
 * The PDF foundation (weighing sheets, labels, allergen signs): pdfmake 0.3 on the server with the
 * Roboto fonts it ships (Latin-1 and more: every Italian letter, €, °), embedded in each file.
 *
 * pdfmake's server entry is a CommonJS singleton: fonts and resource policies are set once here;
 * documents may not read local files (other than the fonts) nor fetch URLs.
 */
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof import('pdfmake');

const FONT_DIR = path.dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
const font = (file: string) => path.join(FONT_DIR, file);
pdfmake.setFonts({
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setLocalAccessPolicy((p) => path.resolve(p).startsWith(FONT_DIR + path.sep));
pdfmake.setUrlAccessPolicy(() => false);

/** Millimetres to PDF points (pdfmake measures in pt: 1 pt = 1/72 inch). */
export const mm = (x: number) => (x * 72) / 25.4;

/** A custom page size in millimetres (labels: 100×70 mm, A6 is 105×148 mm). */
export const paginaMm = (larghezza: number, altezza: number): PageSize => ({ width: mm(larghezza), height: mm(altezza) });

/** House colours (the app's brand: chocolate and cream). */
export const COLORI = { testo: '#2b1d14', tenue: '#6b5a4e', linea: '#d8cbbf', sfondo: '#f6efe7', marchio: '#7a4a2a' } as const;

/** House styles every document may use. */
export const STILI: StyleDictionary = {
  titolo: { fontSize: 18, bold: true, color: COLORI.testo },
  sottotitolo: { fontSize: 10, color: COLORI.tenue },
  sezione: { fontSize: 12, bold: true, color: COLORI.marchio, margin: [0, 10, 0, 4] },
  intestazioneTabella: { bold: true, fontSize: 9, color: COLORI.tenue, fillColor: COLORI.sfondo },
  piccolo: { fontSize: 8, color: COLORI.tenue },
  grassetto: { bold: true },
};

const ROMA_DATA = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' });
const ROMA_DATA_ORA = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '23/11/2026' in the shop's calendar (Europe/Rome). */
export const dataRoma = (d: Date = new Date()) => ROMA_DATA.format(d);
/** '23/11/2026, 14:05' in Europe/Rome. */
export const dataOraRoma = (d: Date = new Date()) => ROMA_DATA_ORA.format(d);

export interface DocumentoGelatiere {
  /** Main line of the header (e.g. the flavour or the sales point). */
  titolo: string;
  /** Second line of the header (version, sales point, batch...). */
  sottotitolo?: string | undefined;
  content: Content;
  /** 'A4' (default), another predefined size or a custom one (paginaMm). */
  formato?: PageSize;
  orientamento?: 'portrait' | 'landscape';
  /** Page margins in pt; default 40 pt (≈ 14 mm) around, more at the bottom for the footer. */
  margini?: Margins;
  /** Printed in the header, Europe/Rome; default now. */
  data?: Date;
  /** The header/footer band; small labels turn it off and use their own layout. */
  intestazione?: boolean;
  /** PDF metadata title (default: titolo). */
  titoloDocumento?: string;
  styles?: StyleDictionary;
}

/**
 * A document definition in the house style: a header with the title, the subtitle and the date
 * (Europe/Rome) on the first page, a footer "Gelatiere · pagina n di m" on every page.
 */
export function documentoGelatiere(doc: DocumentoGelatiere): TDocumentDefinitions {
  const data = doc.data ?? new Date();
  const conIntestazione = doc.intestazione ?? true;
  // a one-cell table with a bottom rule: the header's line spans the page whatever its size
  const header: Content[] = conIntestazione
    ? [
        {
          table: {
            widths: ['*', 'auto'],
            body: [
              [
                {
                  stack: [
                    { text: doc.titolo, style: 'titolo' },
                    ...(doc.sottotitolo ? [{ text: doc.sottotitolo, style: 'sottotitolo', margin: [0, 2, 0, 0] as Margins }] : []),
                  ],
                },
                { text: dataOraRoma(data), style: 'sottotitolo', alignment: 'right' },
              ],
            ],
          },
          layout: {
            hLineWidth: (i, node) => (i === node.table.body.length ? 1 : 0),
            vLineWidth: () => 0,
            hLineColor: () => COLORI.linea,
            paddingLeft: () => 0,
            paddingRight: () => 0,
            paddingTop: () => 0,
            paddingBottom: () => 6,
          },
          margin: [0, 0, 0, 10],
        },
      ]
    : [];
  return {
    info: { title: doc.titoloDocumento ?? doc.titolo, author: 'Gelatiere', creator: 'Gelatiere', producer: 'Gelatiere' },
    pageSize: doc.formato ?? 'A4',
    pageOrientation: doc.orientamento ?? 'portrait',
    pageMargins: doc.margini ?? (conIntestazione ? [40, 36, 40, 48] : 12),
    defaultStyle: { font: 'Roboto', fontSize: 10, color: COLORI.testo, lineHeight: 1.15 },
    styles: { ...STILI, ...doc.styles },
    footer: conIntestazione
      ? (pagina, pagine) => ({
          columns: [
            { text: 'Gelatiere', style: 'piccolo', bold: true },
            { text: `Pagina ${pagina} di ${pagine}`, style: 'piccolo', alignment: 'right' },
          ],
          margin: [40, 16, 40, 0],
        })
      : undefined,
    content: [...header, doc.content],
  };
}

/** Renders a document definition to the bytes of a PDF file. */
export async function renderPdf(def: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(def).getBuffer();
}

/** A file name safe in a header: ASCII letters, digits, '-', '_', '.' (accents dropped). */
export function nomeFilePdf(base: string): string {
  const ascii = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 120);
  return `${ascii || 'documento'}.pdf`;
}

/**
 * Replies a PDF from a `raw: true` route: `application/pdf`, shown in the browser
 * (`Content-Disposition: inline; filename="..."`), never cached (it may carry costs).
 */
export function replyPdf(reply: FastifyReply, pdf: Buffer, nomeFile: string): FastifyReply {
  const nome = nomeFilePdf(nomeFile.replace(/\.pdf$/i, ''));
  return reply
    .status(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${nome}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
