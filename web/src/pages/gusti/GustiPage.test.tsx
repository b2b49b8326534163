import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AggiornaGustoInput, DatiFormGustoQuery, GustoInput } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { baseCostoPredefinitaHandler, graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { BACIO_OFF, FIOR_DI_LATTE, FONDENTE, FRAGOLA, GUSTI, makeDatiForm, makeGusto, type GustoFixture } from './fixtures';
import GustiPage from './index';
import { NO_INGREDIENTS_MESSAGE } from './gusto-form';
import { MASS_NOTE } from './RecipeEditor';

function gustiHandler(rows: readonly GustoFixture[], calls: boolean[] = []) {
  return graphql.query<{ gusti: GustoFixture[] }, { includiDisattivi: boolean }>('GestioneGusti', ({ variables }) => {
    calls.push(variables.includiDisattivi);
    return HttpResponse.json({ data: { gusti: variables.includiDisattivi ? [...rows] : rows.filter((g) => g.attivo) } });
  });
}

function datiHandler(dati: DatiFormGustoQuery = makeDatiForm()) {
  return graphql.query('DatiFormGusto', () => HttpResponse.json({ data: dati }));
}

function renderPage(rows: readonly GustoFixture[] = GUSTI, calls: boolean[] = [], dati?: DatiFormGustoQuery) {
  server.use(gustiHandler(rows, calls), datiHandler(dati));
  return renderWithProviders(<GustiPage />, { session: { user: makeUser('manager') } });
}

const cardNames = () => screen.getAllByTestId('gusto-card').map((c) => within(c).getAllByText(/.+/)[0]!.textContent);
const tableNames = () =>
  within(screen.getByRole('table', { name: 'Gusti' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.querySelector('p')!.textContent);

async function openNew(user: ReturnType<typeof renderPage>['user']) {
  await screen.findAllByTestId('gusto-card');
  await user.click(screen.getByRole('button', { name: /Nuovo Gusto/ }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText(/^Nome/);
  return dialog;
}

describe('Gestione Gusti', () => {
  it('loads, then shows cards with colour, category, food cost, PAC/kg, kcal and status', async () => {
    renderPage();
    expect(screen.getByText('Caricamento in corso...')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('gusto-card');
    expect(cards).toHaveLength(3);
    const fragola = cards.find((c) => within(c).queryByText('Fragola'))!;
    expect(within(fragola).getByText('Frutta')).toBeInTheDocument();
    expect(within(fragola).getByText('Stagionale')).toBeInTheDocument();
    expect(within(fragola).getByText('€ 3,10/kg')).toBeInTheDocument();
    expect(within(fragola).getByText('290,4')).toBeInTheDocument();
    expect(within(fragola).getByText('120,3')).toBeInTheDocument();
    expect(within(fragola).getByText('Attivo')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1-3 di 3 gusti')).toBeInTheDocument();
  });

  it('searches by name and filters by active category', async () => {
    const { user } = renderPage();
    await screen.findAllByTestId('gusto-card');
    const categorySelect = screen.getByRole('combobox', { name: 'Categoria' });
    await waitFor(() => expect(within(categorySelect).getAllByRole('option')).toHaveLength(4));
    expect(within(categorySelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tutte le categorie', 'Creme', 'Frutta', 'Cioccolati']);
    await user.type(screen.getByRole('textbox', { name: 'Cerca gusti' }), 'FRAG');
    expect(screen.getAllByTestId('gusto-card')).toHaveLength(1);
    expect(screen.getByText('Mostrando 1-1 di 1 gusto')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Cerca gusti' }));
    await user.selectOptions(categorySelect, 'Cioccolati');
    expect(screen.getAllByTestId('gusto-card')).toHaveLength(1);
    expect(screen.getByText('Cioccolato fondente')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Cerca gusti' }), 'fragola');
    expect(screen.getByText('Nessun gusto corrisponde ai filtri.')).toBeInTheDocument();
  });

  it('refetches with includiDisattivi when the checkbox is ticked', async () => {
    const calls: boolean[] = [];
    const { user } = renderPage(GUSTI, calls);
    await screen.findAllByTestId('gusto-card');
    expect(screen.queryByText('Bacio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Includi gusti disattivati' }));
    expect(await screen.findByText('Bacio')).toBeInTheDocument();
    expect(calls).toEqual([false, true]);
    const bacio = screen.getAllByTestId('gusto-card').find((c) => within(c).queryByText('Bacio'))!;
    expect(within(bacio).getByText('Disattivato')).toBeInTheDocument();
  });

  it('sorts the table by nome, categoria and food cost', async () => {
    const { user } = renderPage([...GUSTI, makeGusto({ id: 9, nome: 'Amarena', categoria: FRAGOLA.categoria, foodCost: 2 })]);
    await screen.findAllByTestId('gusto-card');
    await user.click(screen.getByRole('button', { name: /Tabella/ }));
    expect(tableNames()).toEqual(['Amarena', 'Cioccolato fondente', 'Fior di latte', 'Fragola']);
    await user.click(screen.getByRole('button', { name: 'Ordina per Nome' }));
    expect(tableNames()).toEqual(['Fragola', 'Fior di latte', 'Cioccolato fondente', 'Amarena']);
    await user.click(screen.getByRole('button', { name: 'Ordina per Categoria' }));
    expect(tableNames()[0]).toBe('Cioccolato fondente');
    expect(tableNames()[1]).toBe('Fior di latte');
    await user.click(screen.getByRole('button', { name: /Ordina per Food.cost/ }));
    expect(tableNames()).toEqual(['Fior di latte', 'Amarena', 'Fragola', 'Cioccolato fondente']);
    await user.click(screen.getByRole('button', { name: /Ordina per Food.cost/ }));
    expect(tableNames()[0]).toBe('Cioccolato fondente');
    const row = screen.getByText('Fior di latte').closest('tr')!;
    expect(within(row).getByText('€ 1,54/kg')).toBeInTheDocument();
    expect(within(row).getByText('238')).toBeInTheDocument();
    expect(within(row).getByText('158,8')).toBeInTheDocument();
  });

  it('paginates with 5/10/20/50 per page (default 10) and at most 5 page buttons', async () => {
    const many = Array.from({ length: 64 }, (_, i) => makeGusto({ id: 100 + i, nome: `Gusto ${String(i + 1).padStart(2, '0')}` }));
    const { user } = renderPage(many);
    await screen.findAllByTestId('gusto-card');
    expect(screen.getAllByTestId('gusto-card')).toHaveLength(10);
    expect(screen.getByText('Mostrando 1-10 di 64 gusti')).toBeInTheDocument();
    const sizes = within(screen.getByLabelText('Elementi per pagina')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(sizes).toEqual(['5', '10', '20', '50']);
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    const numbers = () => within(nav).getAllByRole('button').map((b) => b.textContent).filter((t) => /^\d+$/.test(t ?? ''));
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(nav).getByRole('button', { name: '5' }));
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByText('Mostrando 41-50 di 64 gusti')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Elementi per pagina'), '5');
    expect(screen.getByText('Mostrando 1-5 di 64 gusti')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    const { user } = renderPage([]);
    expect(await screen.findByText('Nessun gusto trovato.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Crea il primo gusto/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows the load error and retries', async () => {
    let fail = true;
    server.use(
      graphql.query('GestioneGusti', () => (fail ? graphqlErrorResponse('boom', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { gusti: [FRAGOLA] } }))),
      datiHandler(),
    );
    const { user } = renderWithProviders(<GustiPage />, { session: { user: makeUser('admin') } });
    expect(await screen.findByText('Errore nel caricamento dei gusti')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Fragola')).toBeInTheDocument();
  });

  it('validates nome and categoria, offers only active categories and allergens', async () => {
    const { user } = renderPage();
    const dialog = await openNew(user);
    expect(within(dialog).getByText('Nuovo Gusto')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Colore')).toHaveValue('#ffffff');
    const categoria = within(dialog).getByRole('combobox', { name: /Categoria/ });
    expect(within(categoria).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleziona una categoria...', 'Creme', 'Frutta', 'Cioccolati']);
    expect(within(dialog).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Stagionale', 'Latte', 'Frutta a guscio', 'Uova']);
    await user.click(within(dialog).getByRole('button', { name: 'Crea Gusto' }));
    expect(within(dialog).getByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('La categoria è obbligatoria')).toBeInTheDocument();
  });

  it('edits the recipe with the unit rules, the pz note and the live preview', async () => {
    const { user } = renderPage();
    const dialog = await openNew(user);

    const add = within(dialog).getByRole('button', { name: /Aggiungi Ingrediente/ });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    await user.click(add);
    const ingredientSelect = within(dialog).getByRole('combobox', { name: 'Ingrediente riga 1' });
    // only active ingredients are offered
    expect(within(ingredientSelect).queryByText(/Pasta di pistacchio/)).not.toBeInTheDocument();

    await user.selectOptions(ingredientSelect, '1'); // latte, l
    expect(within(within(dialog).getByRole('combobox', { name: 'Unità riga 1' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['ml', 'l']);
    // gelato makers weigh in grams: a line on a litre ingredient starts in ml (DOMAIN.md "Units")
    expect(within(dialog).getByRole('combobox', { name: 'Unità riga 1' })).toHaveValue('ml');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantità riga 1' }), '700');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ingrediente riga 2' }), '2'); // saccarosio, kg
    expect(within(within(dialog).getByRole('combobox', { name: 'Unità riga 2' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['g', 'kg']);
    expect(within(dialog).getByRole('combobox', { name: 'Unità riga 2' })).toHaveValue('g');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantità riga 2' }), '200');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ingrediente riga 3' }), '3'); // panna, kg
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Unità riga 3' }), 'kg');
    const q3 = within(dialog).getByRole('textbox', { name: 'Quantità riga 3' });
    expect(q3).toHaveAttribute('inputmode', 'decimal');
    await user.type(q3, '0,1'); // the Italian decimal comma

    // live preview, hand computed (recipe-preview.test.ts): M = 1 kg
    expect(within(dialog).getByTestId('anteprima-food-cost')).toHaveTextContent('€ 1,54/kg');
    expect(within(dialog).getByTestId('anteprima-pac')).toHaveTextContent('238');
    expect(within(dialog).getByTestId('anteprima-pod')).toHaveTextContent('208');
    expect(within(dialog).getByTestId('anteprima-kcal')).toHaveTextContent('158,8');
    expect(within(dialog).getByTestId('anteprima-massa')).toHaveTextContent('1,000 kg');
    expect(within(dialog).getByText(MASS_NOTE)).toBeInTheDocument();

    // a pz line: cost only, with its note
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ingrediente riga 4' }), '4');
    expect(within(within(dialog).getByRole('combobox', { name: 'Unità riga 4' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['pz']);
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantità riga 4' }), '5');
    expect(within(dialog).getByTestId('nota-pezzi')).toHaveTextContent('I pezzi pesano quanto il peso del pezzo dell’ingrediente; senza peso del pezzo contano solo nel costo');
    expect(within(dialog).getByTestId('anteprima-food-cost')).toHaveTextContent('€ 2,04/kg'); // (1,54 + 0,50) / 1 kg
    expect(within(dialog).getByTestId('anteprima-massa')).toHaveTextContent('1,000 kg');
    expect(within(dialog).getByTestId('anteprima-pac')).toHaveTextContent('238');

    // remove the pz line again
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi riga 4' }));
    expect(within(dialog).queryByTestId('nota-pezzi')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('anteprima-food-cost')).toHaveTextContent('€ 1,54/kg');

  }, 30_000);

  it('creates a flavour with the right variables', async () => {
    let input: GustoInput | undefined;
    server.use(
      graphql.mutation<{ creaGusto: GustoFixture }, { input: GustoInput }>('CreaGusto', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { creaGusto: makeGusto({ id: 77, nome: variables.input.nome }) } });
      }),
    );
    const { user } = renderPage();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Crema della casa');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Categoria/ }), 'Creme');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Latte' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Stagionale' }));
    await user.click(within(dialog).getByRole('button', { name: /Aggiungi Ingrediente/ }));
    await user.click(within(dialog).getByRole('button', { name: /Aggiungi Ingrediente/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ingrediente riga 1' }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantità riga 1' }), '700'); // the line starts in ml
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ingrediente riga 2' }), '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantità riga 2' }), '100'); // in g
    await user.click(within(dialog).getByRole('button', { name: 'Crea Gusto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input).toEqual({
      nome: 'Crema della casa',
      descrizione: null,
      categoriaId: 1,
      colore: '#ffffff',
      stagionale: true,
      noteProduzione: null,
      denominazione: null,
      ingredienti: [
        { ingredienteId: 1, quantita: 700, unita: 'ml' },
        { ingredienteId: 3, quantita: 100, unita: 'g' },
      ],
      allergeniIds: [7],
      profiloId: null,
    });
  }, 60_000);

  it('after creating, clears search and filter, jumps to the page of the new flavour and shows it marked "Nuovo"', async () => {
    const rows: GustoFixture[] = Array.from({ length: 11 }, (_, i) => makeGusto({ id: i + 1, nome: `Gusto ${String(i + 1).padStart(2, '0')}` }));
    server.use(
      graphql.mutation<{ creaGusto: GustoFixture }, { input: GustoInput }>('CreaGusto', ({ variables }) => {
        const creato = makeGusto({ id: 99, nome: variables.input.nome });
        rows.push(creato);
        return HttpResponse.json({ data: { creaGusto: creato } });
      }),
    );
    const { user } = renderPage(rows);
    await screen.findAllByTestId('gusto-card');
    await user.type(screen.getByRole('textbox', { name: 'Cerca gusti' }), 'Gusto 0');
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Zabaione');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Categoria/ }), 'Creme');
    await user.click(within(dialog).getByRole('button', { name: /Aggiungi Ingrediente/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ingrediente riga 1' }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantità riga 1' }), '700');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Gusto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // sorted by name, "Zabaione" is the 12th of 12: page 2 of 10 per page
    expect(await screen.findByText('Mostrando 11-12 di 12 gusti')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cerca gusti' })).toHaveValue('');
    const evidenziate = screen.getAllByTestId('gusto-card').filter((c) => c.getAttribute('data-creato') === 'true');
    expect(evidenziate).toHaveLength(1);
    expect(within(evidenziate[0]!).getByText('Zabaione')).toBeInTheDocument();
    expect(within(evidenziate[0]!).getByText('Nuovo')).toBeInTheDocument();
    // the table view marks the same row
    await user.click(screen.getByRole('button', { name: /Tabella/ }));
    const riga = screen.getAllByRole('row').find((r) => r.getAttribute('data-creato') === 'true')!;
    expect(within(riga).getByText('Zabaione')).toBeInTheDocument();
    expect(within(riga).getByText('Nuovo')).toBeInTheDocument();
  }, 60_000);

  it('asks before saving a recipe whose batch is outside 0,5-100 kg or whose units differ by 1000 times', async () => {
    const inputs: GustoInput[] = [];
    server.use(
      graphql.mutation<{ creaGusto: GustoFixture }, { input: GustoInput }>('CreaGusto', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: { creaGusto: makeGusto({ id: 78, nome: variables.input.nome }) } });
      }),
    );
    const { user } = renderPage();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Fior di latte');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Categoria/ }), 'Creme');
    const add = within(dialog).getByRole('button', { name: /Aggiungi Ingrediente/ });
    await user.click(add);
    await user.click(add);
    // grams of milk typed on a line switched to litres: 700 l × 1 kg/l (no density given) + 200 g = 700,2 kg
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ingrediente riga 1' }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Unità riga 1' }), 'l');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantità riga 1' }), '700');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ingrediente riga 2' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantità riga 2' }), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Gusto' }));

    const conferma = await dialogoAperto();
    expect(within(conferma).getByText('Controlla la ricetta')).toBeInTheDocument();
    const testo = within(conferma).getByText(/La ricetta fa/).textContent;
    expect(testo).toContain("La ricetta fa 700,200 kg di miscela, fuori dall'intervallo consueto di un lotto (da 0,5 a 100 kg)");
    expect(testo).toContain("Unità da controllare: «Latte intero» in l mentre le altre righe sono in g o ml: un'unità 1000 volte più grande.");
    // Correggi: back to the form, nothing saved
    await user.click(within(conferma).getByRole('button', { name: 'Correggi' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(inputs).toEqual([]);
    // a warning, not a block: Salva comunque saves as typed
    await user.click(within(dialog).getByRole('button', { name: 'Crea Gusto' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Salva comunque' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]!.ingredienti).toEqual([
      { ingredienteId: 1, quantita: 700, unita: 'l' },
      { ingredienteId: 2, quantita: 200, unita: 'g' },
    ]);
  }, 30_000);

  it('saves at once a recipe in g and ml within 0,5-100 kg (no question)', async () => {
    const inputs: GustoInput[] = [];
    server.use(
      graphql.mutation<{ creaGusto: GustoFixture }, { input: GustoInput }>('CreaGusto', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: { creaGusto: makeGusto({ id: 79, nome: variables.input.nome }) } });
      }),
    );
    const { user } = renderPage();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Fior di latte');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Categoria/ }), 'Creme');
    await user.click(within(dialog).getByRole('button', { name: /Aggiungi Ingrediente/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ingrediente riga 1' }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantità riga 1' }), '700');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Gusto' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  }, 30_000);

  it('requires an ingredient on every line', async () => {
    const { user } = renderPage();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Test');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Categoria/ }), 'Creme');
    await user.click(within(dialog).getByRole('button', { name: /Aggiungi Ingrediente/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Crea Gusto' }));
    expect(within(dialog).getByText("Seleziona l'ingrediente di ogni riga della ricetta")).toBeInTheDocument();
  });

  it('says so when the catalogue has no ingredient', async () => {
    const { user } = renderPage(GUSTI, [], makeDatiForm({ ingredienti: [] }));
    const dialog = await openNew(user);
    await user.click(within(dialog).getByRole('button', { name: /Aggiungi Ingrediente/ }));
    expect(within(dialog).getByText(NO_INGREDIENTS_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('riga-ricetta')).not.toBeInTheDocument();
  });

  it('edits a flavour: prefilled form and recipe, aggiornaGusto with the new values', async () => {
    let variables: { id: number; input: AggiornaGustoInput } | undefined;
    server.use(
      graphql.mutation<{ aggiornaGusto: GustoFixture }, { id: number; input: AggiornaGustoInput }>('AggiornaGusto', ({ variables: v }) => {
        variables = v;
        return HttpResponse.json({ data: { aggiornaGusto: { ...FIOR_DI_LATTE, nome: v.input.nome ?? '' } } });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Modifica Fior di latte' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText(/^Nome/)).toHaveValue('Fior di latte');
    expect(within(dialog).getByText('Modifica Gusto')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Categoria/ })).toHaveValue('1');
    expect(within(dialog).getByRole('checkbox', { name: 'Latte' })).toBeChecked();
    expect(within(dialog).getAllByTestId('riga-ricetta')).toHaveLength(3);
    expect(within(dialog).getByRole('combobox', { name: 'Unità riga 1' })).toHaveValue('ml');
    // the stored 0.1 kg shows in Italian format
    expect(within(dialog).getByRole('textbox', { name: 'Quantità riga 3' })).toHaveValue('0,1');
    expect(within(dialog).getByTestId('anteprima-food-cost')).toHaveTextContent('€ 1,54/kg');
    const q2 = within(dialog).getByRole('textbox', { name: 'Quantità riga 2' });
    await user.clear(q2);
    await user.type(q2, '300');
    // M = 1,1 kg; cost 0,84 + 0,45 + 0,40 = 1,69 -> 1,536 €/kg; PAC 35 + 300 + 3 = 338 -> 307,3/kg
    expect(within(dialog).getByTestId('anteprima-food-cost')).toHaveTextContent('€ 1,54/kg');
    expect(within(dialog).getByTestId('anteprima-pac')).toHaveTextContent('338');
    expect(within(dialog).getByText('307,3 per kg di miscela')).toBeInTheDocument();
    expect(within(dialog).getByTestId('anteprima-massa')).toHaveTextContent('1,100 kg');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    // the cream line is in kg among lines in g and ml: asked, then saved as it is
    const conferma = await dialogoAperto();
    expect(conferma).toHaveTextContent("Unità da controllare: «Panna fresca 35%» in kg mentre le altre righe sono in g o ml: un'unità 1000 volte più grande.");
    await user.click(within(conferma).getByRole('button', { name: 'Salva comunque' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(variables?.id).toBe(1);
    expect(variables?.input).toMatchObject({
      nome: 'Fior di latte',
      categoriaId: 1,
      colore: '#fffdf0',
      noteProduzione: 'Pastorizzare a 85 °C',
      descrizione: 'Il classico bianco',
      allergeniIds: [7],
      ingredienti: [
        { ingredienteId: 1, quantita: 700, unita: 'ml' },
        { ingredienteId: 2, quantita: 300, unita: 'g' },
        { ingredienteId: 3, quantita: 0.1, unita: 'kg' },
      ],
    });
  });

  it('duplicates: the copy starts with the suffixed name, duplicaGusto then aggiornaGusto on the copy', async () => {
    const calls: string[] = [];
    let update: { id: number; input: AggiornaGustoInput } | undefined;
    server.use(
      graphql.mutation<{ duplicaGusto: GustoFixture }, { id: number }>('DuplicaGusto', ({ variables }) => {
        calls.push(`duplica ${variables.id}`);
        return HttpResponse.json({ data: { duplicaGusto: { ...FIOR_DI_LATTE, id: 50, nome: 'Fior di latte (copia)' } } });
      }),
      graphql.mutation<{ aggiornaGusto: GustoFixture }, { id: number; input: AggiornaGustoInput }>('AggiornaGusto', ({ variables }) => {
        calls.push(`aggiorna ${variables.id}`);
        update = variables;
        return HttpResponse.json({ data: { aggiornaGusto: { ...FIOR_DI_LATTE, id: 50 } } });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Duplica Fior di latte' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Duplica Gusto')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText(/^Nome/)).toHaveValue('Fior di latte (copia)');
    expect(within(dialog).getAllByTestId('riga-ricetta')).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Crea Copia' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Salva comunque' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['duplica 1', 'aggiorna 50']);
    expect(update?.input.nome).toBe('Fior di latte (copia)');
  });

  it('shows the server message, or the generic one, when saving fails', async () => {
    let first = true;
    server.use(
      graphql.mutation('CreaGusto', () => {
        if (first) {
          first = false;
          return graphqlErrorResponse('La categoria selezionata non esiste o non è attiva', 'BAD_USER_INPUT');
        }
        return HttpResponse.error();
      }),
    );
    const { user } = renderPage();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Nuovo');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Categoria/ }), 'Frutta');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Gusto' }));
    expect(await within(dialog).findByText('La categoria selezionata non esiste o non è attiva')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Crea Gusto' }));
    expect(await within(dialog).findByText('Errore nel salvare il gusto')).toBeInTheDocument();
  });

  it('deactivates through Conferma Azione', async () => {
    let rows = [FIOR_DI_LATTE, FRAGOLA, FONDENTE];
    const ids: number[] = [];
    server.use(
      graphql.query('GestioneGusti', () => HttpResponse.json({ data: { gusti: rows.filter((g) => g.attivo) } })),
      datiHandler(),
      graphql.mutation<{ disattivaGusto: GustoFixture }, { id: number }>('DisattivaGusto', ({ variables }) => {
        ids.push(variables.id);
        rows = rows.map((g) => (g.id === variables.id ? { ...g, attivo: false } : g));
        return HttpResponse.json({ data: { disattivaGusto: rows.find((g) => g.id === variables.id)! } });
      }),
    );
    const { user } = renderWithProviders(<GustiPage />, { session: { user: makeUser('admin') } });
    await user.click(await screen.findByRole('button', { name: 'Disattiva Fragola' }));
    const dialog = await dialogoAperto();
    expect(within(dialog).getByText('Conferma Azione')).toBeInTheDocument();
    expect(within(dialog).getByText('Sei sicuro di voler disattivare il gusto "Fragola"?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disattiva' }));
    await waitFor(() => expect(screen.queryByText('Fragola')).not.toBeInTheDocument());
    expect(ids).toEqual([2]);
    expect(cardNames()).toHaveLength(2);
  });

  it('reports a failed activation', async () => {
    server.use(gustiHandler([FRAGOLA, BACIO_OFF]), datiHandler(), graphql.mutation('AttivaGusto', () => graphqlErrorResponse('x', 'INTERNAL_SERVER_ERROR')));
    const { user } = renderWithProviders(<GustiPage />, { session: { user: makeUser('admin') } });
    await screen.findByText('Fragola');
    await user.click(screen.getByRole('checkbox', { name: 'Includi gusti disattivati' }));
    await user.click(await screen.findByRole('button', { name: 'Attiva Bacio' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Attiva' }));
    expect(await screen.findByText("Errore nell'aggiornamento dello stato del gusto")).toBeInTheDocument();
  });
});

describe('Gestione Gusti: food cost basis (issue 30)', () => {
  it('starts at the setting’s basis and re-queries the flavours at the one chosen on the switch', async () => {
    const basi: unknown[] = [];
    server.use(
      graphql.query<{ gusti: GustoFixture[] }, { baseCosto?: string }>('GestioneGusti', ({ variables }) => {
        basi.push(variables.baseCosto);
        const media = variables.baseCosto === 'media_ponderata';
        return HttpResponse.json({ data: { gusti: [{ ...FRAGOLA, foodCost: media ? 2.95 : 3.1 }] } });
      }),
      datiHandler(),
    );
    const { user } = renderWithProviders(<GustiPage />, { session: { user: makeUser('admin') } });
    const [card] = await screen.findAllByTestId('gusto-card');
    expect(within(card!).getByText('€ 3,10/kg')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ultimo prezzo' })).toBeChecked();
    expect(basi).toEqual([undefined]);
    await user.click(screen.getByText('Media ponderata del magazzino'));
    expect(await screen.findByText('€ 2,95/kg')).toBeInTheDocument();
    expect(basi.at(-1)).toBe('media_ponderata');
    expect(screen.getByRole('radio', { name: 'Media ponderata del magazzino' })).toBeChecked();
  });

  it('shows the weighted average first when it is the setting', async () => {
    server.use(baseCostoPredefinitaHandler('media_ponderata'));
    renderPage();
    await screen.findAllByTestId('gusto-card');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Media ponderata del magazzino' })).toBeChecked());
  });
});
