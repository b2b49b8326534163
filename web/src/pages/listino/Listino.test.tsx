import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { datiHandler } from '../../features/produzione/test-fixtures';
import type { Ruolo } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { leggiPercentuale, leggiPrezzo, mappaPrezzi, prezzoApplicato } from './listino-state';
import { leggiPorzione, prezzoAlKg } from './porzioni-state';

const voce = (gustoId: number, puntoVenditaId: number | null, prezzoKg: number) => ({ __typename: 'VoceListino' as const, gustoId, puntoVenditaId, prezzoKg });
// Fiordilatte 30 everywhere and 32 at Gelateria Centro (1); Fragola none -> default 25
const LISTINO = [voce(1, null, 30), voce(1, 1, 32)];

function listinoHandler(voci: unknown[] = LISTINO) {
  return graphql.query('Listino', () => HttpResponse.json({ data: { listino: voci, prezzoListinoPredefinito: 25 } }));
}

const porzione = (puntoVenditaId: number, tipo: string, grammi: number, prezzo: number) => ({
  __typename: 'Porzione' as const,
  id: puntoVenditaId * 10 + grammi,
  puntoVenditaId,
  tipo,
  grammi,
  prezzo,
  prezzoKg: prezzoAlKg(grammi, prezzo),
});
// Gelateria Centro (1): cono 120 g at 2.50 € (20.83 €/kg); Chiosco Mare (2): none
function porzioniHandler(seen: unknown[] = []) {
  return graphql.query('ListinoPorzioni', ({ variables }) => {
    seen.push(variables.puntoVenditaId);
    return HttpResponse.json({ data: { porzioni: variables.puntoVenditaId === 1 ? [porzione(1, 'cono', 120, 2.5)] : [] } });
  });
}

const renderPage = (ruolo: Ruolo = 'admin') => renderWithProviders(undefined, { url: '/listino', session: { user: makeUser(ruolo) } });

