import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { formatDurata, parseIpList, scadenzaIso, statoChiave, toggle } from './format';

const chiave = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ChiaveApi' as const,
  id,
  nome: `Cassa ${id}`,
  prefisso: `pref${id}`,
  scopes: ['produzione:read'],
  scadenza: null,
  ipConsentiti: [],
  creataIl: '2026-11-20T10:00:00.000Z',
  revocataIl: null,
  ultimoUsoIl: null,
  ultimoUsoIp: null,
  ...overrides,
});

const webhook = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Webhook' as const,
  id,
  url: `https://erp.example.com/hook/${id}`,
  eventi: ['produzione.creata'],
  attivo: true,
  creatoIl: '2026-11-20T10:00:00.000Z',
  failingSince: null,
  ...overrides,
});

const consegna = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ConsegnaWebhook' as const,
  id,
  webhookId: 1,
  tipo: 'produzione.creata',
  stato: 'inviata',
  statusCode: 200,
  durataMs: 42,
  tentativi: 1,
  errore: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  inviataIl: '2026-11-22T10:00:01.000Z',
  prossimoTentativo: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

function handlers(state: { chiavi?: ReturnType<typeof chiave>[]; webhooks?: ReturnType<typeof webhook>[]; consegne?: ReturnType<typeof consegna>[] }) {
  return [
    graphql.query('ChiaviApi', () => HttpResponse.json({ data: { chiaviApi: state.chiavi ?? [] } })),
    graphql.query('Webhooks', () => HttpResponse.json({ data: { webhooks: state.webhooks ?? [] } })),
    graphql.query('ConsegneWebhook', ({ variables }) =>
      HttpResponse.json({ data: { consegneWebhook: (state.consegne ?? []).filter((c) => c.webhookId === variables.webhookId) } }),
    ),
  ];
}

function renderPage(ruolo: Ruolo = 'admin') {
  return renderWithProviders(undefined, { url: '/integrazioni', session: { user: makeUser(ruolo) } });
}

describe('Integrazioni helpers', () => {
  it('parses allowed IPs, toggles checkboxes, formats durations, derives the key state', () => {
    expect(parseIpList(' 10.0.0.1, 192.168.1.0/24\n2001:db8::1 ')).toEqual(['10.0.0.1', '192.168.1.0/24', '2001:db8::1']);
    expect(parseIpList('  ')).toEqual([]);
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
    expect(formatDurata(42)).toBe('42 ms');
    expect(formatDurata(1500)).toBe('1,5 s');
    expect(formatDurata(null)).toBe('-');
    expect(scadenzaIso('2026-12-31')).toBe('2026-12-31T22:59:59.000Z');
    expect(scadenzaIso('')).toBeNull();
    const now = new Date('2026-11-22T12:00:00Z');
    expect(statoChiave({ revocataIl: '2026-11-01T00:00:00Z' }, now)).toBe('revocata');
    expect(statoChiave({ scadenza: '2026-11-21T00:00:00Z' }, now)).toBe('scaduta');
    expect(statoChiave({ scadenza: '2026-11-23T00:00:00Z' }, now)).toBe('attiva');
  });
});

