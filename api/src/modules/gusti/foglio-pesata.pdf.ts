import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { COLORI, documentoGelatiere, renderPdf } from '../../common/pdf.js';
import type { RigaFoglio } from './foglio-pesata.calcolo.js';
import type { FoglioPesataView } from './foglio-pesata.service.js';

/**
 * The printable A4 weighing sheet: flavour, recipe version, date, the batch (kg, trays, overrun, mix
 * density), one table per cycle with a tick box per line (precision-scale lines marked, variegates and
 * inclusions apart "a fine mantecazione", the cycle's total), the batch's totals (the sums of the
 * cycles), the pieces rounded up, allergens and traces, production notes. Costs only as the pieces'
 * rounding effect, and only when the reader may see costs (the view leaves them null otherwise).
 */

const it = (x: number, decimali = 3) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: decimali }).format(x);
const grammi = (g: number) => `${it(g, 2)} g`;

/** The quantity in the recipe's unit, next to the grams (a volume or a count says what to measure). */
function quantitaTesto(r: RigaFoglio): string {
  if (r.unita === 'pz') return `${r.quantita} pz`;
  if (r.unita === 'g') return '';
  return `${it(r.quantita, r.unita === 'ml' ? 1 : 3)} ${r.unita}`;
}

const bilanciaTesto = (r: RigaFoglio, f: FoglioPesataView) =>
  r.bilancia === 'precisione' ? `PRECISIONE ${it(f.risoluzionePrecisioneG, 2)} g` : r.bilancia === 'principale' ? `principale ${it(f.risoluzioneG, 2)} g` : 'a pezzi';

/** The weighed grams of some lines, summed (the rounded lines: what the scale shows). */
const sommaGrammi = (righe: RigaFoglio[]) => righe.reduce((s, r) => s + (r.grammi ?? 0), 0);

