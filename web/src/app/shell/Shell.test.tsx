import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { MENU_BY_ROLE, makeUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { SESSION_STORAGE_KEYS } from '../session';
import { notifySuccess } from '../../components/notify';

// the shell is tested with stand-in pages; each page has its own tests
vi.mock('../page-registry', async () => ({ PAGE_COMPONENTS: (await import('../../testing/stub-pages')).STUB_PAGES }));


function renderAs(ruolo: Ruolo, url = '/') {
  return renderWithProviders(undefined, { url, session: { user: makeUser(ruolo) } });
}

function menuKeys(): string[] {
  const menu = screen.getByTestId('main-menu');
  return Array.from(menu.querySelectorAll('[data-page-key]')).map((el) => el.getAttribute('data-page-key') ?? '');
}

describe('shell', () => {
  it.each(['admin', 'manager', 'operatore'] as const)('shows exactly the %s menu', async (ruolo) => {
    renderAs(ruolo);
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent(makeUser(ruolo).nome);
    expect(menuKeys()).toEqual(MENU_BY_ROLE[ruolo]);
    expect(screen.getByTestId('current-user-role')).toBeInTheDocument();
  });

  it('opens a page from the URL and reflects menu choices in the URL', async () => {
    const { user } = renderAs('admin', '/gusti');
    expect(await screen.findByRole('heading', { name: 'Gusti' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Database' }));
    expect(window.location.pathname).toBe('/settings');
    expect(await screen.findByRole('heading', { name: 'Database' })).toBeInTheDocument();
    expect(menuKeys()).toContain('settings');
    expect(screen.getByTestId('main-menu').querySelector('[aria-current="page"]')).toHaveAttribute('data-page-key', 'settings');

    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByTestId('dashboard-greeting')).toBeInTheDocument();
  });

  it('follows back and forward (popstate)', async () => {
    const { user } = renderAs('manager', '/analytics');
    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gusti' }));
    expect(await screen.findByRole('heading', { name: 'Gusti' })).toBeInTheDocument();
    act(() => {
      window.history.replaceState(null, '', '/analytics');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
  });

  it('falls back to the dashboard for unknown keys', async () => {
    renderAs('operatore', '/pagina-che-non-esiste');
    expect(await screen.findByTestId('dashboard-greeting')).toBeInTheDocument();
  });

  it('opens the touch modes from the hash', async () => {
    renderAs('operatore', '/#produzione-touch');
    expect(await screen.findByRole('heading', { name: 'Produzione Touch' })).toBeInTheDocument();
    act(() => {
      window.location.hash = '#produzione-touch-2';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('heading', { name: 'Touch Produzione 2' })).toBeInTheDocument();
  });

  it.each([
    ['operatore', '/users', 'Accesso Negato: Solo manager e amministratori possono gestire gli utenti.'],
    ['manager', '/settings', 'Accesso Negato: Solo gli amministratori possono accedere alle impostazioni avanzate.'],
    ['manager', '/log-attivita', 'Non hai i permessi necessari per accedere a questa pagina.'],
    ['operatore', '/gusti', 'Accesso Negato: il tuo ruolo non consente di accedere a questa pagina.'],
  ] as const)('%s at %s gets the access-denied panel', async (ruolo, url, message) => {
    renderAs(ruolo, url);
    const panel = await screen.findByTestId('access-denied');
    expect(within(panel).getByText(message)).toBeInTheDocument();
  });

  it('gives the manager the Utenti entry (the roles table lets him view the list)', async () => {
    const { user } = renderAs('manager');
    await screen.findByTestId('dashboard-greeting');
    expect(menuKeys()).toContain('users');
    await user.click(within(screen.getByTestId('main-menu')).getByRole('button', { name: 'Utenti' }));
    expect(window.location.pathname).toBe('/users');
    expect(await screen.findByRole('heading', { name: 'Utenti' })).toBeInTheDocument();
    expect(screen.queryByTestId('access-denied')).not.toBeInTheDocument();
  });

  it.each([
    ['manager', '/#users', 'Utenti'],
    ['admin', '/#gusti', 'Gusti'],
    ['operatore', '/#storico-produzione', 'Storico Produzione'],
  ] as const)('%s: the hash %s opens its page like the touch modes', async (ruolo, url, heading) => {
    renderAs(ruolo, url);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows one toast at a time and drops it when the page changes', async () => {
    const { user } = renderAs('admin', '/gusti');
    await screen.findByRole('heading', { name: 'Gusti' });
    act(() => notifySuccess('Produzione registrata con successo! Totale: 6,5 kg'));
    expect(await screen.findByText('Produzione registrata con successo! Totale: 6,5 kg')).toBeInTheDocument();
    act(() => notifySuccess('Produzione registrata con successo! Totale: 2 kg'));
    expect(await screen.findByText('Produzione registrata con successo! Totale: 2 kg')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Produzione registrata con successo! Totale: 6,5 kg')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Database' }));
    expect(await screen.findByRole('heading', { name: 'Database' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Produzione registrata con successo! Totale: 2 kg')).not.toBeInTheDocument());
  });

  it('collapses the sidebar to icons only', async () => {
    const { user } = renderAs('admin');
    await screen.findByTestId('dashboard-greeting');
    await user.click(screen.getByRole('button', { name: 'Comprimi menu' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).queryByText('Registra Produzione')).not.toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Registra Produzione' })).toHaveAttribute('data-page-key', 'produzione');
  });

  it.each(['produzione-touch', 'produzione-touch-2'])('starts %s with the sidebar collapsed on a 1024 px tablet; it can be opened', async (key) => {
    setViewportWidth(1024);
    const { user } = renderAs('operatore', `/produzione#${key}`);
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await user.click(screen.getByRole('button', { name: 'Espandi menu' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
    expect(within(screen.getByTestId('sidebar')).getByText('Storico Produzione')).toBeInTheDocument();
    // the standard screen keeps the full sidebar
    await user.click(within(screen.getByTestId('sidebar')).getByRole('button', { name: 'Registra Produzione' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  });

  it('keeps the full sidebar in the touch modes on a desktop', async () => {
    renderAs('operatore', '/produzione#produzione-touch');
    expect(await screen.findByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  });

  it('uses a drawer on mobile that closes after a choice', async () => {
    setViewportWidth(390);
    const { user } = renderAs('operatore');
    await screen.findByTestId('dashboard-greeting');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apri menu' }));
    const drawer = await screen.findByTestId('mobile-menu');
    await user.click(within(drawer).getByRole('button', { name: 'Storico Produzione' }));
    expect(window.location.pathname).toBe('/storico-produzione');
    await waitFor(() => expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Storico Produzione' })).toBeInTheDocument();
  });

  it('logs out with Esci: calls the Logout mutation and clears the session', async () => {
    let loggedOut = false;
    server.use(
      graphql.mutation('Logout', () => {
        loggedOut = true;
        return HttpResponse.json({ data: { logout: true } });
      }),
    );
    const { user } = renderAs('admin', '/gusti');
    await user.click(await screen.findByTestId('logout-button'));
    expect(await screen.findByTestId('plan-starter')).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    for (const key of Object.values(SESSION_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });
});