describe('Integrazioni page', () => {
  it('shows the empty states of keys and webhooks', async () => {
    server.use(...handlers({}));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Integrazioni', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Nessuna chiave API')).toBeInTheDocument();
    expect(await screen.findByText('Nessun webhook')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Consegne' })).not.toBeInTheDocument();
  });

  it('shows an error with retry when the keys cannot be loaded', async () => {
    server.use(graphql.query('ChiaviApi', () => graphqlErrorResponse('boom', 'INTERNAL_SERVER_ERROR')), ...handlers({}));
    renderPage();
    expect(await screen.findByText('Impossibile caricare le chiavi API')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Riprova/ }).length).toBeGreaterThan(0);
  });

  it('lists keys with scopes, last use and state', async () => {
    server.use(
      ...handlers({
        chiavi: [
          chiave(1, { ultimoUsoIl: '2026-11-22T09:30:00.000Z', ultimoUsoIp: '203.0.113.7', scopes: ['produzione:read', 'costi:read'] }),
          chiave(2, { revocataIl: '2026-11-21T09:30:00.000Z' }),
        ],
      }),
    );
    renderPage();
    const cards = await screen.findAllByTestId('chiave-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Cassa 1')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('gel_live_pref1_…')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('costi:read')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Ultimo uso: .* da 203\.0\.113\.7/)).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Attiva')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Revocata')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: /Revoca/ })).not.toBeInTheDocument();
  });

  it('creates a key with scopes, expiry and IPs, and shows the secret once with the warning', async () => {
    const state = { chiavi: [] as ReturnType<typeof chiave>[] };
    const calls: Record<string, unknown>[] = [];
    server.use(
      ...handlers(state),
      graphql.mutation('CreaChiaveApi', ({ variables }) => {
        calls.push(variables);
        state.chiavi.push(chiave(5, { nome: variables.nome, scopes: variables.scopes }));
        return HttpResponse.json({
          data: { creaChiaveApi: { __typename: 'ChiaveApiCreata', chiave: 'gel_live_pref5_SEGRETO', chiaveApi: { __typename: 'ChiaveApi', id: 5, nome: variables.nome, prefisso: 'pref5' } } },
        });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Nuova chiave/ }));
    const form = await screen.findByTestId('chiave-form');
    await user.click(within(form).getByRole('button', { name: 'Crea chiave' }));
    expect(within(form).getByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(within(form).getByText('Scegli almeno un permesso')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Nome/ }), 'ERP');
    await user.click(within(within(form).getByRole('group', { name: 'Produzione' })).getByRole('checkbox', { name: 'Lettura' }));
    await user.click(within(within(form).getByRole('group', { name: 'Catalogo (gusti e ingredienti)' })).getByRole('checkbox', { name: 'Scrittura' }));
    await user.type(within(form).getByRole('textbox', { name: /IP consentiti/ }), '203.0.113.10, 198.51.100.0/24');
    await user.click(within(form).getByRole('button', { name: 'Crea chiave' }));

    const dialog = await screen.findByTestId('segreto-dialog');
    expect(within(dialog).getByTestId('segreto')).toHaveTextContent('gel_live_pref5_SEGRETO');
    expect(within(dialog).getByText('Copiala ora: per sicurezza non sarà più mostrata.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Copia/ })).toBeInTheDocument();
    expect(calls[0]).toEqual({ nome: 'ERP', scopes: ['produzione:read', 'catalogo:write'], scadenza: null, ipConsentiti: ['203.0.113.10', '198.51.100.0/24'] });

    await user.click(within(dialog).getByRole('button', { name: 'Ho copiato, chiudi' }));
    await waitFor(() => expect(screen.queryByTestId('segreto-dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('gel_live_pref5_SEGRETO')).not.toBeInTheDocument();
    expect(await screen.findByText('ERP')).toBeInTheDocument();
  });

  it('revokes a key after confirmation', async () => {
    const revoked: number[] = [];
    server.use(
      ...handlers({ chiavi: [chiave(1)] }),
      graphql.mutation('RevocaChiaveApi', ({ variables }) => {
        revoked.push(variables.id as number);
        return HttpResponse.json({ data: { revocaChiaveApi: { __typename: 'ChiaveApi', id: variables.id, revocataIl: '2026-11-22T12:00:00.000Z' } } });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Revoca Cassa 1' }));
    const confirm = await dialogoAperto();
    expect(within(confirm).getByText(/smetterà subito di funzionare/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Revoca' }));
    await waitFor(() => expect(revoked).toEqual([1]));
    expect(await screen.findByText('Revocata')).toBeInTheDocument();
  });

  it('registers a webhook (secret shown once), lists deliveries and redelivers one', async () => {
    const state = {
      webhooks: [webhook(1)],
      consegne: [consegna(11), consegna(10, { stato: 'fallita', statusCode: 500, durataMs: 1500, tentativi: 3, errore: 'HTTP 500' })],
    };
    const created: Record<string, unknown>[] = [];
    const resent: number[] = [];
    server.use(
      ...handlers(state),
      graphql.mutation('CreaWebhook', ({ variables }) => {
        created.push(variables);
        state.webhooks.push(webhook(2, { url: variables.url, eventi: variables.eventi }));
        return HttpResponse.json({ data: { creaWebhook: { __typename: 'WebhookCreato', segreto: 'whsec_SEGRETO', webhook: { __typename: 'Webhook', id: 2, url: variables.url } } } });
      }),
      graphql.mutation('ReinviaConsegnaWebhook', ({ variables }) => {
        resent.push(variables.id as number);
        return HttpResponse.json({
          data: { reinviaConsegnaWebhook: { __typename: 'ConsegnaWebhook', id: variables.id, stato: 'in_coda', tentativi: 3, prossimoTentativo: '2026-11-22T12:00:00.000Z' } },
        });
      }),
    );
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Consegne del webhook' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Stato', 'Codice HTTP', 'Tempo di risposta', 'Tentativi']),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Inviata')).toHaveAttribute('data-stato', 'inviata');
    expect(within(rows[0]!).getByText('42 ms')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Fallita')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('500')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1,5 s')).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Reinvia consegna 10' }));
    await waitFor(() => expect(resent).toEqual([10]));

    await user.click(screen.getByRole('button', { name: /Nuovo webhook/ }));
    const form = await screen.findByTestId('webhook-form');
    await user.type(within(form).getByRole('textbox', { name: /URL/ }), 'https://dw.example.com/in');
    await user.click(within(form).getByRole('checkbox', { name: 'Gusto creato' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Vaschetta caricata in vetrina' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Pesata di chiusura' }));
    await user.click(within(form).getByRole('button', { name: 'Registra webhook' }));
    const dialog = await screen.findByTestId('segreto-dialog');
    expect(within(dialog).getByTestId('segreto')).toHaveTextContent('whsec_SEGRETO');
    expect(created).toEqual([{ url: 'https://dw.example.com/in', eventi: ['gusto.creato', 'vetrina.carico_creato', 'vetrina.chiusura_registrata'] }]);
  });

  it('deletes a webhook after confirmation', async () => {
    const state = { webhooks: [webhook(1)] };
    server.use(
      ...handlers(state),
      graphql.mutation('EliminaWebhook', ({ variables }) => {
        state.webhooks = state.webhooks.filter((w) => w.id !== variables.id);
        return HttpResponse.json({ data: { eliminaWebhook: variables.id } });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Elimina https://erp.example.com/hook/1' }));
    const confirm = await dialogoAperto();
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Nessun webhook')).toBeInTheDocument();
  });

  it('is admin only', async () => {
    server.use(...handlers({}));
    renderPage('manager');
    expect(await screen.findByText(/Accesso Negato/)).toBeInTheDocument();
  });
});
