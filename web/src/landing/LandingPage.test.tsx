import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';

describe('landing page', () => {
  it('shows the three monthly plans with exact prices and items', async () => {
    renderWithProviders();
    const starter = await screen.findByTestId('plan-starter');
    expect(within(starter).getByText('29 €')).toBeInTheDocument();
    for (const item of ['1 punto vendita', 'Fino a 3 utenti', 'Gestione produzione', 'Analytics di base', 'Supporto email']) {
      expect(within(starter).getByText(item)).toBeInTheDocument();
    }
    const pro = screen.getByTestId('plan-professional');
    expect(within(pro).getByText('79 €')).toBeInTheDocument();
    for (const item of ['3 punti vendita', 'Utenti illimitati', 'Analytics avanzate', 'Calcolo PAC e valori nutrizionali', 'Ottimizzazione costi', 'Supporto prioritario']) {
      expect(within(pro).getByText(item)).toBeInTheDocument();
    }
    expect(within(pro).getByRole('button', { name: /30 giorni/ })).toBeInTheDocument();
    const enterprise = screen.getByTestId('plan-enterprise');
    expect(within(enterprise).getByText('199 €')).toBeInTheDocument();
    for (const item of ['Punti vendita illimitati', 'Personalizzazione', 'API integrate', 'Analisi scientifiche avanzate', 'Backup avanzati', 'Consulenza dedicata']) {
      expect(within(enterprise).getByText(item)).toBeInTheDocument();
    }
  });

  it('has the sections, three testimonials and the footer anchors', async () => {
    const { container } = renderWithProviders();
    await screen.findByTestId('plan-starter');
    for (const id of ['features', 'testimonials', 'pricing']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(container.querySelectorAll('#testimonials figure')).toHaveLength(3);
    for (const id of ['privacy', 'terms', 'support', 'contact']) {
      const anchor = container.querySelector(`footer a#${id}`);
      expect(anchor).toHaveAttribute('href', `#${id}`);
    }
  });

  it.each([
    ['landing-login-button'],
    ['hero-trial-button'],
    ['plan-starter-button'],
    ['plan-professional-button'],
    ['plan-enterprise-button'],
  ])('call to action %s opens the login modal', async (testId) => {
    const { user } = renderWithProviders();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await screen.findByTestId(testId));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('login-submit')).toBeInTheDocument();
  });

  it('a menu button opens the section links (for phones, where the inline links are hidden): keyboard and Escape', async () => {
    const { user } = renderWithProviders();
    const bottone = await screen.findByRole('button', { name: 'Apri il menu delle sezioni' });
    expect(bottone).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('landing-menu')).not.toBeInTheDocument();
    bottone.focus();
    await user.keyboard('{Enter}');
    expect(bottone).toHaveAttribute('aria-expanded', 'true');
    expect(bottone).toHaveAccessibleName('Chiudi il menu delle sezioni');
    const menu = screen.getByTestId('landing-menu');
    expect(bottone).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Funzionalità', '#features'],
      ['Testimonianze', '#testimonials'],
      ['Prezzi', '#pricing'],
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('landing-menu')).not.toBeInTheDocument();
    expect(bottone).toHaveFocus();
    // a chosen section closes the menu
    await user.click(bottone);
    await user.click(within(screen.getByTestId('landing-menu')).getByRole('link', { name: 'Prezzi' }));
    expect(screen.queryByTestId('landing-menu')).not.toBeInTheDocument();
  });

  it('opens the login modal at /login', async () => {
    renderWithProviders(undefined, { url: '/login' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('Accedi a Gelatiere')).toBeInTheDocument();
  });
});
