import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { documentoGelatiere, renderPdf } from '../../common/pdf.js';
import type { ImpostazioniLaboratorio } from '../config/laboratorio.schema.js';
import type { FornitoreView } from '../fornitori/fornitore.schema.js';
import type { OrdineSuggeritoView } from './riordino.schema.js';
import { dataIt, dato, euroIt, indirizzoCompleto, numeroIt, testa } from './stampa.js';

export interface OrdineFornitoreDoc {
  /** 'ORD-<fornitore>-<yyyymmdd>' */
  numero: string;
  /** yyyy-MM-dd, Europe/Rome */
  data: string;
  fornitore: FornitoreView;
  ordine: OrdineSuggeritoView;
  /** false: quantities only (an API key without costi:read) */
  conPrezzi: boolean;
}

type Laboratorio = Pick<ImpostazioniLaboratorio, 'ragioneSociale' | 'indirizzo' | 'partitaIva'>;

/**
 * The purchase order sent to a supplier: who orders (the laboratory's business name, address and VAT
 * number, from the settings), to whom (the supplier with VAT number, address and contacts), number and
 * date, the lines (ingredient, quantity and unit; last price and amount for who may see costs) and the
 * total, then the note on delivery: lot and expiry on the transport document, as the receipt records them.
 */
export function ordineFornitoreDocumento(o: OrdineFornitoreDoc, lab: Laboratorio): ReturnType<typeof documentoGelatiere> {
  const f = o.fornitore;
  const parti = (titolo: string, righe: Content[]): Content => ({ stack: [{ text: titolo, style: 'sezione' }, ...righe] });
  const intestazioni: TableCell[] = [testa('#'), testa('Articolo'), testa('Quantità', 'right'), testa('Unità')];
  if (o.conPrezzi) intestazioni.push(testa('Ultimo prezzo', 'right'), testa('Importo', 'right'));
  const righe = o.ordine.righe.map((r, i): TableCell[] => {
    const riga: TableCell[] = [String(i + 1), r.nome, { text: numeroIt(r.daOrdinare), alignment: 'right', bold: true }, r.unitaMisura];
    if (o.conPrezzi) riga.push({ text: `${euroIt(r.costoPerUnita)}/${r.unitaMisura}`, alignment: 'right' }, { text: euroIt(r.costoStimato), alignment: 'right' });
    return riga;
  });
  const totale: TableCell[] = o.conPrezzi
    ? [{ text: 'Totale indicativo (IVA esclusa)', colSpan: 5, bold: true }, '', '', '', '', { text: euroIt(o.ordine.totaleStimato), alignment: 'right', bold: true }]
    : [];
  const content: Content[] = [
    {
      columns: [
        parti('Ordinante', [
          dato('Ragione sociale', lab.ragioneSociale ?? 'non impostata (Impostazioni, Laboratorio)'),
          dato('Indirizzo', lab.indirizzo ?? '—'),
          dato('Partita IVA', lab.partitaIva ?? '—'),
        ]),
        parti('Fornitore', [
          dato('Ragione sociale', f.ragioneSociale),
          dato('Partita IVA', f.partitaIva ?? '—'),
          dato('Sede', indirizzoCompleto(f)),
          dato('Contatti', [f.email, f.telefono].filter(Boolean).join(' · ') || '—'),
        ]),
      ],
      columnGap: 16,
    },
    { text: 'Ordine', style: 'sezione' },
    dato('Numero', o.numero),
    dato('Data', dataIt(o.data)),
    dato('Righe', String(o.ordine.righe.length)),
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: o.conPrezzi ? ['auto', '*', 'auto', 'auto', 'auto', 'auto'] : ['auto', '*', 'auto', 'auto'],
        body: [intestazioni, ...righe, ...(o.conPrezzi ? [totale] : [])],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 6, 0, 0],
    },
    {
      text: o.conPrezzi
        ? 'Prezzi indicativi: gli ultimi praticati, per unità di misura. Fanno fede il listino e la conferma del fornitore.'
        : 'Quantità nell’unità di misura indicata.',
      style: 'piccolo',
      margin: [0, 6, 0, 0],
    },
    {
      text: 'Consegna: indicare sul documento di trasporto il lotto e la data di scadenza di ogni articolo (Reg. CE 178/2002, art. 18); la merce refrigerata o surgelata va consegnata alla temperatura prevista.',
      style: 'piccolo',
      margin: [0, 4, 0, 0],
    },
  ];
  return documentoGelatiere({ titolo: `Ordine di acquisto ${o.numero}`, sottotitolo: `${f.ragioneSociale} · ${dataIt(o.data)}`, content });
}

export const ordineFornitorePdf = (o: OrdineFornitoreDoc, lab: Laboratorio) => renderPdf(ordineFornitoreDocumento(o, lab));
export const nomeFileOrdine = (o: OrdineFornitoreDoc) => `ordine_${o.numero}_${o.fornitore.ragioneSociale}`;
