import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { COLORI, documentoGelatiere, renderPdf } from '../../common/pdf.js';
import type { ImpostazioniLaboratorio } from '../config/laboratorio.schema.js';
import type { PianoCicloView, TrasferimentoView } from './piano.schema.js';

const numero = (x: number, decimali = 3) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: decimali }).format(x);
const giorno = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const cella = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({ text, style: 'intestazioneTabella', alignment });

/** A weighing sheet of the day, or why it could not be made (a flavour without a recipe). */
export type FoglioDelCiclo = { ciclo: PianoCicloView; documento: TDocumentDefinitions } | { ciclo: PianoCicloView; errore: string };

const intestazioneCiclo = (c: PianoCicloView, n: number): Content => ({
  text: [
    { text: `Ciclo ${c.ordine} di ${n}`, bold: true },
    ` · ${c.mantecatore} · ${c.inizio}–${c.fine} · ${numero(c.kg)} kg`,
    ...(c.puliziaPrima ? [{ text: ' · PULIZIA DEL MANTECATORE PRIMA DEL CICLO', bold: true, color: '#b45309' }] : []),
  ],
  fontSize: 11,
  margin: [0, 0, 0, 8],
});

/**
 * The day's weighing sheets in run order as one PDF: each cycle's sheet (the flavour's weighing sheet
 * scaled to the cycle's kg) on its own pages, headed by the cycle, its freezer, its times and the
 * cleaning before it.
 */
export function fogliDelPianoDocumento(data: string, fogli: readonly FoglioDelCiclo[]): TDocumentDefinitions {
  const n = fogli.length;
  const primo = fogli.find((f): f is Extract<FoglioDelCiclo, { documento: unknown }> => 'documento' in f)?.documento;
  const base = primo ?? documentoGelatiere({ titolo: `Fogli di pesata del ${giorno(data)}`, content: [] });
  const content: Content[] = fogli.map((f, i): Content => ({
    stack: [
      intestazioneCiclo(f.ciclo, n),
      ...('documento' in f
        ? (f.documento.content as Content[])
        : [{ text: `Foglio di pesata di ${f.ciclo.gustoNome} non disponibile: ${f.errore}`, bold: true, color: '#b91c1c' } as Content]),
    ],
    ...(i > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  return { ...base, info: { ...base.info, title: `Fogli di pesata del ${giorno(data)}` }, content };
}

export const fogliDelPianoPdf = (data: string, fogli: readonly FoglioDelCiclo[]) => renderPdf(fogliDelPianoDocumento(data, fogli));

/**
 * The transfer note of a sales point: from the laboratory (the operator of the label settings) to the
 * point, the day, a document number, per flavour the trays, kg and production lot (Reg. (EC) 178/2002
 * Art. 18: one step forward), the totals, the temperatures at departure and arrival, and who ships
 * and who receives, with their signatures.
 */
export function trasferimentoDocumento(t: TrasferimentoView, lab: Pick<ImpostazioniLaboratorio, 'ragioneSociale' | 'indirizzo' | 'partitaIva'>): TDocumentDefinitions {
  const righe = t.righe;
  const vaschette = righe.reduce((a, r) => a + r.vaschette, 0);
  const kg = righe.reduce((a, r) => a + r.kg, 0);
  const dato = (etichetta: string, valore: string): Content => ({ text: [{ text: `${etichetta}: `, color: COLORI.tenue }, { text: valore, bold: true }], margin: [0, 1, 0, 1] });
  const firma = (chi: string): TableCell => ({
    stack: [
      { text: chi, bold: true },
      { text: 'Nome e cognome: ______________________________', margin: [0, 14, 0, 0] },
      { text: 'Firma: ______________________   Ora: ________', margin: [0, 14, 0, 0] },
    ],
    fontSize: 10,
  });
  const content: Content[] = [
    {
      columns: [
        {
          stack: [
            { text: 'Mittente (laboratorio)', style: 'sezione' },
            dato('Ragione sociale', lab.ragioneSociale ?? 'non impostata (Impostazioni, Laboratorio)'),
            dato('Indirizzo', lab.indirizzo ?? '—'),
            dato('Partita IVA', lab.partitaIva ?? '—'),
          ],
        },
        {
          stack: [
            { text: 'Destinatario (punto vendita)', style: 'sezione' },
            dato('Punto vendita', t.puntoVenditaNome),
            dato('Indirizzo', t.puntoVenditaIndirizzo ?? '—'),
          ],
        },
      ],
    },
    { text: 'Trasporto', style: 'sezione' },
    dato('Documento n.', t.numero),
    dato('Data', giorno(t.data)),
    dato('Causale', 'Trasferimento tra sedi della stessa impresa (non è una vendita)'),
    { text: 'Merce', style: 'sezione' },
    righe.length === 0
      ? { text: 'Nessuna vaschetta per questo punto vendita nel piano del giorno.' }
      : ({
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: ['*', 'auto', 'auto', 'auto', 'auto'],
            body: [
              [cella('Gusto'), cella('Vaschette', 'right'), cella('Kg', 'right'), cella('Lotto di produzione'), cella('Controllo')],
              ...righe.map((r): TableCell[] => [
                r.gustoNome,
                { text: String(r.vaschette), alignment: 'right', bold: true },
                { text: numero(r.kg), alignment: 'right' },
                { text: r.lotto ?? 'da registrare', color: r.lotto ? COLORI.testo : COLORI.tenue },
                '',
              ]),
              [{ text: 'Totale', bold: true }, { text: String(vaschette), alignment: 'right', bold: true }, { text: numero(kg), alignment: 'right', bold: true }, '', ''],
            ],
          },
          layout: 'lightHorizontalLines',
        } as Content),
    { text: `Vaschette da ${numero(t.kgPerVaschetta)} kg. Conservare e trasportare a temperatura di congelamento.`, style: 'piccolo', margin: [0, 4, 0, 0] },
    {
      columns: [
        { text: 'Temperatura alla partenza: ________ °C', fontSize: 10 },
        { text: 'Temperatura all’arrivo: ________ °C', fontSize: 10 },
      ],
      margin: [0, 12, 0, 0],
    },
    {
      table: { widths: ['*', '*'], body: [[firma('Consegnato da (laboratorio)'), firma('Ricevuto da (punto vendita)')]] },
      layout: 'noBorders',
      margin: [0, 18, 0, 0],
    },
  ];
  return documentoGelatiere({
    titolo: `Documento di trasferimento · ${t.puntoVenditaNome}`,
    sottotitolo: `Dal laboratorio al punto vendita · ${giorno(t.data)} · n. ${t.numero}`,
    content,
  });
}

export const trasferimentoPdf = (t: TrasferimentoView, lab: Parameters<typeof trasferimentoDocumento>[1]) => renderPdf(trasferimentoDocumento(t, lab));
