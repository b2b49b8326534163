import { describe, expect, it } from 'vitest';
import {
  PAGE_KEYS,
  PAGES,
  canOpenPage,
  deniedMessageFor,
  menuForRole,
  menuPageKeys,
  pageFromLocation,
  pathForPage,
} from './navigation';
import { MENU_BY_ROLE } from '../testing/fixtures';


describe('menu by role', () => {
  it.each(Object.entries(MENU_BY_ROLE))('%s sees exactly its entries', (role, keys) => {
    expect(menuPageKeys(role as keyof typeof MENU_BY_ROLE)).toEqual(keys);
  });

  it('groups Laboratorio and Impostazioni as submenus', () => {
    const groups = menuForRole('admin').filter((i) => i.kind === 'group');
    expect(groups.map((g) => g.label)).toEqual(['Laboratorio', 'Impostazioni']);
    expect(menuForRole('operatore').some((i) => i.kind === 'group' && i.label === 'Impostazioni')).toBe(false);
  });

  it('labels settings as Database and produzione as Registra Produzione', () => {
    expect(PAGES.settings.label).toBe('Database');
    expect(PAGES.produzione.label).toBe('Registra Produzione');
  });
});

describe('page guard', () => {
  it('lets managers open the users list but not operators', () => {
    expect(canOpenPage('manager', 'users')).toBe(true);
    expect(canOpenPage('operatore', 'users')).toBe(false);
  });

  it('keeps Impostazioni pages for admins', () => {
    for (const key of ['settings', 'log-attivita', 'email-log', 'impostazioni-email'] as const) {
      expect(canOpenPage('admin', key)).toBe(true);
      expect(canOpenPage('manager', key)).toBe(false);
    }
  });

  it('has the Italian denial messages of the spec', () => {
    expect(deniedMessageFor('users')).toBe('Accesso Negato: Solo manager e amministratori possono gestire gli utenti.');
    expect(deniedMessageFor('settings')).toBe('Accesso Negato: Solo gli amministratori possono accedere alle impostazioni avanzate.');
    expect(deniedMessageFor('log-attivita')).toBe('Non hai i permessi necessari per accedere a questa pagina.');
    expect(deniedMessageFor('gusti')).toMatch(/^Accesso Negato/);
  });
});

describe('URL <-> page key', () => {
  it('round-trips every page key', () => {
    for (const key of PAGE_KEYS) {
      const url = new URL(pathForPage(key), 'http://x');
      expect(pageFromLocation(url.pathname, url.hash)).toBe(key);
    }
  });

  it('falls back to the dashboard', () => {
    expect(pageFromLocation('/', '')).toBe('dashboard');
    expect(pageFromLocation('/non-esiste', '')).toBe('dashboard');
    expect(pageFromLocation('/login', '')).toBe('dashboard');
  });

  it('opens the touch modes from the hash', () => {
    expect(pageFromLocation('/', '#produzione-touch')).toBe('produzione-touch');
    expect(pageFromLocation('/', '#produzione-touch-2')).toBe('produzione-touch-2');
    expect(pageFromLocation('/gusti', '#altro')).toBe('gusti');
  });
});
