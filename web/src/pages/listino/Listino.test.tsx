import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { datiHandler } from '../../features/produzione/test-fixtures';
import type { Ruolo } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { leggiPercentuale, leggiPrezzo, mappaPrezzi, prezzoApplicato } from './listino-state';

const voce = (gustoId: number, puntoVenditaId: number | null, prezzoKg: number) => ({ __typename: 'VoceListino' as const, gustoId, puntoVenditaId, prezzoKg });
// Fiordilatte 30 everywhere and 32 at Gelateria Centro (1); Fragola none -> default 25
const LISTINO = [voce(1, null, 30), voce(1, 1, 32)];

function listinoHandler(voci: unknown[] = LISTINO) {
  return graphql.query('Listino', () => HttpResponse.json({ data: { listino: voci, prezzoListinoPredefinito: 25 } }));
}

const renderPage = (ruolo: Ruolo = 'admin') => renderWithProviders(undefined, { url: '/listino', session: { user: makeUser(ruolo) } });

describe('Listino page', () => {
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
    const own = await screen.findByRole('textbox', { name: 'Prezzo al kg Fiordilatte, Gelateria Centro' });
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