function tabellaRighe(righe: RigaFoglio[], f: FoglioPesataView, totale: string | null): Content {
  const body: TableCell[][] = [
    [
      { text: '', style: 'intestazioneTabella' },
      { text: 'Ingrediente', style: 'intestazioneTabella' },
      { text: 'Da pesare', style: 'intestazioneTabella', alignment: 'right' },
      { text: 'Bilancia', style: 'intestazioneTabella' },
      { text: 'Quantità ricetta', style: 'intestazioneTabella', alignment: 'right' },
    ],
    ...righe.map((r): TableCell[] => [
      // an empty square to tick by hand
      { canvas: [{ type: 'rect', x: 2, y: 1, w: 12, h: 12, lineWidth: 1, lineColor: COLORI.testo }], width: 16 } as unknown as TableCell,
      { text: r.nome, fontSize: 11 },
      { text: r.grammi === null ? `${r.quantita} pz` : grammi(r.grammi), bold: true, fontSize: 12, alignment: 'right' },
      { text: bilanciaTesto(r, f), fontSize: 8, bold: r.bilancia === 'precisione', color: r.bilancia === 'precisione' ? '#b45309' : COLORI.tenue },
      { text: quantitaTesto(r), style: 'piccolo', alignment: 'right' },
    ]),
    ...(totale === null
      ? []
      : [
          [
            { text: '' },
            { text: 'Totale', bold: true },
            { text: totale, bold: true, alignment: 'right' },
            { text: '' },
            { text: '' },
          ] as TableCell[],
        ]),
  ];
  return {
    table: { headerRows: 1, widths: [18, '*', 'auto', 'auto', 'auto'], body, dontBreakRows: true },
    layout: {
      hLineWidth: (i) => (i === 0 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => COLORI.linea,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
  };
}

/** Base lines with their total, then the variegates and inclusions apart ("a fine mantecazione"). */
function blocchiRighe(righe: RigaFoglio[], f: FoglioPesataView): Content[] {
  const base = righe.filter((r) => r.ruolo === 'base');
  const fine = righe.filter((r) => r.ruolo !== 'base');
  const totale = (rr: RigaFoglio[]) => (rr.some((r) => r.grammi !== null) ? grammi(sommaGrammi(rr)) : null);
  return [
    tabellaRighe(base, f, totale(base)),
    ...(fine.length > 0
      ? [
          { text: 'A fine mantecazione (variegature e inclusioni)', bold: true, margin: [0, 6, 0, 2] } as Content,
          tabellaRighe(fine, f, totale(fine)),
        ]
      : []),
  ];
}

/** Pieces rounded up: how many more than the exact share, and what that adds to the batch cost. */
function pezziArrotondati(f: FoglioPesataView): Content[] {
  const pezzi = f.righe.filter((r) => r.pezziEsatti !== null && r.quantita > r.pezziEsatti + 1e-9);
  if (pezzi.length === 0) return [];
  const righe = pezzi.map(
    (r) => `${r.nome}: ${r.quantita} pz invece di ${it(r.pezziEsatti!, 2)} (arrotondati per eccesso in ogni ciclo, +${it(r.quantita - r.pezziEsatti!, 2)} pz)`,
  );
  const costo =
    f.costoArrotondamentoPezzi !== null && f.costoArrotondamentoPezzi > 0
      ? [`L'arrotondamento dei pezzi aggiunge ${new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(f.costoArrotondamentoPezzi)} al costo del lotto.`]
      : [];
  return [{ text: 'Pezzi', style: 'sezione' }, ...[...righe, ...costo].map((t): Content => ({ text: t, fontSize: 9 }))];
}

export function foglioPesataDocumento(f: FoglioPesataView) {
  const lotto =
    f.modo === 'vaschette'
      ? `${f.vaschette} vaschette da ${it(f.volumeL!, 2)} l · overrun ${it(f.overrun! * 100, 1)} % · densità miscela ${it(f.densitaMix, 4)} kg/l`
      : `Miscela a peso · densità miscela ${it(f.densitaMix, 4)} kg/l`;
  const cicliTesto =
    f.cicli.length > 1
      ? `${f.cicli.length} cicli uguali da ${it(f.kgCiclo)} kg (mantecatore: massimo ${it(f.capacitaMaxKg)} kg per ciclo)`
      : `1 ciclo (mantecatore: ${it(f.capacitaMinKg)}–${it(f.capacitaMaxKg)} kg per ciclo)`;
  // printed from a recorded production: its lot, carried to the trays and the labels (Dir. 2011/91/EU)
  const lottoProduzione: Content[] = f.lottoProduzione
    ? [{ text: [{ text: 'Lotto di produzione: ' }, { text: f.lottoProduzione, bold: true }, { text: ` · prodotto il ${f.dataProduzione!.split('-').reverse().join('/')}` }], fontSize: 12, margin: [0, 0, 0, 6] }]
    : [];
  const content: Content[] = [
    ...lottoProduzione,
    { text: 'Miscela da preparare', style: 'piccolo' },
    { text: `${it(f.kgMix)} kg`, fontSize: 22, bold: true },
    { text: lotto, margin: [0, 2, 0, 0] },
    { text: cicliTesto, margin: [0, 2, 0, 6] },
    ...f.avvisi.map((a): Content => ({ text: `Attenzione: ${a}`, color: '#b45309', fontSize: 9, margin: [0, 2, 0, 0] })),
    {
      text: `Bilancia principale: passo ${it(f.risoluzioneG, 2)} g. Righe sotto ${it(f.sogliaPrecisioneG, 1)} g per ciclo: bilancia di PRECISIONE, passo ${it(f.risoluzionePrecisioneG, 2)} g.`,
      fontSize: 9,
      color: COLORI.tenue,
    },
    ...f.cicli.flatMap((c): Content[] => [
      { text: f.cicli.length > 1 ? `Ciclo ${c.numero} di ${f.cicli.length} · ${it(c.kg)} kg` : `Pesata · ${it(c.kg)} kg`, style: 'sezione' },
      ...blocchiRighe(c.righe, f),
    ]),
    ...(f.cicli.length > 1
      ? [{ text: `Totale del lotto (somma dei ${f.cicli.length} cicli)`, style: 'sezione' } as Content, ...blocchiRighe(f.righe, f)]
      : []),
    ...pezziArrotondati(f),
    { text: 'Allergeni', style: 'sezione' },
    {
      text: f.allergeni.length ? f.allergeni.join(', ') : 'Nessun allergene dichiarato',
      bold: f.allergeni.length > 0,
    },
    ...(f.tracce.length ? [{ text: `Può contenere tracce di: ${f.tracce.join(', ')}`, fontSize: 9, margin: [0, 2, 0, 0] } as Content] : []),
    { text: 'Note di produzione', style: 'sezione' },
    { text: f.note?.trim() || '—' },
    {
      columns: [
        { text: 'Preparato da: ______________________', fontSize: 10 },
        { text: 'Ora inizio: ________   Ora fine: ________', fontSize: 10, alignment: 'right' },
      ],
      margin: [0, 24, 0, 0],
    },
  ];
  return documentoGelatiere({
    titolo: `Foglio di pesata · ${f.nome}`,
    sottotitolo: `Ricetta versione ${f.versione} · ${f.tipo === 'sorbetto' ? 'Sorbetto' : 'Gelato'}${f.lottoProduzione ? ` · lotto ${f.lottoProduzione}` : ''}`,
    data: f.generatoIl,
    content,
  });
}

export const foglioPesataPdf = (f: FoglioPesataView) => renderPdf(foglioPesataDocumento(f));

/** 'foglio-pesata_Nocciola_v2_16.295kg.pdf' */
export const nomeFileFoglio = (f: FoglioPesataView) => `foglio-pesata_${f.nome}_v${f.versione}_${f.kgMix}kg`;
