import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const pagina = () => lazyPage(() => Promise.resolve({ default: () => <h1>Pagina pronta</h1> }));
const mostra = (Pagina: ReturnType<typeof pagina>) =>
  render(
    <Suspense fallback={<p>Caricamento...</p>}>
      <Pagina />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('a page whose code is not here yet shows the fallback, then the page', async () => {
    mostra(pagina());
    expect(screen.getByText('Caricamento...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pagina pronta' })).toBeInTheDocument();
  });

  it('a preloaded page opens in the first render: no fallback, no wait for a Suspense reveal', async () => {
    const Pagina = pagina();
    await Pagina.precarica?.();
    mostra(Pagina);
    expect(screen.getByRole('heading', { name: 'Pagina pronta' })).toBeInTheDocument();
    expect(screen.queryByText('Caricamento...')).not.toBeInTheDocument();
  });

  it('a failed download is tried again after riprova, and the page opens', async () => {
    let tentativi = 0;
    const Pagina = lazyPage(() => (++tentativi === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => <h1>Pagina pronta</h1> })));
    await expect(Pagina.precarica?.()).resolves.toBeUndefined();
    Pagina.riprova?.(); // nothing failed on a render yet: no fresh lazy component
    mostra(Pagina);
    expect(await screen.findByRole('heading', { name: 'Pagina pronta' })).toBeInTheDocument();
    expect(tentativi).toBe(2);
  });
});