describe('Listino page', () => {
  beforeEach(() => server.use(porzioniHandler()));

  it('admin edits a price inline: a new point price is saved, an emptied one is removed, a bad one is refused', async () => {
    const chiamate: unknown[] = [];
    server.use(
      datiHandler(),
      listinoHandler(),
      graphql.mutation('ListinoImpostaPrezzo', ({ variables }) => {
        chiamate.push(['imposta', variables.input]);
        return HttpResponse.json({ data: { impostaPrezzoListino: voce(3, 2, 27.5) } });
      }),
      graphql.mutation('ListinoEliminaPrezzo', ({ variables }) => {
        chiamate.push(['elimina', variables]);
        return HttpResponse.json({ data: { eliminaPrezzoListino: { __typename: 'VoceListino', gustoId: 1 } } });
      }),
    );
    const { user } = renderPage('admin');
    // the lazy page may take a while on a busy machine
    const own = await screen.findByRole('textbox', { name: 'Prezzo al kg Fiordilatte, Gelateria Centro' }, { timeout: 5000 });
    expect(own).toHaveValue('32,00');
    // Fragola has no price: the cell is empty and shows the default it falls back to
    const fragola = screen.getByRole('textbox', { name: 'Prezzo al kg Fragola, Chiosco Mare' });
    expect(fragola).toHaveValue('');
    expect(fragola).toHaveAttribute('placeholder', '25,00');
    expect(screen.getByRole('textbox', { name: 'Prezzo al kg Fiordilatte, Chiosco Mare' })).toHaveAttribute('placeholder', '30,00');
    expect(screen.getByTestId('predefinito')).toHaveTextContent('€ 25,00 al kg');

    await user.type(fragola, '27,5{Enter}');
    await user.clear(own);
    await user.tab();
    await waitFor(() =>
      expect(chiamate).toEqual([
        ['imposta', { gustoId: 3, puntoVenditaId: 2, prezzoKg: 27.5 }],
        ['elimina', { gustoId: 1, puntoVenditaId: 1 }],
      ]),
    );
    const generale = screen.getByRole('textbox', { name: 'Prezzo al kg Pistacchio, tutti i punti vendita' });
    await user.type(generale, '12,345{Enter}');
    expect(await screen.findByText('Prezzo non valido: un numero maggiore di 0, al massimo 2 decimali')).toBeInTheDocument();
    expect(chiamate).toHaveLength(2);
  });

  it('admin applies "+x %" to a category; the server message is shown when refused', async () => {
    let input: unknown = null;
    server.use(
      datiHandler(),
      listinoHandler(),
      graphql.mutation('ListinoAumenta', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { aumentaListino: LISTINO } });
      }),
    );
    const { user } = renderPage('admin');
    const creme = await screen.findByTestId('categoria-1');
    await user.type(within(creme).getByRole('textbox', { name: 'Variazione % Creme' }), '5');
    await user.click(within(creme).getByRole('button', { name: /Applica/ }));
    await waitFor(() => expect(input).toEqual({ categoriaId: 1, percentuale: 5 }));
    expect(await screen.findByText('Prezzi di Creme aggiornati')).toBeInTheDocument();
    server.use(graphql.mutation('ListinoAumenta', () => graphqlErrorResponse('Categoria non trovata', 'BAD_USER_INPUT')));
    await user.type(within(creme).getByRole('textbox', { name: 'Variazione % Creme' }), '5');
    await user.click(within(creme).getByRole('button', { name: /Applica/ }));
    expect(await screen.findByText('Categoria non trovata')).toBeInTheDocument();
  });

  it('the manager reads the prices without fields or bulk changes', async () => {
    server.use(datiHandler(), listinoHandler());
    renderPage('manager');
    expect(await screen.findByText('Prezzi di vendita al kg (sola consultazione).')).toBeInTheDocument();
    await screen.findByText('32,00');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Applica/ })).not.toBeInTheDocument();
    // each category's table scrolls sideways on a phone: with no field inside, its box is a named, focusable region (axe scrollable-region-focusable)
    const regione = screen.getByRole('region', { name: 'Prezzi Creme' });
    expect(regione).toHaveAttribute('tabindex', '0');
    expect(within(regione).getByRole('table')).toBeInTheDocument();
  });

  it("every category's table has the same columns, widths and order, so they line up", async () => {
    server.use(datiHandler(), listinoHandler());
    renderPage('manager');
    await screen.findByText('32,00');
    const tabelle = screen.getAllByTestId(/^categoria-/).map((c) => within(c).getByRole('table'));
    expect(tabelle.length).toBeGreaterThan(1);
    const forma = (t: HTMLElement) => ({
      colonne: [...t.querySelectorAll('col')].map((c) => c.style.width),
      intestazioni: within(t).getAllByRole('columnheader').map((h) => h.textContent),
    });
    const prima = forma(tabelle[0]!);
    expect(prima.colonne).toEqual(['13rem', '10rem', '10rem', '10rem']);
    expect(prima.intestazioni).toEqual(['Gusto', 'Tutti i punti vendita (€/kg)', 'Chiosco Mare (€/kg)', 'Gelateria Centro (€/kg)']);
    for (const t of tabelle.slice(1)) expect(forma(t)).toEqual(prima);
  });

  it('the operatore cannot open the page; the error state offers a retry', async () => {
    server.use(datiHandler(), listinoHandler());
    const first = renderPage('operatore');
    expect(await screen.findByText(/Accesso Negato/)).toBeInTheDocument();
    first.unmount();
    server.use(graphql.query('Listino', () => graphqlErrorResponse('Errore', 'INTERNAL_SERVER_ERROR')));
    renderPage('admin');
    expect(await screen.findByText('Errore nel caricamento del listino')).toBeInTheDocument();
  });
});

