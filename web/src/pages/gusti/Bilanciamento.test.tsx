import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { analisiDi, righeScienza } from '../../features/scienza/fixtures';
import type { AggiornaGustoInput } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { ANALISI_ERROR, ANALISI_VUOTA } from './BilanciamentoPanel';
import { FIOR_DI_LATTE, GUSTI, makeDatiForm, type GustoFixture } from './fixtures';
import GustiPage from './index';

type RigaInput = { ingredienteId: number; quantita: number; unita: string };
type AnalisiInput = { righe: RigaInput[]; puntoVenditaId: number | null; profiloId: number | null };
type BilanciaInput = { righe: (RigaInput & { bloccata: boolean; min: number | null; max: number | null })[]; obiettivo: string; profiloId: number | null };

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ').replace(/\u2212/g, '-');

const OPZIONI = {
  profiliBilanciamento: [
    { __typename: 'ProfiloBilanciamento', id: 1, nome: 'Gelato al latte e creme', predefinito: true },
    { __typename: 'ProfiloBilanciamento', id: 3, nome: 'Sorbetto', predefinito: false },
  ],
  puntiVendita: [
    { __typename: 'PuntoVendita', id: 1, nome: 'Centro', attivo: true, temperaturaVetrina: -14 },
    { __typename: 'PuntoVendita', id: 2, nome: 'Chiuso', attivo: false, temperaturaVetrina: -12 },
  ],
};

function handlers(opts: { analisi?: AnalisiInput[]; analisiFail?: () => boolean; bilancia?: (input: BilanciaInput) => unknown; aggiorna?: AggiornaGustoInput[] } = {}) {
  return [
    graphql.query('GestioneGusti', () => HttpResponse.json({ data: { gusti: GUSTI.filter((g) => g.attivo) } })),
    graphql.query('DatiFormGusto', () => HttpResponse.json({ data: makeDatiForm() })),
    graphql.query('OpzioniScienza', () => HttpResponse.json({ data: OPZIONI })),
    graphql.query<never, { input: AnalisiInput }>('AnalisiRicetta', ({ variables }) => {
      opts.analisi?.push(variables.input);
      if (opts.analisiFail?.()) return graphqlErrorResponse('boom', 'INTERNAL_SERVER_ERROR');
      const vetrina = variables.input.puntoVenditaId === 1 ? -14 : -12;
      return HttpResponse.json({ data: { analisiRicetta: analisiDi(righeScienza(variables.input.righe), { vetrina }) } });
    }),
    graphql.mutation<never, { input: BilanciaInput }>('BilanciaRicetta', ({ variables }) => HttpResponse.json({ data: { bilanciaRicetta: opts.bilancia?.(variables.input) } })),
    graphql.mutation<never, { id: number; input: AggiornaGustoInput }>('AggiornaGusto', ({ variables }) => {
      opts.aggiorna?.push(variables.input);
      return HttpResponse.json({ data: { aggiornaGusto: FIOR_DI_LATTE } });
    }),
  ];
}

