import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';

const cat = (id: number, nome: string, descrizione: string | null, colore: string, ordine: number, attivo = true) => ({
  __typename: 'CategoriaGusto' as const,
  id,
  nome,
  descrizione,
  colore,
  ordine,
  attivo,
});

const CATEGORIE = [
  cat(1, 'Creme', 'Gusti a base di latte', '#F5DEB3', 1),
  cat(2, 'Frutta', null, '#FF6347', 2),
  cat(3, 'Speciali', 'Edizioni limitate', '#8A2BE2', 0, false),
];

const listHandler = (rows: unknown[] = CATEGORIE) =>
  graphql.query('ImpostazioniCategorieGusti', () => HttpResponse.json({ data: { categorieGusti: rows } }));

function renderPage(ruolo: Ruolo = 'admin') {
  return renderWithProviders(undefined, { url: '/impostazioni-categorie-gusti', session: { user: makeUser(ruolo) } });
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Categorie gusti' })).getAllByRole('row').slice(1);

describe('Categorie Gusti', () => {
  it('renders the table sorted by ordine, with colour swatch, hex and state', async () => {
    server.use(listHandler());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Categorie Gusti' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Categorie gusti' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Nome', 'Descrizione', 'Colore', 'Ordine', 'Stato', 'Azioni']);
    const rows = bodyRows();
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Speciali', 'Creme', 'Frutta']);
    expect(within(rows[1]!).getByText('#F5DEB3')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Gusti a base di latte')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Attivo')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Inattivo')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('-')).toBeInTheDocument();
  });

  it('sorts by name', async () => {
    server.use(listHandler());
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Categorie gusti' });
    await user.click(screen.getByRole('button', { name: 'Ordina per Nome' }));
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Creme', 'Frutta', 'Speciali']);
  });

  it('shows the empty state', async () => {
    server.use(listHandler([]));
    renderPage();
    expect(await screen.findByText('Nessuna categoria')).toBeInTheDocument();
  });

  it('shows the load error with Riprova', async () => {
    let calls = 0;
    server.use(
      graphql.query('ImpostazioniCategorieGusti', () => {
        calls += 1;
        if (calls === 1) return graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR');
        return HttpResponse.json({ data: { categorieGusti: CATEGORIE } });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Errore nel caricamento delle categorie')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('table', { name: 'Categorie gusti' })).toBeInTheDocument();
  });

  it('validates and creates a category with the defaults', async () => {
    let rows = [...CATEGORIE];
    let input: unknown;
    server.use(
      graphql.query('ImpostazioniCategorieGusti', () => HttpResponse.json({ data: { categorieGusti: rows } })),
      graphql.mutation('CreaCategoriaGusto', ({ variables }) => {
        input = variables.input;
        const created = cat(4, 'Sorbetti', 'Senza latte', '#87CEEB', 0);
        rows = [...rows, created];
        return HttpResponse.json({ data: { creaCategoriaGusto: created } });
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Categorie gusti' });
    await user.click(screen.getByRole('button', { name: /Nuova Categoria/ }));
    const dialog = await screen.findByTestId('categoria-form');
    expect(within(dialog).getByRole('textbox', { name: 'Colore' })).toHaveValue('#87CEEB');
    expect(within(dialog).getByRole('spinbutton', { name: 'Ordine' })).toHaveValue(0);
    expect(within(dialog).getByRole('checkbox', { name: 'Attivo' })).toBeChecked();

    const ordine = within(dialog).getByRole('spinbutton', { name: 'Ordine' });
    await user.clear(ordine);
    await user.type(ordine, '-1');
    const colore = within(dialog).getByRole('textbox', { name: 'Colore' });
    await user.clear(colore);
    await user.type(colore, 'blu');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Categoria' }));
    expect(within(dialog).getByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText("L'ordine deve essere un numero intero maggiore o uguale a 0")).toBeInTheDocument();
    expect(within(dialog).getByText('Il colore deve essere un codice esadecimale (es. #87CEEB)')).toBeInTheDocument();
    expect(input).toBeUndefined();

    await user.clear(ordine);
    await user.type(ordine, '0');
    await user.clear(colore);
    await user.type(colore, '#87CEEB');
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Sorbetti');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descrizione' }), 'Senza latte');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Categoria' }));
    expect(await screen.findByText('Categoria creata con successo')).toBeInTheDocument();
    expect(input).toEqual({ nome: 'Sorbetti', descrizione: 'Senza latte', colore: '#87CEEB', ordine: 0, attivo: true });
    expect(await screen.findByText('Sorbetti')).toBeInTheDocument();
    // the new category is highlighted and marked in words
    const marcate = bodyRows().filter((r) => r.getAttribute('data-creato') === 'true');
    expect(marcate).toHaveLength(1);
    expect(within(marcate[0]!).getByText('Sorbetti')).toBeInTheDocument();
    expect(within(marcate[0]!).getByText('Nuovo')).toBeInTheDocument();
  });

  it('edits a category', async () => {
    let vars: unknown;
    server.use(
      listHandler(),
      graphql.mutation('AggiornaCategoriaGusto', ({ variables }) => {
        vars = variables;
        return HttpResponse.json({ data: { aggiornaCategoriaGusto: { ...CATEGORIE[1], ordine: 5 } } });
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Categorie gusti' });
    await user.click(screen.getByRole('button', { name: 'Modifica Frutta' }));
    const dialog = await screen.findByTestId('categoria-form');
    const ordine = within(dialog).getByRole('spinbutton', { name: 'Ordine' });
    expect(ordine).toHaveValue(2);
    await user.clear(ordine);
    await user.type(ordine, '5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Attivo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText('Categoria aggiornata con successo')).toBeInTheDocument();
    expect(vars).toEqual({ id: 2, input: { nome: 'Frutta', descrizione: '', colore: '#FF6347', ordine: 5, attivo: false } });
  });

  it('shows the save error with the server message', async () => {
    server.use(
      listHandler(),
      graphql.mutation('AggiornaCategoriaGusto', () =>
        graphqlErrorResponse('Esiste già una categoria con il nome "Creme"', 'CONFLICT'),
      ),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Categorie gusti' });
    await user.click(screen.getByRole('button', { name: 'Modifica Frutta' }));
    const dialog = await screen.findByTestId('categoria-form');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText('Errore nel salvataggio della categoria')).toBeInTheDocument();
    expect(screen.getByText('Esiste già una categoria con il nome "Creme"')).toBeInTheDocument();
  });

  it('deletes after confirmation; a refused delete shows the error', async () => {
    let rows = [...CATEGORIE];
    let calls = 0;
    server.use(
      graphql.query('ImpostazioniCategorieGusti', () => HttpResponse.json({ data: { categorieGusti: rows } })),
      graphql.mutation('EliminaCategoriaGusto', ({ variables }) => {
        calls += 1;
        if (variables.id === 1) {
          return graphqlErrorResponse(
            'Impossibile eliminare la categoria "Creme": è usata da 3 gusti. Disattivala invece di eliminarla.',
            'CONFLICT',
          );
        }
        rows = rows.filter((r) => r.id !== variables.id);
        return HttpResponse.json({ data: { eliminaCategoriaGusto: variables.id } });
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Categorie gusti' });
    await user.click(screen.getByRole('button', { name: 'Elimina Frutta' }));
    let dialog = await dialogoAperto();
    expect(within(dialog).getByText('Sei sicuro di voler eliminare la categoria "Frutta"?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(calls).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Elimina Frutta' }));
    dialog = await dialogoAperto();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Categoria eliminata con successo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Elimina Frutta' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Elimina Creme' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText("Errore nell'eliminazione della categoria")).toBeInTheDocument();
    expect(screen.getByText(/è usata da 3 gusti/)).toBeInTheDocument();
  });

  it('shows cards at phone width', async () => {
    setViewportWidth(390);
    server.use(listHandler());
    renderPage();
    expect(await screen.findAllByTestId('categoria-card')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifica Creme' })).toBeInTheDocument();
  });

  it.each(['manager', 'operatore'] as const)('is closed to %s', async (ruolo) => {
    renderPage(ruolo);
    expect(await screen.findByTestId('access-denied')).toBeInTheDocument();
  });
});
