import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { analyticsHandlers, type Chiamata, type SezioneAnalytics } from './fixtures';
import AnalyticsPage, { ERRORE_CARICAMENTO, ERRORE_ESPORTAZIONE, ERRORE_PARZIALE } from './index';

const ANNO = new Date().getFullYear();

function renderPage(ruolo: Ruolo = 'admin', options: { falliti?: SezioneAnalytics[]; chiamate?: Chiamata[] } = {}) {
  server.use(...analyticsHandlers(options));
  return renderWithProviders(<AnalyticsPage />, { session: { user: makeUser(ruolo) } });
}

const ultime = (chiamate: Chiamata[], operation: string) => chiamate.filter((c) => c.operation === operation).at(-1)?.variables;
const select = (name: string) => screen.getByRole('combobox', { name });
const section = (name: string) => screen.getByRole('region', { name });
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function loaded() {
  await screen.findByRole('table', { name: 'Top Gusti' });
  await screen.findByRole('table', { name: 'Analisi Ingredienti' });
}

describe('Analytics', () => {
  it('shows the four cards with real figures, the comparison, top flavours and ingredients (admin)', async () => {
    renderPage('admin');
    await loaded();
    expect(within(screen.getByTestId('card-produzione-oggi')).getByText('12,3 kg')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-produzione-mese')).getByText('1.234,6 kg')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-gusti-attivi')).getByText('17')).toBeInTheDocument();
    // Costi Oggi is the real cost of today, not a fixed 0
    expect(within(screen.getByTestId('card-costi-oggi')).getByText('€ 45,60')).toBeInTheDocument();
    // every cost figure names its definition (issue 34): today's cost is the production cost, the ingredients' cost is at today's prices
    expect(screen.getByTestId('card-costi-oggi')).toHaveTextContent('Costo di produzione');
    for (const di of ['Costi Oggi', 'Costo di produzione', 'Costo totale', 'Margine', 'Trend']) expect(screen.getAllByRole('button', { name: `Come si calcola: ${di}` })[0]).toBeInTheDocument();

    const gusti = rows(screen.getByRole('table', { name: 'Top Gusti' }));
    expect(gusti).toHaveLength(3);
    const cells = within(gusti[0]!).getAllByRole('cell').map((c) => c.textContent);
    // admin: the period's margin, real here (no badge); an estimated one is flagged 'stimato'
    expect(cells).toEqual(['Fior di latte', 'Creme', '80,3 kg', '53,4%', '16,1 kg', 'Crescita', '€ 1.650,40']);
    expect(within(gusti[1]!).getByTestId('fonte-margine')).toHaveTextContent('stimato');
    expect(within(gusti[2]!).queryByTestId('fonte-margine')).not.toBeInTheDocument();
    expect(within(gusti[0]!).getByTestId('colore-gusto')).toBeInTheDocument();
    expect(within(gusti[1]!).getByText('Decrescita')).toBeInTheDocument();
    expect(within(gusti[2]!).getByText('Stabile')).toBeInTheDocument();
    expect(within(gusti[2]!).getAllByRole('cell')[1]).toHaveTextContent('-');

    const ingredienti = rows(screen.getByRole('table', { name: 'Analisi Ingredienti' }));
    expect(within(ingredienti[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Latte intero',
      '60,0 l',
      '€ 72,05',
      'Crescita',
      'Fior di latte, Stracciatella, Nocciola ... +2',
    ]);
    expect(within(ingredienti[1]!).getByTestId('utilizzo-gusti')).toHaveTextContent(/^Fragola, Limone, Fior di latte$/);
    expect(within(ingredienti[2]!).getAllByRole('cell')[1]).toHaveTextContent('24 pz');
    expect(within(ingredienti[2]!).getByText('Decrescita')).toBeInTheDocument();
  });

  it('shows kg, cost and margin of the year; with a comparison year the percent changes, null as —', async () => {
    const { user } = renderPage('admin');
    await loaded();
    // no comparison chosen: the selected year alone
    const confronto = section('Andamento 2026');
    expect(within(confronto).getByTestId('confronto-kg')).toHaveTextContent('150,3 kg');
    expect(within(confronto).getByTestId('confronto-costo')).toHaveTextContent('Costo di produzione€ 320,50');
    // like for like (issue 34): 2026 is real but 2025 is not, so both years show their estimate, named as such
    expect(within(confronto).getByTestId('confronto-margine')).toHaveTextContent('Margine stimato€ 3.435,75');
    expect(within(confronto).getByTestId('confronto-margine')).not.toHaveTextContent('2.980,40');
    expect(within(confronto).queryByTestId('variazione')).not.toBeInTheDocument();
    // each figure says how it is computed (a toggle tip: keyboard and touch)
    await user.click(within(confronto).getByRole('button', { name: 'Come si calcola: Costo di produzione' }));
    expect(await screen.findByText(/Food cost di tutti i kg prodotti/)).toBeVisible();

    await user.selectOptions(select('Confronta con'), String(ANNO - 1));
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    const block = await screen.findByRole('region', { name: 'Confronto 2026 / 2025' });
    const [kg, costo, margine] = within(block).getAllByTestId('variazione').map((b) => b.textContent);
    expect(kg).toBe('—');
    expect(costo).toBe('-12,3%');
    expect(margine).toBe('—');
    expect(within(block).getByTestId('confronto-kg')).toHaveTextContent('2025: 0,0 kg');
    expect(within(block).getByTestId('confronto-margine')).toHaveTextContent('2025: € 0,00');
    // the running year against the same days of 2025, not against the whole of 2025: said above and in each definition
    expect(block).toHaveTextContent('Stesso periodo nei due anni: dal 1 gennaio al 21 novembre.');
    await user.click(within(block).getByRole('button', { name: 'Come si calcola: Kg prodotti' }));
    expect(await screen.findByText(/Anno in corso: entrambi gli anni dal 1 gennaio al 21 novembre, gli stessi giorni/)).toBeVisible();
  });

  it('sends the chosen filters as query variables only on Applica Filtri', async () => {
    const chiamate: Chiamata[] = [];
    const { user } = renderPage('admin', { chiamate });
    await loaded();
    await waitFor(() => expect(within(select('Operatore')).getAllByRole('option')).toHaveLength(3));
    expect(ultime(chiamate, 'AnalyticsTopGusti')).toEqual({ filtro: { anno: ANNO }, limite: 10, conCosti: true });
    expect(ultime(chiamate, 'AnalyticsOpzioni')).toEqual({ staff: true });

    // Anno: the last 10 years; Confronta con: none or the 10 years before the selected one
    expect(within(select('Anno')).getAllByRole('option').map((o) => o.textContent)).toEqual(Array.from({ length: 10 }, (_, i) => String(ANNO - i)));
    await user.selectOptions(select('Anno'), String(ANNO - 2));
    const confronti = within(select('Confronta con')).getAllByRole('option').map((o) => o.textContent);
    expect(confronti).toEqual(['Nessun confronto', ...Array.from({ length: 10 }, (_, i) => String(ANNO - 3 - i))]);
    expect(within(select('Mese')).getAllByRole('option')).toHaveLength(13);
    expect(within(select('Operatore')).getByRole('option', { name: 'Pietro Passato (archiviato)' })).toBeInTheDocument();

    await user.selectOptions(select('Confronta con'), String(ANNO - 5));
    await user.selectOptions(select('Mese'), 'Marzo');
    await user.selectOptions(select('Punto Vendita'), 'Chiosco Mare');
    await user.selectOptions(select('Categoria Gusto'), 'Frutta');
    await user.selectOptions(select('Gusto'), 'Fragola');
    await user.selectOptions(select('Ingrediente'), 'Zucchero');
    await user.selectOptions(select('Operatore'), 'Olga Operatrice');
    expect(ultime(chiamate, 'AnalyticsTopGusti')).toEqual({ filtro: { anno: ANNO }, limite: 10, conCosti: true });

    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    const atteso = {
      anno: ANNO - 2,
      confrontaAnno: ANNO - 5,
      mese: 3,
      puntoVenditaId: 2,
      categoriaGusto: 'Frutta',
      gustoId: 11,
      ingredienteId: 101,
      operatoreId: 3,
    };
    await waitFor(() => expect(ultime(chiamate, 'AnalyticsTopGusti')).toEqual({ filtro: atteso, limite: 10, conCosti: true }));
    await waitFor(() => expect(ultime(chiamate, 'AnalyticsIngredienti')).toEqual({ filtro: atteso, limite: 10, conCosti: true }));
    await waitFor(() => expect(ultime(chiamate, 'AnalyticsConfronto')).toEqual({ filtro: atteso, conCosti: true }));
    await waitFor(() => expect(ultime(chiamate, 'AnalyticsCards')).toEqual({ filtro: atteso, conCosti: true }));
  });

  it('Reset brings back the default filters and reloads', async () => {
    const chiamate: Chiamata[] = [];
    const { user } = renderPage('manager', { chiamate });
    await loaded();
    await user.selectOptions(select('Mese'), 'Luglio');
    await user.selectOptions(select('Punto Vendita'), 'Laboratorio Centrale');
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await waitFor(() => expect(ultime(chiamate, 'AnalyticsTopGusti')).toEqual({ filtro: { anno: ANNO, mese: 7, puntoVenditaId: 1 }, limite: 10, conCosti: true }));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(ultime(chiamate, 'AnalyticsTopGusti')).toEqual({ filtro: { anno: ANNO }, limite: 10, conCosti: true }));
    expect(select('Mese')).toHaveValue('');
    expect(select('Punto Vendita')).toHaveValue('');
    expect(select('Anno')).toHaveValue(String(ANNO));
  });

  it('a partial failure shows the warning and the failed section falls back to empty data', async () => {
    renderPage('admin', { falliti: ['AnalyticsTopGusti', 'AnalyticsCards'] });
    expect(await screen.findByText(ERRORE_PARZIALE)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Analisi Ingredienti' });
    expect(screen.getByText('Nessun gusto prodotto nel periodo')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Top Gusti' })).not.toBeInTheDocument();
    // cards at zero instead of an error
    expect(within(screen.getByTestId('card-produzione-oggi')).getByText('0,0 kg')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-costi-oggi')).getByText('€ 0,00')).toBeInTheDocument();
    expect(screen.queryByText(ERRORE_CARICAMENTO)).not.toBeInTheDocument();
  });

  it('a total failure shows Errore nel caricamento dei dati with Riprova', async () => {
    const chiamate: Chiamata[] = [];
    const { user } = renderPage('admin', { falliti: ['AnalyticsCards', 'AnalyticsConfronto', 'AnalyticsTopGusti', 'AnalyticsIngredienti'], chiamate });
    expect(await screen.findByText(ERRORE_CARICAMENTO)).toBeInTheDocument();
    expect(screen.queryByText(ERRORE_PARZIALE)).not.toBeInTheDocument();
    const prima = chiamate.filter((c) => c.operation === 'AnalyticsTopGusti').length;
    server.use(...analyticsHandlers({ chiamate }));
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await loaded();
    expect(chiamate.filter((c) => c.operation === 'AnalyticsTopGusti').length).toBeGreaterThan(prima);
  });

  it('an operatore sees no cost or margin and no category, ingredient or operator filter', async () => {
    const chiamate: Chiamata[] = [];
    renderPage('operatore', { chiamate });
    await loaded();
    expect(screen.queryByTestId('card-costi-oggi')).not.toBeInTheDocument();
    expect(screen.queryByText('Costi Oggi')).not.toBeInTheDocument();
    expect(screen.queryByTestId('confronto-costo')).not.toBeInTheDocument();
    expect(screen.queryByTestId('confronto-margine')).not.toBeInTheDocument();
    expect(screen.queryByText(/Costo totale/)).not.toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    for (const name of ['Categoria Gusto', 'Ingrediente', 'Operatore']) expect(screen.queryByRole('combobox', { name })).not.toBeInTheDocument();
    for (const name of ['Anno', 'Confronta con', 'Mese', 'Punto Vendita', 'Gusto']) expect(select(name)).toBeInTheDocument();
    expect(ultime(chiamate, 'AnalyticsOpzioni')).toEqual({ staff: false });
    expect(ultime(chiamate, 'AnalyticsCards')).toMatchObject({ conCosti: false });
    expect(ultime(chiamate, 'AnalyticsConfronto')).toMatchObject({ conCosti: false });
    expect(ultime(chiamate, 'AnalyticsIngredienti')).toMatchObject({ conCosti: false });
    expect(ultime(chiamate, 'AnalyticsTopGusti')).toMatchObject({ conCosti: false });
    // no margins: the section is absent and its query is never sent
    expect(screen.queryByRole('region', { name: 'Margini' })).not.toBeInTheDocument();
    expect(chiamate.some((c) => c.operation === 'AnalyticsMargini')).toBe(false);
    expect(screen.queryByTestId('fonte-margine')).not.toBeInTheDocument();
    const header = within(screen.getByRole('table', { name: 'Analisi Ingredienti' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(header).toEqual(['Ingrediente', 'Consumo totale', 'Trend', 'Gusti']);
  });

  describe('Esporta', () => {
    let created: Blob[] = [];
    beforeEach(() => {
      created = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:analytics';
      });
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => {
      // jsdom has no object URLs: remove the stubs
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('downloads the Excel file of the applied filters', async () => {
      const richieste: string[] = [];
      server.use(
        http.get('*/api/analytics/export', ({ request }) => {
          richieste.push(new URL(request.url).search);
          return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
            headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': `attachment; filename="analytics_${ANNO}_03.xlsx"` },
          });
        }),
      );
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const { user } = renderPage('admin');
      await loaded();
      await user.selectOptions(select('Mese'), 'Marzo');
      await user.selectOptions(select('Punto Vendita'), 'Chiosco Mare');
      await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
      await user.click(screen.getByRole('button', { name: 'Esporta' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(richieste).toEqual([`?formato=excel&anno=${ANNO}&mese=3&puntoVenditaId=2`]);
      expect(created).toHaveLength(1);
      const anchor = click.mock.contexts[0] as HTMLAnchorElement;
      expect(anchor.download).toBe(`analytics_${ANNO}_03.xlsx`);
    });

    it('shows Errore nell\'esportazione dei dati when the export fails', async () => {
      server.use(http.get('*/api/analytics/export', () => HttpResponse.json({ error: 'Errore interno' }, { status: 500 })));
      const { user } = renderPage('admin');
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Esporta' }));
      expect(await screen.findByText(ERRORE_ESPORTAZIONE)).toBeInTheDocument();
      expect(created).toHaveLength(0);
    });
  });
});
