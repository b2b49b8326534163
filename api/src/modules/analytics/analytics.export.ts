import { canSeeCosts } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { WorkbookXlsx, type ColonnaXlsx } from '../../common/xlsx.js';
import type { AnalyticsFiltroInput } from './analytics.filters.js';
import * as analytics from './analytics.service.js';

export const FMT_KG = '#,##0.0 "kg"';
export const FMT_EURO = '€ #,##0.00';
export const FMT_PCT = '0.00"%"';
export const FMT_DATA = 'dd/mm/yyyy';
export const FMT_NUM = '#,##0.000';

const NOMI_MESI = ['Gennaio', 'Febbraio', 'Marzo', 'Aprile', 'Maggio', 'Giugno', 'Luglio', 'Agosto', 'Settembre', 'Ottobre', 'Novembre', 'Dicembre'];
const FONTE: Record<string, string> = { reale: 'Reale', stimato: 'Stimato' };
const TREND: Record<string, string> = { crescita: 'Crescita', decrescita: 'Decrescita', stabile: 'Stabile' };
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Every section of the export, computed by the analytics service with the same filters. */
export async function exportData(ctx: RequestContext, f: AnalyticsFiltroInput) {
  // margins: admin and manager only (undefined, so neither the JSON nor the workbook has them); asked
  // first, so the flavour sheet shares their per-flavour rows instead of reading the cells again
  const marginiP = canSeeCosts(ctx.user) ? analytics.margini(ctx, f) : Promise.resolve(undefined);
  const [periodo, gusti, ingredienti, trendMensile, confronto, dettagli, margini] = await Promise.all([
    analytics.periodo(ctx, f),
    analytics.gusti(ctx, f),
    analytics.ingredienti(ctx, f),
    analytics.trendMensile(ctx, f),
    analytics.confronto(ctx, f),
    analytics.periodoDettagli(ctx, f),
    marginiP,
  ]);
  return { periodo, gusti, ingredienti, trendMensile, confronto, periodoDettagli: dettagli, margini };
}
export type ExportData = Awaited<ReturnType<typeof exportData>>;

type Col = ColonnaXlsx;

function sheet(wb: WorkbookXlsx, name: string, cols: Col[], rows: Record<string, unknown>[]) {
  const ws = wb.aggiungiFoglio(name, cols);
  for (const r of rows) ws.aggiungi(r);
  return ws;
}

