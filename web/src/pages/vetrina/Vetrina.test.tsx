import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { datiHandler } from '../../features/produzione/test-fixtures';
import type { Ruolo } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { durezzaVetrinaHandler, graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { leggiKg, righeDaProduzioni, totaliGiorno } from './vetrina-state';

const carico = (id: number, gustoId: number, gustoNome: string, kg: number, kgRimasti: number | null, produzioneId: number | null = null) => ({
  __typename: 'CaricoVetrina' as const,
  id,
  gustoId,
  gustoNome,
  gustoColore: gustoId === 3 ? '#ff4d6d' : '#ffffff',
  produzioneId,
  kg,
  kgRimasti,
});

const CARICHI = [carico(10, 1, 'Fiordilatte', 5, 1, 7), carico(11, 3, 'Fragola', 4, null)];
const SCARTI = [{ __typename: 'ScartoVetrina' as const, id: 20, gustoId: 1, gustoNome: 'Fiordilatte', gustoColore: '#ffffff', kg: 0.5, motivo: 'caduto' }];

const riga = (gustoId: number, nome: string, kgCaricati: number, kgVenduti: number, kgScarto: number, costi: boolean, ricavo: number, margine: number) => ({
  __typename: 'RiepilogoVetrinaGusto' as const,
  gustoId,
  nome,
  kgCaricati,
  kgVenduti,
  kgScarto,
  sellThrough: (kgVenduti / kgCaricati) * 100,
  scartoPercentuale: (kgScarto / kgCaricati) * 100,
  ...(costi ? { ricavo, margine } : {}),
});

function handlers(opts: { carichi?: unknown[]; scarti?: unknown[]; seen?: Record<string, unknown>[] } = {}) {
  return [
    datiHandler(),
    graphql.query('VetrinaGiorno', ({ variables }) => {
      opts.seen?.push({ op: 'giorno', ...variables });
      return HttpResponse.json({
        data: { vetrina: { __typename: 'VetrinaGiorno', puntoVenditaId: variables.puntoVenditaId, data: variables.data, carichi: opts.carichi ?? CARICHI, scarti: opts.scarti ?? SCARTI } },
      });
    }),
    graphql.query('VetrinaRiepilogo', ({ variables }) => {
      opts.seen?.push({ op: 'riepilogo', ...variables });
      const costi = variables.costi === true;
      return HttpResponse.json({ data: { riepilogoVetrina: [riga(1, 'Fiordilatte', 5, 3.5, 0.5, costi, 112, 106.2)] } });
    }),
    graphql.query('VetrinaProduzioniGiorno', () =>
      HttpResponse.json({
        data: {
          produzioni: {
            __typename: 'ProduzioniPagina',
            righe: [
              {
                __typename: 'Produzione',
                id: 7,
                gusti: [
                  { __typename: 'ProduzioneGusto', gustoId: 1, gustoNome: 'Fiordilatte', gustoColore: '#ffffff', quantitaKg: 5 },
                  { __typename: 'ProduzioneGusto', gustoId: 2, gustoNome: 'Pistacchio', gustoColore: '#93c572', quantitaKg: 4.5 },
                ],
              },
            ],
          },
        },
      }),
    ),
  ];
}

function renderPage(ruolo: Ruolo = 'admin', user = makeUser(ruolo)) {
  return renderWithProviders(undefined, { url: '/vetrina', session: { user } });
}

describe('Vetrina page', () => {
  it('flags the flavours too soft at the measured case, with the link to balance for it (admin)', async () => {
    server.use(...handlers(), durezzaVetrinaHandler([
      { gustoId: 1, nome: 'Fiordilatte', stato: 'troppo_morbido', temperaturaServizio: -13.2, intervalloMin: -12.5, intervalloMax: -9 },
      { gustoId: 2, nome: 'Pistacchio', stato: 'ok', temperaturaServizio: -11, intervalloMin: -12.5, intervalloMax: -9 },
    ], -10.5));
    renderPage('admin');
    const durezza = await screen.findByTestId('durezza-vetrina', {}, { timeout: 20000 });
    expect(durezza).toHaveTextContent('Vetrina misurata −10,5 °C (media di 12 letture nelle ultime 72 ore; configurata −12,0 °C)');
    const flag = within(durezza).getByTestId('durezza-1');
    expect(flag).toHaveTextContent('Troppo morbido');
    expect(within(durezza).queryByTestId('durezza-2')).not.toBeInTheDocument();
    // the link's address is built and read back in registro-haccp.test.ts
    expect(within(flag).getByRole('button', { name: /Bilancia per −10,5/ })).toBeInTheDocument();
  });

  it('shows the trays as tiles (kg loaded, kg left once closed), the waste and the day summary with revenue and margin for admin', async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(...handlers({ seen }));
    renderPage('admin');
    // the lazy page may take a while on a busy machine
    const tile = await screen.findByTestId('vaschetta-10', {}, { timeout: 20000 });
    expect(within(tile).getByText('Fiordilatte')).toBeInTheDocument();
    expect(within(tile).getByText('5 kg')).toBeInTheDocument();
    expect(within(tile).getByTestId('rimasti')).toHaveTextContent('Rimasti 1 kg');
    expect(within(screen.getByTestId('vaschetta-11')).getByText('Aperta')).toBeInTheDocument();
    expect(within(screen.getByTestId('scarti')).getByText('Caduto')).toBeInTheDocument();
    expect(await screen.findByTestId('stat-ricavo')).toHaveTextContent('112,00');
    expect(screen.getByTestId('stat-margine')).toHaveTextContent('106,20');
    expect(screen.getByTestId('stat-venduto')).toHaveTextContent('3,5 kg');
    expect(screen.getByTestId('stat-sell-through')).toHaveTextContent('70,0%');
    // the figure is named in Italian
    expect(screen.getByTestId('stat-sell-through')).toHaveTextContent('Quota venduta');
    expect(screen.queryByText(/Sell-through/i)).not.toBeInTheDocument();
    expect(screen.getByTestId('stat-scarto')).toHaveTextContent('10,0%');
    expect(seen.find((s) => s.op === 'riepilogo')).toMatchObject({ puntoVenditaId: 1, costi: true });
  });

  it('an operatore works at their own point and never sees revenue or margin', async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(...handlers({ seen }));
    renderPage('operatore', makeUser('operatore', { puntoVenditaId: 2 }));
    await screen.findByTestId('vaschetta-10');
    expect(screen.getByRole('combobox', { name: 'Punto vendita' })).toBeDisabled();
    expect(seen.find((s) => s.op === 'giorno')).toMatchObject({ puntoVenditaId: 2 });
    await waitFor(() => expect(screen.getByTestId('stat-venduto')).toHaveTextContent('3,5 kg'));
    expect(seen.find((s) => s.op === 'riepilogo')).toMatchObject({ costi: false });
    expect(screen.queryByTestId('stat-ricavo')).not.toBeInTheDocument();
    expect(screen.queryByTestId('stat-margine')).not.toBeInTheDocument();
  });

  it('"Carica vaschetta" pre-fills flavour and kg from a line of today\'s production', async () => {
    let input: Record<string, unknown> | null = null;
    server.use(
      ...handlers(),
      graphql.mutation('VetrinaCaricaVaschetta', ({ variables }) => {
        input = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { caricaVaschetta: { __typename: 'CaricoVetrina', id: 12 } } });
      }),
    );
    const { user } = renderPage('manager');
    await user.click(await screen.findByRole('button', { name: /Carica vaschetta/ }));
    const dialog = await screen.findByTestId('dialog-carica');
    // the Fiordilatte line was already loaded (tray 10 comes from production 7)
    expect(within(within(dialog).getByRole('button', { name: /Fiordilatte/ })).getByText('Caricata')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Pistacchio/ }));
    expect(within(dialog).getByTestId('kg-carico')).toHaveValue('4,5');
    expect(within(dialog).getByTestId('kg-carico')).toHaveAttribute('inputmode', 'decimal');
    await user.click(within(dialog).getByRole('button', { name: 'Carica' }));
    await waitFor(() => expect(input).toEqual({ puntoVenditaId: 1, data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), gustoId: 2, produzioneId: 7, kg: 4.5 }));
    await waitFor(() => expect(screen.queryByTestId('dialog-carica')).not.toBeInTheDocument());
  });

  it('"Pesata di chiusura": one number per open tray, not more than loaded; the server message is shown', async () => {
    const inputs: unknown[] = [];
    let rifiuta = true;
    server.use(
      ...handlers(),
      graphql.mutation('VetrinaChiudiVaschetta', ({ variables }) => {
        if (rifiuta) return graphqlErrorResponse('Pesata di chiusura già registrata per questa vaschetta', 'CONFLICT');
        inputs.push(variables.input);
        return HttpResponse.json({ data: { chiudiVaschetta: { __typename: 'CaricoVetrina', id: 11, kgRimasti: 1.25 } } });
      }),
    );
    const { user } = renderPage('operatore');
    await user.click(await screen.findByRole('button', { name: /Pesata di chiusura/ }));
    const dialog = await screen.findByTestId('dialog-chiusura');
    const field = within(dialog).getByRole('textbox', { name: 'Kg rimasti Fragola' });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(within(dialog).queryByRole('textbox', { name: 'Kg rimasti Fiordilatte' })).not.toBeInTheDocument();
    await user.type(field, '4,5');
    expect(within(dialog).getByText('I kg rimasti non possono superare i kg caricati')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1,25');
    await user.click(within(dialog).getByRole('button', { name: 'Salva pesate' }));
    expect(await within(dialog).findByTestId('errore-dialog')).toHaveTextContent('Pesata di chiusura già registrata per questa vaschetta');
    rifiuta = false;
    await user.click(within(dialog).getByRole('button', { name: 'Salva pesate' }));
    await waitFor(() => expect(inputs).toEqual([{ caricoId: 11, kgRimasti: 1.25 }]));
  });

  it('"Scarto": flavour, kg and reason', async () => {
    let input: unknown = null;
    server.use(
      ...handlers(),
      graphql.mutation('VetrinaRegistraScarto', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { registraScarto: { __typename: 'ScartoVetrina', id: 21 } } });
      }),
    );
    const { user } = renderPage('admin');
    await user.click(await screen.findByRole('button', { name: /Scarto/ }));
    const dialog = await screen.findByTestId('dialog-scarto');
    await user.click(within(dialog).getByRole('button', { name: 'Registra scarto' }));
    expect(within(dialog).getByTestId('errore-dialog')).toHaveTextContent('Seleziona un gusto');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Fragola');
    await user.type(within(dialog).getByTestId('kg-scarto'), '0,3');
    await user.click(within(dialog).getByRole('button', { name: 'Qualità' }));
    await user.click(within(dialog).getByRole('button', { name: 'Registra scarto' }));
    await waitFor(() => expect(input).toMatchObject({ puntoVenditaId: 1, gustoId: 3, kg: 0.3, motivo: 'qualita' }));
  });

  it('the dialogs say what is missing before sending: a weigh, the kg as typed, the reason of the waste', async () => {
    const inviati: unknown[] = [];
    server.use(
      ...handlers(),
      graphql.mutation('VetrinaChiudiVaschetta', ({ variables }) => {
        inviati.push(variables.input);
        return HttpResponse.json({ data: { chiudiVaschetta: { __typename: 'CaricoVetrina', id: 11, kgRimasti: 1 } } });
      }),
      graphql.mutation('VetrinaRegistraScarto', ({ variables }) => {
        inviati.push(variables.input);
        return HttpResponse.json({ data: { registraScarto: { __typename: 'ScartoVetrina', id: 21 } } });
      }),
    );
    const { user } = renderPage('manager');
    await user.click(await screen.findByRole('button', { name: /Pesata di chiusura/ }));
    const chiusura = await screen.findByTestId('dialog-chiusura');
    await user.click(within(chiusura).getByRole('button', { name: 'Salva pesate' }));
    expect(await within(chiusura).findByTestId('errore-dialog')).toHaveTextContent('Inserisci almeno una pesata');
    const campo = within(chiusura).getByRole('textbox', { name: 'Kg rimasti Fragola' });
    await user.type(campo, '5');
    expect(within(chiusura).getByText('I kg rimasti non possono superare i kg caricati')).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    // typing clears the dialog's message; a weigh still wrong at the send is pointed at
    expect(within(chiusura).queryByTestId('errore-dialog')).not.toBeInTheDocument();
    await user.click(within(chiusura).getByRole('button', { name: 'Salva pesate' }));
    expect(await within(chiusura).findByTestId('errore-dialog')).toHaveTextContent('Correggi le pesate segnate in rosso');
    await user.click(within(chiusura).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByTestId('dialog-chiusura')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Scarto/ }));
    const scarto = await screen.findByTestId('dialog-scarto');
    await user.selectOptions(within(scarto).getByRole('combobox'), 'Fragola');
    await user.type(within(scarto).getByTestId('kg-scarto'), '0');
    expect(within(scarto).getByText('I kg devono essere maggiori di 0')).toBeInTheDocument();
    await user.clear(within(scarto).getByTestId('kg-scarto'));
    await user.type(within(scarto).getByTestId('kg-scarto'), '1200');
    expect(within(scarto).getByText('Quantità troppo elevata (massimo 1000 kg)')).toBeInTheDocument();
    await user.clear(within(scarto).getByTestId('kg-scarto'));
    await user.type(within(scarto).getByTestId('kg-scarto'), '0,4');
    expect(within(scarto).queryByText('Quantità troppo elevata (massimo 1000 kg)')).not.toBeInTheDocument();
    await user.click(within(scarto).getByRole('button', { name: 'Registra scarto' }));
    expect(await within(scarto).findByTestId('errore-dialog')).toHaveTextContent('Scegli il motivo dello scarto');
    expect(inviati).toEqual([]);
    await user.click(within(scarto).getByRole('button', { name: 'Scaduto' }));
    expect(within(scarto).queryByTestId('errore-dialog')).not.toBeInTheDocument();
    await user.click(within(scarto).getByRole('button', { name: 'Registra scarto' }));
    await waitFor(() => expect(inviati).toEqual([expect.objectContaining({ gustoId: 3, kg: 0.4, motivo: 'scaduto' })]));
  });

  it('admin and manager correct the closing weigh of a closed tray; the operatore has no such button', async () => {
    const inviate: unknown[] = [];
    server.use(
      ...handlers(),
      graphql.mutation('VetrinaCorreggiChiusura', ({ variables }) => {
        inviate.push(variables.input);
        if (variables.input.kgRimasti === 0.5) return graphqlErrorResponse('La vaschetta non ha ancora una pesata di chiusura da correggere', 'CONFLICT');
        return HttpResponse.json({ data: { correggiChiusuraVaschetta: { __typename: 'CaricoVetrina', id: 10, kg: 5, kgRimasti: 0.75 } } });
      }),
    );
    const { user, unmount } = renderPage('manager');
    // only the closed tray (Fiordilatte) can be corrected
    const correggi = await screen.findByRole('button', { name: 'Correggi la pesata di Fiordilatte' });
    expect(screen.queryByRole('button', { name: 'Correggi la pesata di Fragola' })).not.toBeInTheDocument();
    await user.click(correggi);
    const dialog = await screen.findByTestId('dialog-correggi-chiusura');
    expect(within(dialog).getByText(/pesata registrata: rimasti 1 kg/)).toBeInTheDocument();
    const campo = within(dialog).getByRole('textbox', { name: 'Kg rimasti corretti' });
    await user.type(campo, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Salva correzione' }));
    expect(await within(dialog).findByText('I kg rimasti non possono superare i kg caricati')).toBeInTheDocument();
    expect(inviate).toEqual([]);
    await user.clear(campo);
    await user.type(campo, '0,5');
    await user.click(within(dialog).getByRole('button', { name: 'Salva correzione' }));
    expect(await within(dialog).findByText('La vaschetta non ha ancora una pesata di chiusura da correggere')).toBeInTheDocument();
    await user.clear(campo);
    await user.type(campo, '0,75');
    await user.click(within(dialog).getByRole('button', { name: 'Salva correzione' }));
    await waitFor(() => expect(screen.queryByTestId('dialog-correggi-chiusura')).not.toBeInTheDocument());
    expect(inviate).toEqual([{ caricoId: 10, kgRimasti: 0.5 }, { caricoId: 10, kgRimasti: 0.75 }]);
    expect(await screen.findByText('Pesata di Fiordilatte corretta: rimasti 0,75 kg')).toBeInTheDocument();
    unmount();
    renderPage('operatore');
    await screen.findByTestId('vaschette');
    expect(screen.queryByRole('button', { name: /Correggi la pesata/ })).not.toBeInTheDocument();
  });

  it('shows the empty state and the error state', async () => {
    server.use(...handlers({ carichi: [], scarti: [] }));
    const first = renderPage('admin');
    expect(await screen.findByText('Nessuna vaschetta in vetrina')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pesata di chiusura/ })).toBeDisabled();
    first.unmount();
    server.use(graphql.query('VetrinaGiorno', () => graphqlErrorResponse('Punto vendita non trovato o non attivo', 'NOT_FOUND')));
    renderPage('admin');
    expect(await screen.findByText('Punto vendita non trovato o non attivo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Riprova/ })).toBeInTheDocument();
  });

  it('an operatore without a sales point chooses any; one assigned sees only theirs', async () => {
    server.use(...handlers());
    const libero = renderPage('operatore', makeUser('operatore', { puntoVenditaId: null, puntoVenditaNome: null }));
    const scelta = await screen.findByRole('combobox', { name: 'Punto vendita' });
    expect(scelta).toBeEnabled();
    await waitFor(() => expect(within(scelta).getAllByRole('option').length).toBeGreaterThan(2));
    libero.unmount();
    renderPage('operatore');
    const proprio = await screen.findByRole('combobox', { name: 'Punto vendita' });
    expect(proprio).toBeDisabled();
    await waitFor(() => expect(within(proprio).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleziona un punto vendita...', 'Gelateria Centro']));
  });
});

describe('vetrina state', () => {
  it('sums the day like the API: sold / loaded, waste / loaded, money only when present', () => {
    const t = totaliGiorno([riga(1, 'A', 8, 6, 0.5, true, 192, 184.14), riga(2, 'B', 4, 2.5, 0.5, true, 70, 63.75)]);
    expect(t).toEqual({ kgCaricati: 12, kgVenduti: 8.5, kgScarto: 1, sellThrough: 70.83, scartoPercentuale: 8.33, ricavo: 262, margine: 247.89 });
    expect(totaliGiorno([riga(1, 'A', 8, 6, 0.5, false, 0, 0)])).not.toHaveProperty('ricavo');
    expect(totaliGiorno([])).toMatchObject({ kgCaricati: 0, sellThrough: null, scartoPercentuale: null });
  });

  it('reads kg with comma or dot; a weigh-back may be 0 but not above the loaded kg', () => {
    expect(leggiKg('1,25')).toEqual({ ok: true, kg: 1.25 });
    expect(leggiKg('0')).toEqual({ ok: false, errore: 'I kg devono essere maggiori di 0' });
    expect(leggiKg('0', { zeroAmmesso: true })).toEqual({ ok: true, kg: 0 });
    expect(leggiKg('5,1', { zeroAmmesso: true, massimo: 5 })).toEqual({ ok: false, errore: 'I kg rimasti non possono superare i kg caricati' });
    expect(leggiKg('')).toEqual({ ok: false, errore: 'Indica i kg' });
    expect(leggiKg('abc').ok).toBe(false);
  });

  it('marks the production lines already loaded', () => {
    const righe = righeDaProduzioni(
      [{ id: 7, gusti: [{ gustoId: 1, gustoNome: 'F', gustoColore: '#fff', quantitaKg: 5 }, { gustoId: 2, gustoNome: 'P', gustoColore: '#0f0', quantitaKg: 4 }] }],
      [carico(10, 1, 'F', 5, null, 7)],
    );
    expect(righe.map((r) => [r.gustoId, r.caricata])).toEqual([
      [1, true],
      [2, false],
    ]);
  });
});
