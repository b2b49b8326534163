import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '../app/session';
import { makeUser, TEST_TOKEN } from '../testing/fixtures';
import { graphqlErrorResponse, withTypename } from '../testing/handlers';
import { renderWithProviders } from '../testing/render';
import { server } from '../testing/server';

async function openLogin(url = '/login') {
  const rendered = renderWithProviders(undefined, { url });
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog };
}

describe('login modal', () => {
  it('requires e-mail and password before calling the server', async () => {
    let called = false;
    server.use(
      graphql.mutation('Login', () => {
        called = true;
        return HttpResponse.json({ data: null });
      }),
    );
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByTestId('login-submit'));
    expect(await within(dialog).findByText('Email e password sono richiesti')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'anna@gelatiere.test');
    await user.click(within(dialog).getByTestId('login-submit'));
    expect(within(dialog).getByText('Email e password sono richiesti')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('stores token, user and verification time, then shows the shell', async () => {
    const anna = makeUser('admin');
    let sent: Record<string, unknown> = {};
    server.use(
      graphql.mutation('Login', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: { login: { __typename: 'AuthPayload', token: TEST_TOKEN, user: withTypename(anna) } },
        });
      }),
    );
    const before = Date.now();
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), ' anna@gelatiere.test ');
    await user.type(within(dialog).getByLabelText('Password'), 'segreta1');
    await user.click(within(dialog).getByTestId('login-submit'));

    expect(await screen.findByTestId('logout-button')).toBeInTheDocument();
    expect(screen.getByTestId('current-user-name')).toHaveTextContent(anna.nome);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBe(TEST_TOKEN);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.user) ?? '{}')).toMatchObject({ id: anna.id, ruolo: 'admin' });
    expect(Number(localStorage.getItem(SESSION_STORAGE_KEYS.lastVerifiedAt))).toBeGreaterThanOrEqual(before);
    expect(window.location.pathname).toBe('/');
    expect(sent).toEqual({ email: 'anna@gelatiere.test', password: 'segreta1' });
  });

  it('shows the server message (e.g. throttled login)', async () => {
    server.use(
      graphql.mutation('Login', () =>
        graphqlErrorResponse('Troppi tentativi di accesso. Riprova tra qualche minuto.', 'TOO_MANY_REQUESTS', 429),
      ),
    );
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'anna@gelatiere.test');
    await user.type(within(dialog).getByLabelText('Password'), 'sbagliata');
    await user.click(within(dialog).getByTestId('login-submit'));
    expect(await within(dialog).findByText('Troppi tentativi di accesso. Riprova tra qualche minuto.')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBeNull();
  });

  it('shows the bad-input message sent with status 200', async () => {
    server.use(graphql.mutation('Login', () => graphqlErrorResponse('Credenziali non valide', 'BAD_USER_INPUT')));
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'anna@gelatiere.test');
    await user.type(within(dialog).getByLabelText('Password'), 'sbagliata');
    await user.click(within(dialog).getByTestId('login-submit'));
    expect(await within(dialog).findByText('Credenziali non valide')).toBeInTheDocument();
  });

  it('falls back to the generic message when the server gives none', async () => {
    server.use(graphql.mutation('Login', () => HttpResponse.error()));
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'anna@gelatiere.test');
    await user.type(within(dialog).getByLabelText('Password'), 'x');
    await user.click(within(dialog).getByTestId('login-submit'));
    expect(await within(dialog).findByText('Errore durante il login. Verifica le credenziali.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByTestId('login-submit')).not.toHaveAttribute('data-loading'));
  });
});