async function openPanel(gusto: GustoFixture | null, h: ReturnType<typeof handlers>) {
  server.use(...h);
  const r = renderWithProviders(<GustiPage />, { session: { user: makeUser('manager') } });
  await screen.findAllByTestId('gusto-card');
  await r.user.click(gusto ? screen.getByRole('button', { name: `Modifica ${gusto.nome}` }) : screen.getByRole('button', { name: /Nuovo Gusto/ }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText(/^Nome/);
  await r.user.click(within(dialog).getByRole('button', { name: /Bilanciamento/ }));
  const panel = await within(dialog).findByTestId('pannello-bilanciamento');
  return { ...r, dialog, panel };
}

/** The milk flavour balanced: less sugar, more cream. */
function propostaFattibile(input: BilanciaInput) {
  const righe = input.righe.map((r) => (r.ingredienteId === 2 ? { ...r, quantita: 170 } : r.ingredienteId === 3 ? { ...r, quantita: 0.15 } : r));
  const analisi = analisiDi(righeScienza(righe));
  return {
    __typename: 'RisultatoBilanciamento',
    fattibile: true,
    righe: righe.map(({ ingredienteId, quantita, unita }) => ({ __typename: 'RigaProposta', ingredienteId, quantita, unita })),
    foodCost: analisi.foodCost,
    obiettiviMancati: [],
    vincoliAttivi: [{ __typename: 'VincoloAttivo', chiave: 'riga_3_max', descrizione: 'Panna fresca 35% al massimo: 0,2 kg (limite della riga)' }],
    analisi,
  };
}

describe('Bilanciamento panel', () => {
  it('previews the unsaved recipe: composition, targets, curve figures, display case of the chosen sales point', async () => {
    const analisi: AnalisiInput[] = [];
    const { panel, user, dialog } = await openPanel(FIOR_DI_LATTE, handlers({ analisi }));
    expect(await within(panel).findByTestId('analisi-ricetta')).toBeInTheDocument();
    expect(analisi[0]).toEqual({
      righe: [
        { ingredienteId: 1, quantita: 700, unita: 'ml', ruolo: 'base' },
        { ingredienteId: 2, quantita: 200, unita: 'g', ruolo: 'base' },
        { ingredienteId: 3, quantita: 0.1, unita: 'kg', ruolo: 'base' },
      ],
      puntoVenditaId: null,
      profiloId: null,
    });
    expect(within(panel).getByTestId('barra-zuccheri')).toHaveAttribute('data-esito', 'ok');
    expect(within(panel).getByTestId('barra-stabilizzanti')).toHaveAttribute('data-esito', 'basso');
    expect(plain(within(panel).getByTestId('cifra-vetrina').textContent)).toContain('In vetrina a -12,0 °C');

    // sales points: active ones with their display-case temperature
    const vetrina = within(panel).getByRole('combobox', { name: 'Vetrina del punto vendita' });
    expect(within(vetrina).getAllByRole('option').map((o) => plain(o.textContent))).toEqual(['Predefinita (-12,0 °C)', 'Centro (-14,0 °C)']);
    await user.selectOptions(vetrina, '1');
    await waitFor(() => expect(plain(within(panel).getByTestId('cifra-vetrina').textContent)).toContain('In vetrina a -14,0 °C'));
    expect(analisi.at(-1)?.puntoVenditaId).toBe(1);

    // typing in the recipe updates the preview (debounced)
    const prima = analisi.length;
    const q = within(dialog).getByRole('textbox', { name: 'Quantità riga 2' });
    await user.clear(q);
    await user.type(q, '300');
    await waitFor(() => expect(within(panel).getByTestId('barra-zuccheri')).toHaveAttribute('data-esito', 'alto'));
    const zucchero = analisi.slice(prima).map((a) => a.righe.find((r) => r.ingredienteId === 2)?.quantita);
    expect(zucchero.at(-1)).toBe(300);
  }, 60_000);

  it('shows the empty state without lines, and the loading and error states', async () => {
    let fail = true;
    const { panel: vuoto, user, dialog } = await openPanel(null, handlers({ analisiFail: () => fail }));
    expect(within(vuoto).getByText(ANALISI_VUOTA)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /Aggiungi Ingrediente/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ingrediente riga 1' }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantità riga 1' }), '500');
    expect(await within(vuoto).findByText("Calcolo dell'analisi...")).toBeInTheDocument();
    expect(await within(vuoto).findByText(ANALISI_ERROR)).toBeInTheDocument();
    fail = false;
    await user.click(within(vuoto).getByRole('button', { name: 'Riprova' }));
    expect(await within(vuoto).findByTestId('analisi-ricetta')).toBeInTheDocument();
  }, 60_000);

  it('balances with locks, bounds and the objective, shows the diff, and the accepted proposal is saved', async () => {
    const inviati: BilanciaInput[] = [];
    const aggiorna: AggiornaGustoInput[] = [];
    const { panel, user, dialog } = await openPanel(
      FIOR_DI_LATTE,
      handlers({
        aggiorna,
        bilancia: (input) => {
          inviati.push(input);
          return propostaFattibile(input);
        },
      }),
    );
    await within(panel).findByTestId('analisi-ricetta');
    await user.click(within(panel).getByRole('tab', { name: /Bilancia/ }));
    expect(within(panel).getAllByTestId('vincolo-riga')).toHaveLength(3);
    await user.click(within(panel).getByRole('checkbox', { name: 'Blocca Latte intero' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Libera Saccarosio dai limiti ±30 %' }));
    await user.type(within(panel).getByRole('spinbutton', { name: 'Massimo Panna fresca 35% (kg)' }), '0.2');
    await user.click(within(panel).getByRole('radio', { name: 'Modifica minima' }));
    await user.click(within(panel).getByRole('button', { name: /^Bilancia$/ }));

    const proposta = await within(panel).findByTestId('proposta');
    expect(inviati[0]).toEqual({
      righe: [
        { ingredienteId: 1, quantita: 700, unita: 'ml', ruolo: 'base', bloccata: true, libera: false, min: null, max: null },
        { ingredienteId: 2, quantita: 200, unita: 'g', ruolo: 'base', bloccata: false, libera: true, min: null, max: null },
        { ingredienteId: 3, quantita: 0.1, unita: 'kg', ruolo: 'base', bloccata: false, libera: false, min: null, max: 0.2 },
      ],
      profiloId: null,
      nomeGusto: 'Fior di latte',
      puntoVenditaId: null,
      obiettivo: 'modifica_minima',
    });
    const righe = within(proposta).getAllByTestId('proposta-riga').map((r) => plain(r.textContent));
    expect(righe).toEqual(['Latte intero700,0 ml700,0 ml=', 'Saccarosio200,0 g170,0 g-30,0 g', 'Panna fresca 35%0,100 kg0,150 kg+0,050 kg']);
    expect(plain(within(proposta).getByTestId('proposta-food-cost').textContent)).toMatch(/^Food cost€ \d,\d\d\/kg€ \d,\d\d\/kg/);
    expect(within(proposta).getByTestId('proposta-controllo-zuccheri')).toBeInTheDocument();
    // why the recipe is what it is: the binding constraints in Italian
    expect(plain(within(panel).getByTestId('vincoli-attivi').textContent)).toBe('Perché la ricetta è cosìPanna fresca 35% al massimo: 0,2 kg (limite della riga)');

    await user.click(within(proposta).getByRole('button', { name: /Accetta proposta/ }));
    expect(within(panel).queryByTestId('proposta')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Quantità riga 2' })).toHaveValue('170');
    expect(within(dialog).getByRole('textbox', { name: 'Quantità riga 3' })).toHaveValue('0,15'); // it-IT in the input
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    // the cream stays in kg among g and ml: asked before saving (issue 34 item 10)
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Salva comunque' }));
    await waitFor(() => expect(aggiorna).toHaveLength(1));
    expect(aggiorna[0]!.ingredienti).toEqual([
      { ingredienteId: 1, quantita: 700, unita: 'ml' },
      { ingredienteId: 2, quantita: 170, unita: 'g' },
      { ingredienteId: 3, quantita: 0.15, unita: 'kg' },
    ]);
  }, 60_000);

  it('names the missed targets of an infeasible balancing, and a discarded proposal changes nothing', async () => {
    const { panel, user, dialog } = await openPanel(
      FIOR_DI_LATTE,
      handlers({
        bilancia: (input) => ({
          ...propostaFattibile(input),
          fattibile: false,
          obiettiviMancati: [
            { __typename: 'ObiettivoMancato', chiave: 'zuccheri', valore: 31.2, min: 18, max: 30, scarto: 1.2, messaggio: 'Zuccheri 31,2 % oltre il massimo 30 %: riduci lo zucchero o aggiungi acqua/frutta' },
          ],
        }),
      }),
    );
    await within(panel).findByTestId('analisi-ricetta');
    await user.click(within(panel).getByRole('tab', { name: /Bilancia/ }));
    await user.click(within(panel).getByRole('button', { name: /^Bilancia$/ }));
    const proposta = await within(panel).findByTestId('proposta');
    expect(within(proposta).getByText('Obiettivi non raggiungibili')).toBeInTheDocument();
    expect(plain(within(proposta).getByTestId('obiettivi-mancati').textContent)).toContain(
      'Zuccheri 31,2 % oltre il massimo 30 %: riduci lo zucchero o aggiungi acqua/frutta (scarto 1,2 %)',
    );
    await user.click(within(proposta).getByRole('button', { name: /Scarta/ }));
    expect(within(panel).queryByTestId('proposta')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Quantità riga 2' })).toHaveValue('200');
  }, 60_000);

  it('shows the server message when balancing fails', async () => {
    const { panel, user } = await openPanel(FIOR_DI_LATTE, [
      graphql.mutation('BilanciaRicetta', async () => {
        await delay(50);
        return graphqlErrorResponse('Quantità non valida nella riga 2', 'BAD_USER_INPUT');
      }),
      ...handlers(),
    ]);
    await within(panel).findByTestId('analisi-ricetta');
    await user.click(within(panel).getByRole('tab', { name: /Bilancia/ }));
    await user.click(within(panel).getByRole('button', { name: /^Bilancia$/ }));
    expect(await within(panel).findByText('Quantità non valida nella riga 2')).toBeInTheDocument();
  }, 60_000);
});
