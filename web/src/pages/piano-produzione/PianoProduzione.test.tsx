import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { todayIsoDate } from '../../lib/format';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { aggiungiGiorni } from './piano-state';

const DOMANI = aggiungiGiorni(todayIsoDate(), 1);

const riga = (puntoVenditaId: number, puntoVenditaNome: string, gustoId: number, gustoNome: string, vaschette: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'PianoRiga' as const,
  puntoVenditaId,
  puntoVenditaNome,
  gustoId,
  gustoNome,
  kgPrevisti: 7.26,
  kgMin: 5.1,
  kgMax: 9.44,
  kgInVetrina: 1.5,
  kgInFreezer: 0,
  vaschetteProposte: vaschette,
  vaschette,
  kg: vaschette * 2.5,
  modificataDa: null,
  modificataIl: null,
  ...extra,
});

const ciclo = (mantecatore: string, ordine: number, gustoNome: string, inizio: string, fine: string, puliziaPrima: boolean, allergeni: string[]) => ({
  __typename: 'PianoCiclo' as const,
  mantecatore,
  ordine,
  gustoId: ordine,
  gustoNome,
  kg: 5,
  inizio,
  fine,
  puliziaPrima,
  allergeni,
});

function piano(data: string, registrato = false, vaschetteFiordilatte = 2) {
  return {
    __typename: 'Piano' as const,
    data,
    registrato,
    produzioniIds: registrato ? [41, 42] : [],
    pulizie: 1,
    avvisi: ['Il ciclo 3 finisce dopo le 14:00'],
    righe: [
      riga(1, 'Gelateria Centro', 1, 'Fiordilatte', vaschetteFiordilatte),
      riga(1, 'Gelateria Centro', 2, 'Pistacchio di Bronte con granella tostata', 1, { modificataDa: 'Mario Manager', modificataIl: '2026-11-28T09:30:00.000Z' }),
      riga(2, 'Chiosco Mare', 1, 'Fiordilatte', 1),
    ],
    cicli: [ciclo('Mantecatore 1', 1, 'Fiordilatte', '06:00', '06:12', false, ['Latte']), ciclo('Mantecatore 1', 2, 'Pistacchio di Bronte con granella tostata', '06:22', '06:34', true, ['Latte', 'Frutta a guscio'])],
    fabbisogno: [
      { __typename: 'PianoFabbisogno' as const, ingredienteId: 1, nome: 'Latte intero', unitaMisura: 'l', quantita: 6.5, giacenza: 20, daOrdinare: null },
      { __typename: 'PianoFabbisogno' as const, ingredienteId: 2, nome: 'Pasta di pistacchio', unitaMisura: 'g', quantita: 1200, giacenza: 500, daOrdinare: 700 },
    ],
  };
}

function handlers(opts: { seen?: Record<string, unknown>[]; registrato?: boolean } = {}) {
  let registrato = opts.registrato ?? false;
  let vaschette = 2;
  return [
    graphql.query('PianoProduzione', ({ variables }) => {
      opts.seen?.push({ op: 'piano', ...variables });
      return HttpResponse.json({ data: { piano: piano(variables.data as string, registrato, vaschette) } });
    }),
    graphql.query('PianoModifiche', ({ variables }) => {
      opts.seen?.push({ op: 'modifiche', ...variables });
      return HttpResponse.json({
        data: {
          pianoModifiche: [
            { __typename: 'PianoModifica', puntoVenditaId: 1, gustoId: 2, gustoNome: 'Pistacchio di Bronte con granella tostata', vaschettePrima: 2, vaschetteDopo: 1, utente: 'Mario Manager', il: '2026-11-28T09:30:00.000Z' },
          ],
        },
      });
    }),
    graphql.mutation('SalvaPiano', ({ variables }) => {
      opts.seen?.push({ op: 'salva', ...variables });
      vaschette = (variables.righe as { vaschette: number }[])[0]!.vaschette;
      return HttpResponse.json({ data: { salvaPiano: piano(variables.data as string, false, vaschette) } });
    }),
    graphql.mutation('RegistraPiano', ({ variables }) => {
      opts.seen?.push({ op: 'registra', ...variables });
      registrato = true;
      return HttpResponse.json({ data: { registraPiano: piano(variables.data as string, true, vaschette) } });
    }),
  ];
}

const renderPage = (ruolo: Ruolo = 'admin') => renderWithProviders(undefined, { url: '/piano-produzione', session: { user: makeUser(ruolo) } });

