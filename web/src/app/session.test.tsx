import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../testing/fixtures';
import { loginHandler, restUnauthorized, unauthenticatedResponse, withTypename } from '../testing/handlers';
import { renderWithProviders } from '../testing/render';
import { server } from '../testing/server';
import { ApiError, apiFetch } from './api-fetch';
import { ME_QUERY } from './auth-operations';
import { REVERIFY_INTERVAL_MS } from './config';
import { SESSION_STORAGE_KEYS, annunciaNuovoAccesso, needsReverification, readStoredSession, takeSessionExpiredNotice } from './session';

// the shell is tested with stand-in pages; each page has its own tests
vi.mock('./page-registry', async () => ({ PAGE_COMPONENTS: (await import('../testing/stub-pages')).STUB_PAGES }));


const MINUTE = 60_000;

function storedKeys() {
  return Object.values(SESSION_STORAGE_KEYS).map((key) => localStorage.getItem(key));
}

function countMeCalls(user = makeUser('manager')) {
  const calls = { count: 0 };
  server.use(
    graphql.query('Me', () => {
      calls.count += 1;
      return HttpResponse.json({ data: { me: withTypename(user) } });
    }),
  );
  return calls;
}

describe('session restore', () => {
  it('restores a fresh session without asking the server', async () => {
    const calls = countMeCalls();
    const user = makeUser('manager');
    renderWithProviders(undefined, { session: { user, lastVerifiedAt: Date.now() - 29 * MINUTE } });
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent(user.nome);
    expect(calls.count).toBe(0);
  });

  it('re-verifies with `me` when the last check is older than 30 minutes', async () => {
    const fresh = makeUser('manager', { nome: 'Mario Aggiornato' });
    const calls = countMeCalls(fresh);
    const before = Date.now();
    renderWithProviders(undefined, {
      session: { user: makeUser('manager'), lastVerifiedAt: Date.now() - 31 * MINUTE },
    });
    expect(screen.getByText('Caricamento in corso...')).toBeInTheDocument();
    expect(screen.getByText('Gelatiere')).toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Mario Aggiornato');
    expect(calls.count).toBe(1);
    expect(readStoredSession()?.user.nome).toBe('Mario Aggiornato');
    expect(Number(localStorage.getItem(SESSION_STORAGE_KEYS.lastVerifiedAt))).toBeGreaterThanOrEqual(before);
  });

  it('logs out when the verification fails', async () => {
    server.use(graphql.query('Me', () => unauthenticatedResponse()));
    renderWithProviders(undefined, {
      url: '/gusti',
      session: { user: makeUser('admin'), lastVerifiedAt: Date.now() - 2 * REVERIFY_INTERVAL_MS },
    });
    expect(await screen.findByTestId('plan-starter')).toBeInTheDocument();
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('logs out when the server cannot be reached during verification', async () => {
    server.use(graphql.query('Me', () => HttpResponse.error()));
    renderWithProviders(undefined, { session: { user: makeUser('admin'), lastVerifiedAt: 0 } });
    expect(await screen.findByTestId('plan-starter')).toBeInTheDocument();
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('ignores a corrupt stored user', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.token, 'x');
    localStorage.setItem(SESSION_STORAGE_KEYS.user, '{not json');
    renderWithProviders();
    expect(await screen.findByTestId('plan-starter')).toBeInTheDocument();
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('computes the 30 minute threshold', () => {
    const session = { token: 't', user: makeUser(), lastVerifiedAt: 1_000_000 };
    expect(needsReverification(session, 1_000_000 + REVERIFY_INTERVAL_MS)).toBe(false);
    expect(needsReverification(session, 1_000_000 + REVERIFY_INTERVAL_MS + 1)).toBe(true);
  });
});

describe('401 handling', () => {
  it('a GraphQL 401 clears the session and shows /login', async () => {
    const { client } = renderWithProviders(undefined, { url: '/gusti', session: { user: makeUser('admin') } });
    expect(await screen.findByRole('heading', { name: 'Gusti' })).toBeInTheDocument();
    server.use(graphql.query('Me', () => unauthenticatedResponse()));
    await act(async () => {
      await expect(client.query({ query: ME_QUERY, fetchPolicy: 'network-only' })).rejects.toBeDefined();
    });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('an UNAUTHENTICATED code with HTTP 200 also ends the session', async () => {
    const { client } = renderWithProviders(undefined, { session: { user: makeUser('operatore') } });
    await screen.findByTestId('dashboard-greeting');
    server.use(
      graphql.query('Me', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Token scaduto', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    await act(async () => {
      await client.query({ query: ME_QUERY, fetchPolicy: 'network-only' }).catch(() => undefined);
    });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('a REST 401 from apiFetch clears the session and shows /login', async () => {
    server.use(restUnauthorized('/gusti'));
    renderWithProviders(undefined, { session: { user: makeUser('admin') } });
    await screen.findByTestId('dashboard-greeting');
    await act(async () => {
      await expect(apiFetch('/gusti')).rejects.toBeInstanceOf(ApiError);
    });
    expect(window.location.pathname).toBe('/login');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(storedKeys()).toEqual([null, null, null]);
  });
});

describe('expired session: message and return to the page', () => {

  async function expireOn(url: string) {
    server.use(restUnauthorized('/gusti'));
    const rendered = renderWithProviders(undefined, { url, session: { user: makeUser('admin') } });
    expect(await screen.findByRole('heading', { name: 'Storico Produzione' })).toBeInTheDocument();
    await act(async () => {
      await expect(apiFetch('/gusti')).rejects.toBeInstanceOf(ApiError);
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sessione scaduta, accedi di nuovo')).toBeInTheDocument();
    return { ...rendered, dialog };
  }

  async function signIn(dialog: HTMLElement, user: ReturnType<typeof renderWithProviders>['user']) {
    await user.type(within(dialog).getByLabelText('Email'), 'anna@gelatiere.test');
    await user.type(within(dialog).getByLabelText('Password'), 'segreta1');
    await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));
  }

  it('says the session expired and, after signing in again, returns to the page it was on', async () => {
    const { user, dialog } = await expireOn('/storico-produzione');
    server.use(loginHandler(makeUser('admin')));
    await signIn(dialog, user);
    await waitFor(() => expect(window.location.pathname).toBe('/storico-produzione'));
    expect(await screen.findByRole('heading', { name: 'Storico Produzione' })).toBeInTheDocument();
  });

  it('another user signing in starts from the dashboard', async () => {
    const { user, dialog } = await expireOn('/storico-produzione');
    server.use(loginHandler(makeUser('operatore')));
    await signIn(dialog, user);
    expect(await screen.findByTestId('dashboard-greeting')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('a reason announced before the session ends (a backup import) is what the sign-in form says, once', async () => {
    annunciaNuovoAccesso("Backup importato con successo. Tutte le sessioni sono state chiuse: effettua di nuovo l'accesso");
    server.use(restUnauthorized('/gusti'));
    renderWithProviders(undefined, { url: '/storico-produzione', session: { user: makeUser('admin') } });
    expect(await screen.findByRole('heading', { name: 'Storico Produzione' })).toBeInTheDocument();
    await act(async () => {
      await expect(apiFetch('/gusti')).rejects.toBeInstanceOf(ApiError);
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('session-expired')).toHaveTextContent("Backup importato con successo. Tutte le sessioni sono state chiuse: effettua di nuovo l'accesso");
    expect(within(dialog).queryByText('Sessione scaduta, accedi di nuovo')).not.toBeInTheDocument();
    expect(takeSessionExpiredNotice()).toBeNull();
  });

  it('a normal visit to the login form says nothing about an expiry', async () => {
    renderWithProviders(undefined, { url: '/login' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Sessione scaduta, accedi di nuovo')).not.toBeInTheDocument();
  });
});
