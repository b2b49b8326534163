import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';

const REG = 'Reg. UE 1169/2011, Allegato II';
const all = (id: number, nome: string, codice: string, descrizione: string | null, regolamentazione: string | null, attivo = true) => ({
  __typename: 'Allergene' as const,
  id,
  nome,
  codice,
  descrizione,
  regolamentazione,
  attivo,
});

const ALLERGENI = [
  all(1, 'Latte', 'LATTE', 'Latte e prodotti a base di latte', REG),
  all(2, 'Uova', 'UOVA', null, REG),
  all(3, 'Arachidi', 'ARACHIDI', 'Arachidi e prodotti derivati', null, false),
];

const listHandler = (rows: unknown[] = ALLERGENI) =>
  graphql.query('ImpostazioniAllergeni', () => HttpResponse.json({ data: { allergeni: rows } }));

function renderPage(ruolo: Ruolo = 'admin') {
  return renderWithProviders(undefined, { url: '/impostazioni-allergeni', session: { user: makeUser(ruolo) } });
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Allergeni' })).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('Allergeni', () => {
  it('renders the table with all the columns', async () => {
    server.use(listHandler());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Allergeni' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Allergeni' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nome',
      'Codice',
      'Descrizione',
      'Regolamentazione',
      'Stato',
      'Azioni',
    ]);
    expect(firstCells()).toEqual(['Arachidi', 'Latte', 'Uova']);
    const latte = bodyRows()[1]!;
    expect(within(latte).getByText('LATTE')).toBeInTheDocument();
    expect(within(latte).getByText('Latte e prodotti a base di latte')).toBeInTheDocument();
    expect(within(latte).getByText(REG)).toBeInTheDocument();
    expect(within(latte).getByText('Attivo')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Inattivo')).toBeInTheDocument();
  });

  it('sorts by codice', async () => {
    server.use(listHandler());
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Allergeni' });
    await user.click(screen.getByRole('button', { name: 'Ordina per Codice' }));
    await user.click(screen.getByRole('button', { name: 'Ordina per Codice' }));
    expect(firstCells()).toEqual(['Uova', 'Latte', 'Arachidi']);
  });

  it('shows the empty state', async () => {
    server.use(listHandler([]));
    renderPage();
    expect(await screen.findByText('Nessun allergene')).toBeInTheDocument();
  });

  it('shows the load error with Riprova', async () => {
    let calls = 0;
    server.use(
      graphql.query('ImpostazioniAllergeni', () => {
        calls += 1;
        if (calls === 1) return graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR');
        return HttpResponse.json({ data: { allergeni: ALLERGENI } });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Errore nel caricamento degli allergeni')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('table', { name: 'Allergeni' })).toBeInTheDocument();
  });

  it('requires nome and codice, then creates', async () => {
    let rows = [...ALLERGENI];
    let input: unknown;
    server.use(
      graphql.query('ImpostazioniAllergeni', () => HttpResponse.json({ data: { allergeni: rows } })),
      graphql.mutation('CreaAllergene', ({ variables }) => {
        input = variables.input;
        const created = all(4, 'Sesamo', 'SESAMO', null, REG);
        rows = [...rows, created];
        return HttpResponse.json({ data: { creaAllergene: created } });
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Allergeni' });
    await user.click(screen.getByRole('button', { name: /Nuovo Allergene/ }));
    const dialog = await screen.findByTestId('allergene-form');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Allergene' }));
    expect(within(dialog).getByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('Il codice è obbligatorio')).toBeInTheDocument();
    expect(input).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Sesamo');
    await user.type(within(dialog).getByRole('textbox', { name: /Codice/ }), ' SESAMO ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Regolamentazione' }), REG);
    await user.click(within(dialog).getByRole('button', { name: 'Crea Allergene' }));
    expect(await screen.findByText('Allergene creato con successo')).toBeInTheDocument();
    expect(input).toEqual({ nome: 'Sesamo', codice: 'SESAMO', descrizione: '', regolamentazione: REG, attivo: true });
    expect(await screen.findByText('Sesamo')).toBeInTheDocument();
    // the new allergen is highlighted and marked in words
    const marcate = bodyRows().filter((r) => r.getAttribute('data-creato') === 'true');
    expect(marcate).toHaveLength(1);
    expect(within(marcate[0]!).getByText('Sesamo')).toBeInTheDocument();
    expect(within(marcate[0]!).getByText('Nuovo')).toBeInTheDocument();
  });

  it('edits an allergen and reports save errors', async () => {
    const calls: unknown[] = [];
    server.use(
      listHandler(),
      graphql.mutation('AggiornaAllergene', ({ variables }) => {
        calls.push(variables);
        if (calls.length === 1) return graphqlErrorResponse('Esiste già un allergene con il codice "LATTE"', 'CONFLICT');
        return HttpResponse.json({ data: { aggiornaAllergene: { ...ALLERGENI[1], descrizione: 'Uova e derivati' } } });
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Allergeni' });
    await user.click(screen.getByRole('button', { name: 'Modifica Uova' }));
    const dialog = await screen.findByTestId('allergene-form');
    expect(within(dialog).getByRole('textbox', { name: /Codice/ })).toHaveValue('UOVA');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descrizione' }), 'Uova e derivati');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText("Errore nel salvataggio dell'allergene")).toBeInTheDocument();
    expect(screen.getByText('Esiste già un allergene con il codice "LATTE"')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText('Allergene aggiornato con successo')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      id: 2,
      input: { nome: 'Uova', codice: 'UOVA', descrizione: 'Uova e derivati', regolamentazione: REG, attivo: true },
    });
  });

  it('deletes after confirmation and reports a refused delete', async () => {
    let rows = [...ALLERGENI];
    let calls = 0;
    server.use(
      graphql.query('ImpostazioniAllergeni', () => HttpResponse.json({ data: { allergeni: rows } })),
      graphql.mutation('EliminaAllergene', ({ variables }) => {
        calls += 1;
        if (variables.id === 1) {
          return graphqlErrorResponse(
            'Impossibile eliminare l\'allergene "Latte": è associato a 4 gusti. Disattivalo invece di eliminarlo.',
            'CONFLICT',
          );
        }
        rows = rows.filter((r) => r.id !== variables.id);
        return HttpResponse.json({ data: { eliminaAllergene: variables.id } });
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Allergeni' });
    await user.click(screen.getByRole('button', { name: 'Elimina Uova' }));
    let dialog = await dialogoAperto();
    expect(within(dialog).getByText('Sei sicuro di voler eliminare l\'allergene "Uova"?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(calls).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Elimina Uova' }));
    dialog = await dialogoAperto();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Allergene eliminato con successo')).toBeInTheDocument();
    await waitFor(() => expect(firstCells()).toEqual(['Arachidi', 'Latte']));

    await user.click(screen.getByRole('button', { name: 'Elimina Latte' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText("Errore nell'eliminazione dell'allergene")).toBeInTheDocument();
    expect(screen.getByText(/è associato a 4 gusti/)).toBeInTheDocument();
  });

  it('shows cards at phone width', async () => {
    setViewportWidth(390);
    server.use(listHandler());
    renderPage();
    expect(await screen.findAllByTestId('allergene-card')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each(['manager', 'operatore'] as const)('is closed to %s', async (ruolo) => {
    renderPage(ruolo);
    expect(await screen.findByTestId('access-denied')).toBeInTheDocument();
  });
});
