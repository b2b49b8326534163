import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { PAGE_LOAD_ERROR_MESSAGE, PAGE_OFFLINE_MESSAGE } from '../LoadErrorBoundary';

/** The Gusti and Ingredienti pages' code: unreachable while `rete.su` is false (offline, not in any cache). */
const rete = vi.hoisted(() => ({ su: true, tentativi: 0 }));

vi.mock('../page-registry', async () => {
  const { STUB_PAGES } = await import('../../testing/stub-pages');
  const { lazyPage } = await import('../lazy-page');
  const remota = (key: 'gusti' | 'ingredienti') =>
    lazyPage(async () => {
      rete.tentativi += 1;
      await new Promise((r) => setTimeout(r, 20)); // a network answer takes a while
      if (!rete.su) throw new TypeError(`Failed to fetch dynamically imported module: /assets/${key}.js`);
      return { default: STUB_PAGES[key] };
    });
  return { PAGE_COMPONENTS: { ...STUB_PAGES, gusti: remota('gusti'), ingredienti: remota('ingredienti') } };
});

function impostaRete(su: boolean) {
  rete.su = su;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(su);
  act(() => {
    window.dispatchEvent(new Event(su ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  rete.su = true;
});

describe('a page whose code cannot be downloaded', () => {
  it('offline: the shell, the offline banner and the menu stay, the page says so; back online it opens without a reload', async () => {
    // timers run with the clock, and can be moved on at once where the test looks for a retry that must not come
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(undefined, { url: '/', session: { user: makeUser('admin') } });
    await screen.findByTestId('dashboard-greeting');
    impostaRete(false);
    expect(await screen.findByTestId('stato-offline')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('main-menu')).getByRole('button', { name: 'Gusti' }));
    const avviso = await screen.findByTestId('pagina-non-disponibile');
    expect(within(avviso).getByText(PAGE_OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/gusti');
    // it stays: no download tried again by itself (offline that would suspend the page for ever)
    const tentati = rete.tentativi;
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(rete.tentativi).toBe(tentati);
    expect(screen.getByTestId('pagina-non-disponibile')).toBeInTheDocument();
    // still inside the shell: top bar, menu and the offline banner
    expect(screen.getByTestId('current-user-role')).toBeInTheDocument();
    expect(screen.getByTestId('main-menu')).toBeInTheDocument();
    expect(screen.getByTestId('stato-offline')).toBeInTheDocument();

    // Riprova while still offline: tried again, still the message
    const prima = rete.tentativi;
    await user.click(within(avviso).getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByText(PAGE_OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(rete.tentativi).toBeGreaterThan(prima);

    impostaRete(true);
    expect(await screen.findByRole('heading', { name: 'Gusti' })).toBeInTheDocument();
    expect(screen.queryByTestId('pagina-non-disponibile')).not.toBeInTheDocument();
  });

  it('online but the download failed: a retry message in the page, Riprova opens it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rete.su = false;
    const { user } = renderWithProviders(undefined, { url: '/ingredienti', session: { user: makeUser('manager') } });
    expect(await screen.findByText(PAGE_LOAD_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId('current-user-role')).toBeInTheDocument();
    rete.su = true;
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('heading', { name: 'Ingredienti' })).toBeInTheDocument();
  });
});