describe('Listino page: Porzioni', () => {
  it('admin sets grams and price of a portion per sales point, sees the implied price per kg, empties a row to remove it', async () => {
    const chiamate: unknown[] = [];
    const seen: unknown[] = [];
    server.use(
      datiHandler(),
      listinoHandler(),
      porzioniHandler(seen),
      graphql.mutation('ListinoImpostaPorzione', ({ variables }) => {
        chiamate.push(['imposta', variables.input]);
        return HttpResponse.json({ data: { impostaPorzione: porzione(1, 'coppetta_media', 150, 3) } });
      }),
      graphql.mutation('ListinoEliminaPorzione', ({ variables }) => {
        chiamate.push(['elimina', variables]);
        return HttpResponse.json({ data: { eliminaPorzione: { __typename: 'Porzione', id: 1 } } });
      }),
    );
    const { user } = renderPage('admin');
    const sezione = await screen.findByTestId('porzioni', {}, { timeout: 5000 });
    expect(await within(sezione).findByRole('textbox', { name: 'Grammi Cono' })).toHaveValue('120');
    expect(within(sezione).getByRole('textbox', { name: 'Prezzo (€) Cono' })).toHaveValue('2,50');
    expect(within(sezione).getByTestId('porzione-cono-kg')).toHaveTextContent('€ 20,83'); // 2.50 / 120 g × 1000
    expect(within(sezione).getByTestId('porzione-coppetta_media-kg')).toHaveTextContent('-');

    // grams then price of the same row: saved once the focus leaves the row, the €/kg follows the typing
    await user.type(within(sezione).getByRole('textbox', { name: 'Grammi Coppetta media' }), '150');
    await user.type(within(sezione).getByRole('textbox', { name: 'Prezzo (€) Coppetta media' }), '3');
    expect(within(sezione).getByTestId('porzione-coppetta_media-kg')).toHaveTextContent('€ 20,00');
    expect(chiamate).toEqual([]);
    await user.click(within(sezione).getByRole('textbox', { name: 'Grammi Coppetta grande' }));
    await waitFor(() => expect(chiamate).toEqual([['imposta', { puntoVenditaId: 1, tipo: 'coppetta_media', grammi: 150, prezzo: 3 }]]));

    // only the grams: refused in the row, nothing sent
    await user.type(within(sezione).getByRole('textbox', { name: 'Grammi Coppetta grande' }), '200');
    await user.click(within(sezione).getByRole('textbox', { name: 'Grammi Cono' }));
    expect(await within(sezione).findByText('Indica grammi e prezzo')).toBeInTheDocument();

    // both fields of the cone emptied: the portion is removed
    await user.clear(within(sezione).getByRole('textbox', { name: 'Grammi Cono' }));
    await user.clear(within(sezione).getByRole('textbox', { name: 'Prezzo (€) Cono' }));
    await user.click(within(sezione).getByRole('combobox', { name: 'Punto vendita delle porzioni' }));
    await waitFor(() => expect(chiamate[1]).toEqual(['elimina', { puntoVenditaId: 1, tipo: 'cono' }]));
    expect(chiamate).toHaveLength(2);

    await user.selectOptions(within(sezione).getByRole('combobox', { name: 'Punto vendita delle porzioni' }), '2');
    await waitFor(() => expect(seen).toContain(2));
    expect(await within(sezione).findByRole('textbox', { name: 'Grammi Cono' })).toHaveValue('');
  });

  it('the manager reads the portions without fields', async () => {
    server.use(datiHandler(), listinoHandler(), porzioniHandler());
    renderPage('manager');
    const sezione = await screen.findByTestId('porzioni', {}, { timeout: 5000 });
    expect(await within(sezione).findByText('120 g')).toBeInTheDocument();
    expect(within(sezione).getByText('€ 2,50')).toBeInTheDocument();
    expect(within(sezione).getByTestId('porzione-cono-kg')).toHaveTextContent('€ 20,83');
    expect(within(sezione).queryAllByRole('textbox')).toHaveLength(0);
  });

  it('reads a typed portion', () => {
    expect(leggiPorzione('150', '3,20')).toEqual({ ok: true, valori: { grammi: 150, prezzo: 3.2 } });
    expect(leggiPorzione(' ', '')).toEqual({ ok: true, valori: null });
    expect(leggiPorzione('150', '')).toEqual({ ok: false, errore: 'Indica grammi e prezzo' });
    expect(leggiPorzione('12,5', '2')).toEqual({ ok: false, errore: 'Grammi non validi: un numero intero tra 1 e 5000' });
    expect(leggiPorzione('6000', '2').ok).toBe(false);
    expect(leggiPorzione('100', '2,555')).toEqual({ ok: false, errore: 'Prezzo non valido: un numero maggiore di 0, al massimo 2 decimali' });
    expect(prezzoAlKg(120, 2.5)).toBe(20.83);
  });
});

describe('listino state', () => {
  it('applies the point price, else the general price, else the default', () => {
    const m = mappaPrezzi(LISTINO);
    expect(prezzoApplicato(m, 1, 1, 25)).toEqual({ prezzo: 32, proprio: true });
    expect(prezzoApplicato(m, 1, 2, 25)).toEqual({ prezzo: 30, proprio: false });
    expect(prezzoApplicato(m, 1, null, 25)).toEqual({ prezzo: 30, proprio: true });
    expect(prezzoApplicato(m, 3, 2, 25)).toEqual({ prezzo: 25, proprio: false });
  });

  it('reads prices and percentages', () => {
    expect(leggiPrezzo('26,40')).toEqual({ ok: true, prezzo: 26.4 });
    expect(leggiPrezzo(' ')).toEqual({ ok: true, prezzo: null });
    expect(leggiPrezzo('0').ok).toBe(false);
    expect(leggiPrezzo('1,234').ok).toBe(false);
    expect(leggiPercentuale('+5')).toEqual({ ok: true, percentuale: 5 });
    expect(leggiPercentuale('-7,5')).toEqual({ ok: true, percentuale: -7.5 });
    expect(leggiPercentuale('0').ok).toBe(false);
    expect(leggiPercentuale('200').ok).toBe(false);
  });
});