describe('Piano di Produzione page', () => {
  it("opens tomorrow's plan: trays per sales point with the forecast, the laboratory's cycles and cleanings, the ingredients to order, the history", async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(...handlers({ seen }));
    renderPage('admin');
    const centro = await screen.findByTestId('punto-1', {}, { timeout: 20000 });
    expect(seen.find((s) => s.op === 'piano')).toMatchObject({ data: DOMANI });
    expect(screen.getByRole('button', { name: new RegExp(`^Domani`) })).toHaveAttribute('aria-pressed', 'true');
    expect(within(centro).getByText('Pistacchio di Bronte con granella tostata')).toBeInTheDocument();
    expect(within(centro).getAllByText('7,3 kg')).toHaveLength(2);
    expect(within(centro).getAllByText('5,1–9,4 kg')).toHaveLength(2);
    expect(within(centro).getByText(/Modificata da Mario Manager il 28\/11\/2026 10:30/)).toBeInTheDocument();
    expect(within(centro).getByRole('textbox', { name: 'Vaschette Fiordilatte, Gelateria Centro' })).toHaveValue('2');
    expect(screen.getByTestId('punto-2')).toHaveTextContent('1 vaschetta · 2,5 kg · 1 gusto');
    expect(screen.getByTestId('avviso-piano')).toHaveTextContent('Il ciclo 3 finisce dopo le 14:00');

    const lab = screen.getByTestId('laboratorio');
    expect(within(lab).getAllByTestId('ciclo')).toHaveLength(2);
    expect(within(lab).getAllByTestId('pulizia')).toHaveLength(1);
    expect(lab).toHaveTextContent('06:22–06:34');
    expect(lab).toHaveTextContent('Frutta a guscio');
    expect(within(screen.getByTestId('fabbisogno')).getByTestId('da-ordinare')).toHaveTextContent('700 g');
    expect(await within(screen.getByTestId('modifiche')).findByLabelText('da 2 a 1 vaschette')).toBeInTheDocument();
  }, 60_000);

  it('changes a tray with the stepper and saves only that row; then records the production once, with confirmation', async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(...handlers({ seen }));
    const { user } = renderPage('manager');
    const input = await screen.findByRole('textbox', { name: 'Vaschette Fiordilatte, Gelateria Centro' }, { timeout: 20000 });
    await user.click(screen.getByRole('button', { name: 'Una vaschetta in più: Fiordilatte, Gelateria Centro' }));
    await user.click(screen.getByRole('button', { name: 'Una vaschetta in più: Fiordilatte, Gelateria Centro' }));
    expect(input).toHaveValue('4');
    expect(screen.getByTestId('barra-salva')).toHaveTextContent('1 vaschetta cambiata, non ancora salvata');
    // recording waits for the save
    expect(screen.getByRole('button', { name: /Registra produzione/ })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '-1');
    expect(screen.getByTestId('barra-salva')).toHaveTextContent('Le vaschette sono un numero intero da 0 a 1000');
    expect(screen.getByRole('button', { name: /Salva vaschette/ })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: /Salva vaschette/ }));
    await waitFor(() => expect(seen.find((s) => s.op === 'salva')).toEqual({ op: 'salva', data: DOMANI, righe: [{ puntoVenditaId: 1, gustoId: 1, vaschette: 5 }] }));
    await waitFor(() => expect(screen.queryByTestId('barra-salva')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Vaschette Fiordilatte, Gelateria Centro' })).toHaveValue('5');

    await user.click(screen.getByRole('button', { name: /Registra produzione/ }));
    const dialog = await dialogoAperto();
    expect(dialog).toHaveTextContent('Saranno create 2 produzioni, una per punto vendita');
    await user.click(within(dialog).getByRole('button', { name: 'Registra' }));
    await waitFor(() => expect(seen.filter((s) => s.op === 'registra')).toEqual([{ op: 'registra', data: DOMANI }]));
    expect(await screen.findByTestId('piano-registrato')).toHaveTextContent('2 produzioni (#41, #42)');
    expect(screen.getByRole('button', { name: /Produzione registrata/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Apri lo Storico Produzione/ })).toBeInTheDocument();
    // recorded: the trays are read-only
    expect(screen.queryByRole('textbox', { name: /Vaschette/ })).not.toBeInTheDocument();
  }, 120_000);

  it('another day loads its own plan', async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(...handlers({ seen }));
    const { user } = renderPage('admin');
    await screen.findByTestId('punto-1', {}, { timeout: 20000 });
    await user.click(screen.getByRole('button', { name: /^Oggi/ }));
    await waitFor(() => expect(seen.filter((s) => s.op === 'piano').map((s) => s.data)).toContain(todayIsoDate()));
    expect(screen.getByRole('button', { name: /^Oggi/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('an operatore reads the plan: no tray inputs, no recording, no settings, no change history', async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(...handlers({ seen }));
    renderPage('operatore');
    const centro = await screen.findByTestId('punto-1', {}, { timeout: 20000 });
    expect(within(centro).getByTestId('vaschette-1-1')).toHaveTextContent('2');
    expect(screen.queryByRole('textbox', { name: /Vaschette/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Registra produzione/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Impostazioni/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Stampa fogli di pesata/ })).toBeEnabled();
    expect(screen.queryByTestId('modifiche')).not.toBeInTheDocument();
    expect(seen.some((s) => s.op === 'modifiche')).toBe(false);
  });

  it('shows the server’s Italian error with a retry', async () => {
    server.use(graphql.query('PianoProduzione', () => graphqlErrorResponse('Il piano arriva fino a 7 giorni avanti', 'BAD_USER_INPUT')));
    renderPage('admin');
    expect(await screen.findByText('Il piano arriva fino a 7 giorni avanti', {}, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Riprova/ })).toBeInTheDocument();
  });
});
