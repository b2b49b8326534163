import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { COLORI, documentoGelatiere, renderPdf } from '../../common/pdf.js';
import type { RigaFoglio } from './foglio-pesata.calcolo.js';
import type { FoglioPesataView } from './foglio-pesata.service.js';

/**
 * The printable A4 weighing sheet: flavour, recipe version, date, the batch (kg, trays, overrun, mix
 * density), one table per cycle with a tick box per line, allergens and traces, production notes.
 * Never costs: the sheet goes to the bench.
 */

const it = (x: number, decimali = 3) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: decimali }).format(x);
const grammi = (g: number) => `${it(g, 2)} g`;

/** The quantity in the recipe's unit, next to the grams (a volume or a count says what to measure). */
function quantitaTesto(r: RigaFoglio): string {
  if (r.unita === 'pz') return `${r.quantita} pz`;
  if (r.unita === 'g') return '';
  return `${it(r.quantita, r.unita === 'ml' ? 1 : 3)} ${r.unita}`;
}

function tabellaRighe(righe: RigaFoglio[]): Content {
  const body: TableCell[][] = [
    [
      { text: '', style: 'intestazioneTabella' },
      { text: 'Ingrediente', style: 'intestazioneTabella' },
      { text: 'Da pesare', style: 'intestazioneTabella', alignment: 'right' },
      { text: 'Quantità ricetta', style: 'intestazioneTabella', alignment: 'right' },
    ],
    ...righe.map((r): TableCell[] => [
      // an empty square to tick by hand
      { canvas: [{ type: 'rect', x: 2, y: 1, w: 12, h: 12, lineWidth: 1, lineColor: COLORI.testo }], width: 16 } as unknown as TableCell,
      { text: r.nome, fontSize: 11 },
      { text: r.grammi === null ? `${r.quantita} pz` : grammi(r.grammi), bold: true, fontSize: 12, alignment: 'right' },
      { text: quantitaTesto(r), style: 'piccolo', alignment: 'right' },
    ]),
  ];
  return {
    table: { headerRows: 1, widths: [18, '*', 'auto', 'auto'], body, dontBreakRows: true },
    layout: {
      hLineWidth: (i) => (i === 0 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => COLORI.linea,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
  };
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
  const content: Content[] = [
    { text: 'Miscela da preparare', style: 'piccolo' },
    { text: `${it(f.kgMix)} kg`, fontSize: 22, bold: true },
    { text: lotto, margin: [0, 2, 0, 0] },
    { text: cicliTesto, margin: [0, 2, 0, 6] },
    ...f.avvisi.map((a): Content => ({ text: `Attenzione: ${a}`, color: '#b45309', fontSize: 9, margin: [0, 2, 0, 0] })),
    ...f.cicli.flatMap((c): Content[] => [
      { text: f.cicli.length > 1 ? `Ciclo ${c.numero} di ${f.cicli.length} · ${it(c.kg)} kg` : `Pesata · ${it(c.kg)} kg`, style: 'sezione' },
      tabellaRighe(c.righe),
    ]),
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
    sottotitolo: `Ricetta versione ${f.versione} · ${f.tipo === 'sorbetto' ? 'Sorbetto' : 'Gelato'}`,
    data: f.generatoIl,
    content,
  });
}

export const foglioPesataPdf = (f: FoglioPesataView) => renderPdf(foglioPesataDocumento(f));

/** 'foglio-pesata_Nocciola_v2_16.295kg.pdf' */
export const nomeFileFoglio = (f: FoglioPesataView) => `foglio-pesata_${f.nome}_v${f.versione}_${f.kgMix}kg`;