/** A real .xlsx: one sheet per section, Italian headers, kg / euro / percent formats, real dates. */
export function exportXlsx(ctx: RequestContext, data: ExportData): Buffer {
  const costi = canSeeCosts(ctx.user);
  const wb = new WorkbookXlsx('Gelatiere');
  const { periodo: r } = data;

  // Riepilogo: one row per figure, each with its own format
  const ws = wb.aggiungiFoglio(
    'Riepilogo',
    [
      { header: 'Voce', key: 'voce', width: 32 },
      { header: 'Valore', key: 'valore', width: 22 },
    ],
    { bloccaIntestazione: false },
  );
  const voce = (label: string, valore: string | number | Date | undefined, numFmt?: string) => {
    const row = ws.aggiungi({ voce: label, valore });
    if (numFmt) row.imposta(2, valore, numFmt);
  };
  voce('Dal', asDate(r.periodo.dataInizio), FMT_DATA);
  voce('Al', asDate(r.periodo.dataFine), FMT_DATA);
  voce('Anno', r.periodo.anno, '0');
  voce('Mese', r.periodo.mese ? NOMI_MESI[r.periodo.mese - 1] : 'Tutti');
  voce('Produzione totale', r.kgTotale, FMT_KG);
  voce('Produzioni', r.produzioni, '0');
  voce('Giorni di produzione', r.giorniProduzione, '0');
  voce('Gusti prodotti', r.gustiProdotti, '0');
  voce('Media mensile', r.mediaMensile, FMT_KG);
  voce('Media giornaliera', r.mediaGiornaliera, FMT_KG);
  voce('Andamento', TREND[r.trend]);
  if (costi) {
    voce('Costo totale', r.costoTotale, FMT_EURO);
    voce('Costo medio al kg', r.costoMedioKg, FMT_EURO);
    voce('Ricavo stimato', r.ricavoStimato, FMT_EURO);
    voce('Margine', r.margine, FMT_EURO);
  }

  sheet(
    wb,
    'Gusti',
    [
      { header: 'Gusto', key: 'nome', width: 28 },
      { header: 'Categoria', key: 'categoria', width: 18 },
      { header: 'Totale', key: 'totaleKg', width: 14, numFmt: FMT_KG },
      { header: 'Percentuale', key: 'percentuale', width: 12, numFmt: FMT_PCT },
      { header: 'Media mensile', key: 'mediaMensile', width: 14, numFmt: FMT_KG },
      { header: 'Andamento', key: 'trend', width: 12 },
      ...(costi
        ? [
            { header: 'Costo totale', key: 'costoTotale', width: 14, numFmt: FMT_EURO },
            { header: 'Margine', key: 'margine', width: 14, numFmt: FMT_EURO },
            { header: 'Fonte margine', key: 'fonte', width: 14 },
          ]
        : []),
    ],
    data.gusti.map((g) => ({ ...g, trend: TREND[g.trend], fonte: g.margineFonte ? FONTE[g.margineFonte] : undefined })),
  );

  sheet(
    wb,
    'Ingredienti',
    [
      { header: 'Ingrediente', key: 'nome', width: 28 },
      { header: 'Consumo totale', key: 'consumoTotale', width: 16, numFmt: FMT_NUM },
      { header: 'Unità', key: 'unita', width: 8 },
      ...(costi ? [{ header: 'Costo totale', key: 'costoTotale', width: 14, numFmt: FMT_EURO }] : []),
      { header: 'Andamento', key: 'trend', width: 12 },
      { header: 'Usato nei gusti', key: 'gusti', width: 50 },
    ],
    data.ingredienti.map((i) => ({ ...i, trend: TREND[i.trend], gusti: i.utilizzoGusti.map((u) => u.gustoNome).join(', ') })),
  );

  sheet(
    wb,
    'Andamento mensile',
    [
      { header: 'Mese', key: 'nomeMese', width: 12 },
      { header: 'Produzione', key: 'kgTotale', width: 14, numFmt: FMT_KG },
      ...(costi
        ? [
            { header: 'Costo', key: 'costoTotale', width: 14, numFmt: FMT_EURO },
            { header: 'Margine', key: 'margine', width: 14, numFmt: FMT_EURO },
          ]
        : []),
      { header: 'Produzioni', key: 'produzioni', width: 12, numFmt: '0' },
    ],
    data.trendMensile.mesi.map((m) => ({ ...m, nomeMese: NOMI_MESI[m.mese - 1] })),
  );

  const { annoCorrente: ac, annoPrecedente: ap, variazioni: v } = data.confronto;
  const wc = sheet(
    wb,
    'Confronto',
    [
      { header: 'Mese', key: 'nomeMese', width: 12 },
      { header: `Produzione ${ac.anno}`, key: 'kgC', width: 16, numFmt: FMT_KG },
      { header: `Produzione ${ap.anno}`, key: 'kgP', width: 16, numFmt: FMT_KG },
      ...(costi
        ? [
            { header: `Costo ${ac.anno}`, key: 'costoC', width: 14, numFmt: FMT_EURO },
            { header: `Costo ${ap.anno}`, key: 'costoP', width: 14, numFmt: FMT_EURO },
            { header: `Margine ${ac.anno}`, key: 'margineC', width: 14, numFmt: FMT_EURO },
            { header: `Margine ${ap.anno}`, key: 'margineP', width: 14, numFmt: FMT_EURO },
          ]
        : []),
    ],
    [
      ...ac.datiMensili.map((m, i) => ({
        nomeMese: NOMI_MESI[m.mese - 1],
        kgC: m.kgTotale,
        kgP: ap.datiMensili[i]!.kgTotale,
        costoC: m.costoTotale,
        costoP: ap.datiMensili[i]!.costoTotale,
        margineC: m.margine,
        margineP: ap.datiMensili[i]!.margine,
      })),
      // running year: both years up to today's day and month (the last month is cut there)
      { nomeMese: data.confronto.finoAOggi ? `Totale al ${ac.dataFine.slice(8, 10)}/${ac.dataFine.slice(5, 7)}` : 'Totale', kgC: ac.kgTotale, kgP: ap.kgTotale, costoC: ac.costoTotale, costoP: ap.costoTotale, margineC: ac.margine, margineP: ap.margine },
    ],
  );
  wc.ultima.carattere = 'grassetto';
  const variazione = wc.aggiungi({ nomeMese: 'Variazione %' });
  variazione.carattere = 'corsivo';
  const pct = (col: number, value: number | null | undefined) => variazione.imposta(col, value ?? null, FMT_PCT);
  pct(2, v.kgPercentuale);
  if (costi) {
    pct(4, v.costoPercentuale);
    pct(6, v.marginePercentuale);
  }

  sheet(
    wb,
    'Produzione giornaliera',
    [
      { header: 'Data', key: 'data', width: 12, numFmt: FMT_DATA },
      { header: 'Produzione', key: 'kgTotale', width: 14, numFmt: FMT_KG },
      { header: 'Produzioni', key: 'produzioni', width: 12, numFmt: '0' },
      ...(costi ? [{ header: 'Costo', key: 'costoTotale', width: 14, numFmt: FMT_EURO }] : []),
    ],
    data.periodoDettagli.giornaliero.map((g) => ({ ...g, data: asDate(g.data) })),
  );

  const ripartizione = (name: string, label: string, rows: analytics.RipartizioneView[]) =>
    sheet(
      wb,
      name,
      [
        { header: label, key: 'nome', width: 28 },
        { header: 'Produzione', key: 'kgTotale', width: 14, numFmt: FMT_KG },
        { header: 'Percentuale', key: 'percentuale', width: 12, numFmt: FMT_PCT },
        ...(costi ? [{ header: 'Costo', key: 'costoTotale', width: 14, numFmt: FMT_EURO }] : []),
      ],
      rows as unknown as Record<string, unknown>[],
    );
  ripartizione('Punti vendita', 'Punto vendita', data.periodoDettagli.perPuntoVendita);
  ripartizione('Categorie', 'Categoria', data.periodoDettagli.perCategoria);
  ripartizione('Operatori', 'Operatore', data.periodoDettagli.perOperatore);

  if (data.margini) {
    // Margini: per flavour, highest total margin first, then the total; real where the display case has data
    const valoriCols: Col[] = [
      { header: 'kg', key: 'kg', width: 12, numFmt: FMT_KG },
      { header: 'kg venduti (vetrina)', key: 'kgVenduti', width: 18, numFmt: FMT_KG },
      { header: 'Ricavo', key: 'ricavo', width: 14, numFmt: FMT_EURO },
      { header: 'Costo', key: 'costo', width: 14, numFmt: FMT_EURO },
      { header: 'Margine', key: 'margine', width: 14, numFmt: FMT_EURO },
      { header: 'Margine al kg', key: 'margineKg', width: 14, numFmt: FMT_EURO },
      { header: 'Margine %', key: 'marginePercentuale', width: 12, numFmt: FMT_PCT },
      { header: 'Fonte', key: 'fonte', width: 10 },
    ];
    const wm = sheet(
      wb,
      'Margini',
      [{ header: 'Gusto', key: 'nome', width: 28 }, { header: 'Categoria', key: 'categoria', width: 18 }, ...valoriCols],
      [
        ...data.margini.gusti.map((g) => ({ ...g, fonte: FONTE[g.margineFonte] })),
        { ...data.margini.totale, nome: 'Totale', fonte: FONTE[data.margini.totale.margineFonte] },
      ],
    );
    wm.ultima.carattere = 'grassetto';
  }

  return wb.toBuffer();
}
