import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { CATALOGO, LATTE, PISTACCHIO_OFF, SACCAROSIO, composizione, makeIngrediente, makeStatistiche } from './fixtures';
import { DENSITY_FIELD, SWEETENER_FIELDS } from './ingredient-form';
import IngredientiPage from './index';
import type { Ingrediente, IngredienteInput, VoceLibreria } from './operations';
import { LIBRERIA_ERROR } from './LibreriaDialog';

function listHandler(rows: Ingrediente[], calls: boolean[] = []) {
  return graphql.query<{ ingredienti: Ingrediente[] }, { includiDisattivi: boolean }>('GestioneIngredienti', ({ variables }) => {
    calls.push(variables.includiDisattivi);
    return HttpResponse.json({ data: { ingredienti: variables.includiDisattivi ? rows : rows.filter((r) => r.attivo) } });
  });
}

function renderPage(rows: Ingrediente[] = [...CATALOGO, PISTACCHIO_OFF], calls: boolean[] = []) {
  server.use(listHandler(rows, calls));
  return renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
}

const table = () => screen.getByRole('table', { name: 'Ingredienti' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('Gestione Ingredienti', () => {
  it('loads, then lists the active ingredients in a table with every column and "-" for missing values', async () => {
    renderPage();
    expect(screen.getByText('Caricamento in corso...')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Ingredienti' });
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Nome', 'Costo', 'Fornitore', 'Allergeni', 'Calorie', 'Carboidrati', 'Zuccheri', 'Grassi', 'Proteine', 'Sale', 'Acqua', 'SLNG', 'PAC', 'POD', 'Stato', 'Azioni']);
    expect(firstCells()).toEqual(['Cialde decorative', 'Latte intero', 'Panna fresca 35%', 'Saccarosio']);
    const panna = bodyRows()[2]!;
    const cells = within(panna).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[1]).toBe('€ 4,00/kg');
    expect(cells[3]).toBe('Non dichiarati');
    expect(cells[4]).toBe('340');
    expect(cells[5]).toBe('-');
    expect(cells[10]).toBe('-');
    expect(cells[14]).toBe('Attivo');
    expect(screen.getByText('Mostrando 1-4 di 4 ingredienti')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nuovo Ingrediente/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Visualizza Statistiche/ })).toBeInTheDocument();
  });

  it('shows the declared allergens of each ingredient (contained, traces, none, not declared) in the table and on the cards', async () => {
    const nocciola = makeIngrediente({ id: 7, nome: 'Pasta di nocciola', allergeniDichiarati: true, allergeniContiene: ['Frutta a guscio'], allergeniTracce: ['Arachidi', 'Soia'] });
    const zucchero = makeIngrediente({ id: 8, nome: 'Zucchero', allergeniDichiarati: true });
    const { user } = renderPage([nocciola, zucchero, makeIngrediente({ id: 9, nome: 'Aroma' })]);
    await screen.findByRole('table', { name: 'Ingredienti' });
    const allergeni = () => screen.getAllByTestId('allergeni-ingrediente').map((a) => a.textContent);
    expect(allergeni()).toEqual(['Non dichiarati', 'Frutta a guscio · tracce: Arachidi, Soia', 'Nessuno']);
    await user.click(screen.getByRole('button', { name: /Schede/ }));
    expect(screen.getAllByTestId('ingrediente-card')).toHaveLength(3);
    expect(allergeni()).toEqual(['Non dichiarati', 'Frutta a guscio · tracce: Arachidi, Soia', 'Nessuno']);
  });

  it('reloads with includiDisattivi when the checkbox changes', async () => {
    const calls: boolean[] = [];
    const { user } = renderPage(undefined, calls);
    await screen.findByRole('table', { name: 'Ingredienti' });
    expect(screen.queryByText('Pasta di pistacchio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Includi ingredienti disattivati' }));
    expect(await screen.findByText('Pasta di pistacchio')).toBeInTheDocument();
    expect(calls).toEqual([false, true]);
    const row = screen.getByText('Pasta di pistacchio').closest('tr')!;
    expect(within(row).getByText('Disattivato')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1-5 di 5 ingredienti')).toBeInTheDocument();
  });

  it('sorts by Nome, Costo and Fornitore', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Ingredienti' });
    await user.click(screen.getByRole('button', { name: 'Ordina per Nome' }));
    expect(firstCells()).toEqual(['Saccarosio', 'Panna fresca 35%', 'Latte intero', 'Cialde decorative']);
    await user.click(screen.getByRole('button', { name: 'Ordina per Costo' }));
    expect(firstCells()).toEqual(['Cialde decorative', 'Latte intero', 'Saccarosio', 'Panna fresca 35%']);
    await user.click(screen.getByRole('button', { name: 'Ordina per Costo' }));
    expect(firstCells()[0]).toBe('Panna fresca 35%');
    await user.click(screen.getByRole('button', { name: 'Ordina per Fornitore' }));
    expect(firstCells()).toEqual(['Latte intero', 'Panna fresca 35%', 'Cialde decorative', 'Saccarosio']);
  });

  it('paginates with 5/10/20/50 per page and at most 5 page buttons', async () => {
    const many = Array.from({ length: 73 }, (_, i) => makeIngrediente({ id: 100 + i, nome: `Ingrediente ${String(i + 1).padStart(2, '0')}` }));
    const { user } = renderPage(many);
    await screen.findByRole('table', { name: 'Ingredienti' });
    expect(screen.getByText('Mostrando 1-10 di 73 ingredienti')).toBeInTheDocument();
    const sizes = within(screen.getByLabelText('Elementi per pagina')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(sizes).toEqual(['5', '10', '20', '50']);
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    const numbers = () => within(nav).getAllByRole('button').map((b) => b.textContent).filter((t) => /^\d+$/.test(t ?? ''));
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(nav).getByRole('button', { name: '5' }));
    expect(screen.getByText('Mostrando 41-50 di 73 ingredienti')).toBeInTheDocument();
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    await user.selectOptions(screen.getByLabelText('Elementi per pagina'), '50');
    expect(screen.getByText('Mostrando 1-50 di 73 ingredienti')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Pagina successiva' }));
    expect(screen.getByText('Mostrando 51-73 di 73 ingredienti')).toBeInTheDocument();
  });

  it('searches by name, supplier or description (case and accents ignored) from the first page', async () => {
    const many = Array.from({ length: 34 }, (_, i) =>
      makeIngrediente({ id: 100 + i, nome: `Ingrediente ${String(i + 1).padStart(2, '0')}`, fornitore: i === 30 ? 'Caseificio Però' : 'Fornitore' }),
    );
    const { user } = renderPage([...many, makeIngrediente({ id: 200, nome: 'Pasta di nocciole', descrizione: 'Nocciole del Piemonte IGP' })]);
    await screen.findByRole('table', { name: 'Ingredienti' });
    await user.click(within(screen.getByRole('navigation', { name: 'Paginazione' })).getByRole('button', { name: '3' }));
    expect(screen.getByText('Mostrando 21-30 di 35 ingredienti')).toBeInTheDocument();
    const cerca = screen.getByRole('textbox', { name: 'Cerca ingredienti' });
    await user.type(cerca, 'CASEIFICIO PERO');
    expect(firstCells()).toEqual(['Ingrediente 31']);
    expect(screen.getByText('Mostrando 1-1 di 1 ingrediente')).toBeInTheDocument();
    await user.clear(cerca);
    await user.type(cerca, 'piemonte');
    expect(firstCells()).toEqual(['Pasta di nocciole']);
    await user.clear(cerca);
    await user.type(cerca, 'zafferano');
    expect(screen.getByText('Nessun ingrediente corrisponde alla ricerca.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Crea il primo ingrediente/ })).not.toBeInTheDocument();
    await user.clear(cerca);
    expect(screen.getByText('Mostrando 1-10 di 35 ingredienti')).toBeInTheDocument();
  }, 40_000);

  it('shows cards with the emoji chosen from the name or the unit', async () => {
    const { user } = renderPage([LATTE, SACCAROSIO, makeIngrediente({ id: 9, nome: 'Liquore Strega', unitaMisura: 'l' })]);
    await screen.findByRole('table', { name: 'Ingredienti' });
    await user.click(screen.getByRole('button', { name: /Schede/ }));
    const cards = screen.getAllByTestId('ingrediente-card');
    expect(cards.map((c) => within(c).getByTestId('ingrediente-emoji').textContent)).toEqual(['🥛', '🫗', '🍬']);
    expect(within(cards[0]!).getByText('€ 1,20/l')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Centrale del Latte')).toBeInTheDocument();
  });

  it('defaults to cards at phone width', async () => {
    setViewportWidth(390);
    renderPage();
    expect(await screen.findByTestId('ingredienti-schede')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty state with Crea il primo ingrediente, which opens the form', async () => {
    const { user } = renderPage([]);
    expect(await screen.findByText('Nessun ingrediente trovato.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Crea il primo ingrediente/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nuovo Ingrediente')).toBeInTheDocument();
  });

  it('shows the load error and retries', async () => {
    let fail = true;
    server.use(
      graphql.query('GestioneIngredienti', () =>
        fail ? graphqlErrorResponse('boom', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { ingredienti: [LATTE] } }),
      ),
    );
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    expect(await screen.findByText('Errore nel caricamento degli ingredienti')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Latte intero')).toBeInTheDocument();
  });

  it('validates the form, then creates with the right variables (unknown composition stays empty, not 0) and reloads', async () => {
    let input: IngredienteInput | undefined;
    let rows: Ingrediente[] = [LATTE];
    server.use(
      graphql.query('GestioneIngredienti', () => HttpResponse.json({ data: { ingredienti: rows } })),
      graphql.mutation<{ creaIngrediente: Ingrediente }, { input: IngredienteInput }>('CreaIngrediente', ({ variables }) => {
        input = variables.input;
        const created = makeIngrediente({ id: 50, ...variables.input, pac: 172.9, pod: 72.8, pacPodDerivati: true });
        rows = [...rows, created];
        return HttpResponse.json({ data: { creaIngrediente: created } });
      }),
    );
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await screen.findByText('Latte intero');
    await user.click(screen.getByRole('button', { name: /^Nuovo Ingrediente$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Unità di misura/)).toHaveValue('kg');
    expect(within(dialog).getByRole('checkbox', { name: 'Attivo' })).toBeChecked();
    const costo = within(dialog).getByLabelText(/Costo per unità/);
    // text inputs with the decimal keypad: a number input cannot show the Italian comma (issue 34 item 18)
    expect(costo).toHaveAttribute('inputmode', 'decimal');
    expect(within(dialog).getByLabelText('Calorie (kcal/100 g)')).toHaveAttribute('inputmode', 'decimal');
    expect(within(dialog).getByLabelText('PAC (per 100 g)')).toHaveAttribute('inputmode', 'decimal');
    // grouped sections; densità only for liquids
    for (const section of ['Nutrizione', 'Zuccheri', 'Sciroppi, polioli, fibre e dolcificanti', 'Composizione per il gelato']) {
      expect(within(dialog).getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(within(dialog).queryByLabelText('Densità (kg/l)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Crea Ingrediente' }));
    expect(within(dialog).getByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('Il costo per unità è obbligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('Il fornitore è obbligatorio')).toBeInTheDocument();
    expect(input).toBeUndefined();

    await user.type(within(dialog).getByLabelText(/^Nome/), 'Destrosio monoidrato');
    await user.type(costo, '2.35');
    await user.type(within(dialog).getByLabelText(/^Fornitore/), 'Zuccherificio Sud');
    await user.type(within(dialog).getByLabelText('Calorie (kcal/100 g)'), '365');
    await user.type(within(dialog).getByLabelText('Zuccheri (g/100 g)'), 'abc');
    await user.type(within(dialog).getByLabelText('Acqua (g/100 g)'), '9');
    // PAC/POD are typed while no sugar spectrum is given…
    await user.type(within(dialog).getByLabelText('PAC (per 100 g)'), '190');
    // …and derived, read-only, once it is: 91 g glucose -> PAC 91 × 190 / 100, POD 91 × 80 / 100
    await user.type(within(dialog).getByLabelText('Glucosio/destrosio anidro (g/100 g)'), '91');
    const pac = within(dialog).getByLabelText('PAC (per 100 g)');
    expect(pac).toHaveAttribute('readonly');
    expect(pac).toHaveValue('172,9');
    expect(within(dialog).getByLabelText('POD (per 100 g)')).toHaveValue('72,8');
    expect(within(dialog).getAllByText('derivato dallo spettro zuccheri')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Crea Ingrediente' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input).toEqual({
      nome: 'Destrosio monoidrato',
      descrizione: null,
      costoPerUnita: 2.35,
      unitaMisura: 'kg',
      fornitore: 'Zuccherificio Sud',
      // the composition: unknown (null) but the fields typed
      ...composizione(null),
      calorie: 365,
      glucosio: 91,
      acqua: 9,
      pac: 190,
      // allergens not declared: the lists are not sent (the ingredient stays 'unknown'); label fields always
      nomeEtichetta: null,
      caratterizzante: false,
      pesoPezzoG: null,
      ingredientiComposti: null,
      additivo: null,
      attivo: true,
    });
    const row = (await screen.findByText('Destrosio monoidrato')).closest('tr')!;
    expect(within(row).getAllByLabelText('derivato dallo spettro zuccheri')).toHaveLength(2);
  }, 90_000);

  it('after creating, clears the search, jumps to the page of the new ingredient and shows it marked "Nuovo"', async () => {
    const rows: Ingrediente[] = Array.from({ length: 10 }, (_, i) => makeIngrediente({ id: i + 1, nome: `Ingrediente ${String(i + 1).padStart(2, '0')}` }));
    server.use(
      listHandler(rows),
      graphql.mutation<{ creaIngrediente: Ingrediente }, { input: IngredienteInput }>('CreaIngrediente', ({ variables }) => {
        const created = makeIngrediente({ id: 50, ...variables.input });
        rows.push(created);
        return HttpResponse.json({ data: { creaIngrediente: created } });
      }),
    );
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await screen.findByText('Ingrediente 01');
    await user.type(screen.getByRole('textbox', { name: 'Cerca ingredienti' }), 'Ingrediente 0');
    await user.click(screen.getByRole('button', { name: /^Nuovo Ingrediente$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Zucca');
    await user.type(within(dialog).getByLabelText(/Costo per unità/), '2');
    await user.type(within(dialog).getByLabelText(/^Fornitore/), 'Orto');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Ingrediente' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // sorted by name, "Zucca" is the 11th of 11: page 2 of 10 per page
    expect(await screen.findByText('Mostrando 11-11 di 11 ingredienti')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cerca ingredienti' })).toHaveValue('');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveAttribute('data-creato', 'true');
    expect(within(bodyRows()[0]!).getByText('Zucca')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Nuovo')).toBeInTheDocument();
  }, 60_000);

  it('edits an ingredient and shows the server message when saving fails', async () => {
    let variables: { id: number; input: IngredienteInput } | undefined;
    server.use(
      listHandler([LATTE]),
      graphql.mutation<never, { id: number; input: IngredienteInput }>('AggiornaIngrediente', ({ variables: v }) => {
        variables = v;
        return graphqlErrorResponse("Impossibile cambiare l'unità di misura di \"Latte intero\"", 'CONFLICT');
      }),
    );
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await user.click(await screen.findByRole('button', { name: 'Modifica Latte intero' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Latte intero');
    expect(within(dialog).getByLabelText(/Unità di misura/)).toHaveValue('l');
    await user.selectOptions(within(dialog).getByLabelText(/Unità di misura/), 'pz');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await within(dialog).findByText("Impossibile cambiare l'unità di misura di \"Latte intero\"")).toBeInTheDocument();
    expect(variables?.id).toBe(1);
    expect(variables?.input).toMatchObject({ nome: 'Latte intero', unitaMisura: 'pz', costoPerUnita: 1.2, calorie: 64, pac: 5 });
  });

  it('falls back to the generic save message on a network failure', async () => {
    server.use(listHandler([LATTE]), graphql.mutation('AggiornaIngrediente', () => HttpResponse.error()));
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await user.click(await screen.findByRole('button', { name: 'Modifica Latte intero' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await within(dialog).findByText("Errore nel salvataggio dell'ingrediente")).toBeInTheDocument();
  });

  it('deactivates after Conferma Azione and reloads; cancel does nothing', async () => {
    let rows: Ingrediente[] = [LATTE, SACCAROSIO];
    const ids: number[] = [];
    server.use(
      graphql.query('GestioneIngredienti', () => HttpResponse.json({ data: { ingredienti: rows.filter((r) => r.attivo) } })),
      graphql.mutation<{ disattivaIngrediente: Ingrediente }, { id: number }>('DisattivaIngrediente', ({ variables }) => {
        ids.push(variables.id);
        rows = rows.map((r) => (r.id === variables.id ? { ...r, attivo: false } : r));
        return HttpResponse.json({ data: { disattivaIngrediente: rows.find((r) => r.id === variables.id)! } });
      }),
    );
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await user.click(await screen.findByRole('button', { name: 'Disattiva Saccarosio' }));
    let dialog = await dialogoAperto();
    expect(within(dialog).getByText('Conferma Azione')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(ids).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Disattiva Saccarosio' }));
    dialog = await dialogoAperto();
    expect(within(dialog).getByText('Sei sicuro di voler disattivare l\'ingrediente "Saccarosio"?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disattiva' }));
    await waitFor(() => expect(screen.queryByText('Saccarosio')).not.toBeInTheDocument());
    expect(ids).toEqual([2]);
  });

  it('activates a deactivated ingredient and reports a failure', async () => {
    server.use(listHandler([LATTE, PISTACCHIO_OFF]), graphql.mutation('AttivaIngrediente', () => graphqlErrorResponse('no', 'INTERNAL_SERVER_ERROR')));
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await screen.findByText('Latte intero');
    await user.click(screen.getByRole('checkbox', { name: 'Includi ingredienti disattivati' }));
    await user.click(await screen.findByRole('button', { name: 'Attiva Pasta di pistacchio' }));
    const dialog = await dialogoAperto();
    await user.click(within(dialog).getByRole('button', { name: 'Attiva' }));
    expect(await screen.findByText("Errore nell'aggiornamento dello stato dell'ingrediente")).toBeInTheDocument();
  });

  it('opens the statistics for the current year and reloads them for a new period', async () => {
    const periods: { dataInizio: string; dataFine: string }[] = [];
    server.use(
      listHandler([LATTE]),
      graphql.query<never, { dataInizio: string; dataFine: string }>('StatisticheIngredienti', ({ variables }) => {
        periods.push(variables);
        return HttpResponse.json({ data: { statisticheIngredienti: makeStatistiche(variables.dataInizio, variables.dataFine) } });
      }),
    );
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await screen.findByText('Latte intero');
    await user.click(screen.getByRole('button', { name: /Visualizza Statistiche/ }));
    const dialog = await screen.findByRole('dialog');
    const year = new Date().getFullYear();
    expect(within(dialog).getByLabelText('Data inizio')).toHaveValue(`${year}-01-01`);
    expect(within(dialog).getByLabelText('Data fine')).toHaveValue(`${year}-12-31`);
    const totali = await within(dialog).findByTestId('statistiche-totali');
    expect(within(totali).getByText('120,5 kg')).toBeInTheDocument();
    expect(within(totali).getByText('€ 210,75')).toBeInTheDocument();
    const stats = within(dialog).getByRole('table', { name: 'Statistiche per ingrediente' });
    expect(within(stats).getByText('72,30 kg')).toBeInTheDocument();
    expect(within(stats).getByText('€ 86,76')).toBeInTheDocument();
    expect(periods).toEqual([{ dataInizio: `${year}-01-01`, dataFine: `${year}-12-31` }]);

    await user.clear(within(dialog).getByLabelText('Data inizio'));
    await user.type(within(dialog).getByLabelText('Data inizio'), '2024-03-01');
    await user.clear(within(dialog).getByLabelText('Data fine'));
    await user.type(within(dialog).getByLabelText('Data fine'), '2024-06-30');
    await user.click(within(dialog).getByRole('button', { name: /Aggiorna Statistiche/ }));
    expect(await within(dialog).findByText('Periodo: 01/03/2024 – 30/06/2024')).toBeInTheDocument();
    expect(periods.at(-1)).toEqual({ dataInizio: '2024-03-01', dataFine: '2024-06-30' });
  });

  it('statistics: a reversed period says so and is not sent', async () => {
    const periods: { dataInizio?: string; dataFine?: string }[] = [];
    server.use(
      listHandler([LATTE]),
      graphql.query('StatisticheIngredienti', ({ variables }) => {
        periods.push(variables);
        return HttpResponse.json({ data: { statisticheIngredienti: makeStatistiche(variables.dataInizio, variables.dataFine) } });
      }),
    );
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await screen.findByText('Latte intero');
    await user.click(screen.getByRole('button', { name: /Visualizza Statistiche/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('statistiche-totali');
    await user.clear(within(dialog).getByLabelText('Data fine'));
    await user.type(within(dialog).getByLabelText('Data fine'), '2000-01-31');
    expect(within(dialog).getByText('La data di inizio non può essere successiva alla data di fine')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Aggiorna Statistiche/ }));
    expect(periods).toHaveLength(1);
  });

  it('shows the statistics error', async () => {
    server.use(listHandler([LATTE]), graphql.query('StatisticheIngredienti', () => graphqlErrorResponse('x', 'INTERNAL_SERVER_ERROR')));
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await screen.findByText('Latte intero');
    await user.click(screen.getByRole('button', { name: /Visualizza Statistiche/ }));
    expect(await screen.findByText('Errore nel caricamento delle statistiche')).toBeInTheDocument();
  });
});

describe('Nuovo ingrediente da libreria', () => {
  const voce = (over: Partial<VoceLibreria> & { codice: string; nome: string }): VoceLibreria & { __typename: 'IngredienteLibreria' } => ({
    __typename: 'IngredienteLibreria',
    descrizione: '',
    unitaMisura: 'kg',
    fonte: 'USDA FoodData Central',
    allergeni: [],
    // the library knows every base value (0 when absent); syrups, polyols and sweeteners, and the density, only where they apply
    ...composizione(0),
    ...composizione(null, [...SWEETENER_FIELDS.map((f) => f.key), DENSITY_FIELD.key]),
    ...over,
  });
  const LIBRERIA = [
    voce({
      codice: 'latte-intero',
      nome: 'Latte intero',
      unitaMisura: 'l',
      descrizione: 'Latte vaccino intero pastorizzato',
      fonte: 'CREA, Tabelle di composizione degli alimenti',
      allergeni: ['Latte'],
      calorie: 64,
      acqua: 87.5,
      grassi: 3.6,
      lattosio: 4.9,
      zuccheri: 4.9,
      slng: 8.9,
      densita: 1.032,
      pac: 4.9,
      pod: 0.8,
    }),
    voce({ codice: 'saccarosio', nome: 'Saccarosio', acqua: 0.2, saccarosio: 99.8, zuccheri: 99.8, pac: 99.8, pod: 99.8 }),
    voce({ codice: 'cacao', nome: 'Cacao in polvere 22/24' }),
  ];

  it('searches the library by name, pre-fills the form with composition, density and source, and creates the ingredient', async () => {
    let input: IngredienteInput | undefined;
    server.use(
      listHandler([SACCAROSIO]),
      graphql.query('LibreriaIngredienti', () => HttpResponse.json({ data: { libreriaIngredienti: LIBRERIA } })),
      graphql.mutation<{ creaIngrediente: Ingrediente }, { input: IngredienteInput }>('CreaIngrediente', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { creaIngrediente: makeIngrediente({ id: 60, ...variables.input, pacPodDerivati: true }) } });
      }),
    );
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('manager') } });
    await screen.findByText('Saccarosio');
    await user.click(screen.getByRole('button', { name: 'Nuovo ingrediente da libreria' }));
    const libreria = await screen.findByRole('dialog', { name: 'Nuovo ingrediente da libreria' });
    const lista = await within(libreria).findByRole('list', { name: 'Libreria ingredienti' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(3);
    await user.type(within(libreria).getByRole('textbox', { name: 'Cerca nella libreria' }), 'LATTE');
    expect(within(lista).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lista).getByText(/Fonte: CREA/)).toBeInTheDocument();
    await user.clear(within(libreria).getByRole('textbox', { name: 'Cerca nella libreria' }));
    await user.type(within(libreria).getByRole('textbox', { name: 'Cerca nella libreria' }), 'zafferano');
    expect(within(libreria).getByText('Nessun ingrediente della libreria corrisponde alla ricerca.')).toBeInTheDocument();
    await user.clear(within(libreria).getByRole('textbox', { name: 'Cerca nella libreria' }));
    // jsdom lays nothing out: the dialog's focus trap takes only elements with a size
    const larghezza = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    await user.click(within(libreria).getByRole('button', { name: 'Usa Latte intero' }));

    const form = await screen.findByRole('dialog', { name: 'Nuovo Ingrediente' });
    expect(within(form).getByLabelText(/^Nome/)).toHaveValue('Latte intero');
    expect(within(form).getByLabelText(/Unità di misura/)).toHaveValue('l');
    expect(within(form).getByLabelText('Acqua (g/100 g)')).toHaveValue('87,5'); // it-IT, never '87.5'
    expect(within(form).getByLabelText('Grassi (g/100 g)')).toHaveValue('3,6');
    expect(within(form).getByLabelText('Densità (kg/l)')).toHaveValue('1,032');
    expect(within(form).getByLabelText('PAC (per 100 g)')).toHaveValue('4,9');
    expect(within(form).getByTestId('fonte-libreria')).toHaveTextContent('Fonte: CREA, Tabelle di composizione degli alimenti');
    expect(within(form).getByTestId('fonte-libreria')).toHaveTextContent('Allergeni tipici da indicare nei gusti: Latte');
    expect(within(form).getByLabelText(/Costo per unità/)).toHaveValue('');
    // what the library cannot fill is said up front, and the first such field has the focus
    expect(within(form).getByTestId('da-completare')).toHaveTextContent('Da completare: costo per unità, fornitore');
    await waitFor(() => expect(within(form).getByLabelText(/Costo per unità/)).toHaveFocus());
    larghezza.mockRestore();
    await user.type(within(form).getByLabelText(/Costo per unità/), '1.2');
    expect(within(form).getByTestId('da-completare')).toHaveTextContent('Da completare: fornitore');
    await user.type(within(form).getByLabelText(/^Fornitore/), 'Latteria');
    expect(within(form).queryByTestId('da-completare')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Crea Ingrediente' }));
    await waitFor(() => expect(input).toBeDefined());
    expect(input).toMatchObject({ nome: 'Latte intero', unitaMisura: 'l', costoPerUnita: 1.2, acqua: 87.5, lattosio: 4.9, slng: 8.9, densita: 1.032, glucosio: 0 });
  }, 40_000);

  it('shows the loading error of the library and retries', async () => {
    let fail = true;
    server.use(
      listHandler([SACCAROSIO]),
      graphql.query('LibreriaIngredienti', () => (fail ? graphqlErrorResponse('boom', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { libreriaIngredienti: LIBRERIA } }))),
    );
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await screen.findByText('Saccarosio');
    await user.click(screen.getByRole('button', { name: 'Nuovo ingrediente da libreria' }));
    const libreria = await screen.findByRole('dialog', { name: 'Nuovo ingrediente da libreria' });
    expect(await within(libreria).findByText(LIBRERIA_ERROR)).toBeInTheDocument();
    fail = false;
    await user.click(within(libreria).getByRole('button', { name: 'Riprova' }));
    expect(await within(libreria).findByRole('button', { name: 'Usa Saccarosio' })).toBeInTheDocument();
  });
});

describe('Storico prezzi', () => {
  const storico = {
    ingredienteId: 1,
    nome: 'Latte intero',
    unitaMisura: 'l',
    ultimoPrezzo: 1.1,
    prezzoMedioPonderato: 1.0667,
    sogliaVariazione: 5,
    prezzi: [
      { data: '2026-11-20', fornitore: 'Caseificio Val Padana S.r.l.', numeroDocumento: 'FV/2026/1187', lotto: 'L2611A', quantita: 100, prezzoUnitario: 1.1, variazionePercentuale: 10, allarmePrezzo: true },
      { data: '2026-11-02', fornitore: 'Caseificio Val Padana S.r.l.', numeroDocumento: 'DDT 88', lotto: 'L2610C', quantita: 200, prezzoUnitario: 1, variazionePercentuale: null, allarmePrezzo: false },
    ],
  };

  it('shows the last price, the weighted average, the chart and the received prices with the alert over the threshold', async () => {
    const richieste: number[] = [];
    server.use(
      listHandler([LATTE]),
      graphql.query<never, { ingredienteId: number }>('PrezziIngrediente', ({ variables }) => {
        richieste.push(variables.ingredienteId);
        return HttpResponse.json({ data: { prezziIngrediente: storico } });
      }),
    );
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await screen.findByText('Latte intero');
    await user.click(screen.getByRole('button', { name: 'Storico prezzi di Latte intero' }));
    const dialog = await screen.findByRole('dialog');
    const riepilogo = await within(dialog).findByTestId('prezzi-riepilogo');
    expect(within(riepilogo).getByText('€ 1,10/l')).toBeInTheDocument();
    expect(within(riepilogo).getByText('€ 1,07/l')).toBeInTheDocument();
    expect(within(dialog).getByTestId('grafico-prezzi')).toBeInTheDocument();
    const righe = within(within(dialog).getByRole('table', { name: 'Prezzi ricevuti' })).getAllByRole('row').slice(1);
    expect(righe.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['20/11/2026', '02/11/2026']);
    expect(within(righe[0]!).getByText('+10,00%')).toBeInTheDocument();
    expect(within(dialog).getByText('In rosso le variazioni oltre il 5 % rispetto al prezzo precedente.')).toBeInTheDocument();
    expect(richieste).toEqual([LATTE.id]);
  });

  it('says when there are no receipts yet, and shows an error with a retry', async () => {
    let fallisci = true;
    server.use(
      listHandler([LATTE]),
      graphql.query('PrezziIngrediente', () =>
        fallisci ? graphqlErrorResponse('Errore interno del server', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { prezziIngrediente: { ...storico, prezzoMedioPonderato: null, prezzi: [] } } }),
      ),
    );
    const { user } = renderWithProviders(<IngredientiPage />, { session: { user: makeUser('admin') } });
    await screen.findByText('Latte intero');
    await user.click(screen.getByRole('button', { name: 'Storico prezzi di Latte intero' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Errore nel caricamento dello storico prezzi')).toBeInTheDocument();
    fallisci = false;
    await user.click(within(dialog).getByRole('button', { name: /Riprova/ }));
    expect(await within(dialog).findByText(/Nessun ricevimento registrato per questo ingrediente/)).toBeInTheDocument();
  });
});
