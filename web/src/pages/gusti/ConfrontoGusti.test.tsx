import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { analisiDi, RIGHE_FIORDILATTE, RIGHE_SBILANCIATA } from '../../features/scienza/fixtures';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { CONFRONTO_ERROR } from './ConfrontoGusti';
import { makeDatiForm, makeGusto } from './fixtures';
import GustiPage from './index';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ').replace(/\u2212/g, '-');

const GUSTI = [
  makeGusto({ id: 1, nome: 'Fior di latte', foodCost: 1.78 }),
  makeGusto({ id: 2, nome: 'Crema dolce', foodCost: 1.2 }),
  makeGusto({ id: 3, nome: 'Panna', foodCost: 2 }),
  makeGusto({ id: 4, nome: 'Stracciatella', foodCost: 2.5 }),
  makeGusto({ id: 5, nome: 'Bacio', foodCost: 3 }),
];
const ANALISI: Record<number, ReturnType<typeof analisiDi>> = {
  1: analisiDi(RIGHE_FIORDILATTE),
  2: analisiDi(RIGHE_SBILANCIATA),
};

function renderConfronto(fail: () => boolean = () => false) {
  const richieste: { id: number; puntoVenditaId: number | null }[] = [];
  server.use(
    graphql.query('GestioneGusti', () => HttpResponse.json({ data: { gusti: GUSTI } })),
    graphql.query('DatiFormGusto', () => HttpResponse.json({ data: makeDatiForm() })),
    graphql.query('OpzioniScienza', () => HttpResponse.json({ data: { profiliBilanciamento: [], puntiVendita: [] } })),
    graphql.query<never, { id: number; puntoVenditaId: number | null }>('AnalisiGusto', ({ variables }) => {
      richieste.push(variables);
      if (fail()) return graphqlErrorResponse('boom', 'INTERNAL_SERVER_ERROR');
      const g = GUSTI.find((x) => x.id === variables.id)!;
      const analisi = ANALISI[g.id] ?? ANALISI[1]!;
      return HttpResponse.json({ data: { gusto: { __typename: 'Gusto', id: g.id, nome: g.nome, colore: g.colore, foodCost: g.foodCost, analisi } } });
    }),
  );
  return { ...renderWithProviders(<GustiPage />, { session: { user: makeUser('admin') } }), richieste };
}

async function openConfronto(user: ReturnType<typeof renderConfronto>['user']) {
  await screen.findAllByTestId('gusto-card');
  await user.click(screen.getByRole('button', { name: /Confronta/ }));
  return screen.findByRole('dialog', { name: 'Confronta gusti' });
}

describe('Confronta gusti', () => {
  it('puts up to 4 flavours side by side with composition, targets, temperatures and food cost', async () => {
    const { user, richieste } = renderConfronto();
    const dialog = await openConfronto(user);
    expect(within(dialog).getByText('Nessun gusto scelto.')).toBeInTheDocument();
    const scegli = within(dialog).getByRole('combobox', { name: 'Aggiungi un gusto al confronto' });
    await user.selectOptions(scegli, '1');
    await user.selectOptions(scegli, '2');
    const tabella = await within(dialog).findByRole('table', { name: 'Confronto dei gusti' });
    expect(richieste).toEqual([
      { id: 1, puntoVenditaId: null },
      { id: 2, puntoVenditaId: null },
    ]);
    const headers = within(tabella).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Per 100 g di miscela', 'Fior di latte', 'Crema dolce']);
    const riga = (etichetta: string) => plain(within(tabella).getByText(etichetta).closest('tr')!.textContent);
    expect(riga('Grassi')).toBe('Grassi7,5 %2,5 %basso');
    expect(riga('Zuccheri')).toMatch(/^Zuccheri21,8 %3\d,\d %alto$/);
    expect(riga('Temperatura di servizio')).toMatch(/^Temperatura di servizio-11,6 °C-1\d,\d °Cbasso$/);
    expect(riga('Food cost')).toMatch(/^Food cost€ 1,78\/kg€ \d,\d\d\/kg$/);
    expect(within(dialog).getByTestId('grafico-confronto-curve')).toBeInTheDocument();

    // at most 4; a removed flavour frees a place
    await user.selectOptions(scegli, '3');
    await user.selectOptions(scegli, '4');
    expect(await within(dialog).findAllByRole('columnheader')).toHaveLength(5);
    expect(scegli).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Togli Crema dolce' }));
    expect(scegli).toBeEnabled();
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Per 100 g di miscela', 'Fior di latte', 'Panna', 'Stracciatella']);
  }, 40_000);

  it('shows the error and retries', async () => {
    let fail = true;
    const { user } = renderConfronto(() => fail);
    const dialog = await openConfronto(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Aggiungi un gusto al confronto' }), '1');
    expect(await within(dialog).findByText(CONFRONTO_ERROR)).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Riprova' }));
    expect(await within(dialog).findByRole('table', { name: 'Confronto dei gusti' })).toBeInTheDocument();
  }, 20_000);
});
