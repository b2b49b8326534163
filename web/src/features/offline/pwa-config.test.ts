import { describe, expect, it } from 'vitest';
import { system } from '../../app/theme';
import { BACKGROUND_COLOR, PWA_OPTIONS, THEME_COLOR } from '../../../pwa.config';

describe('PWA configuration', () => {
  it('uses the theme colours of the app', () => {
    expect(THEME_COLOR).toBe(system.token('colors.brand.500'));
    expect(BACKGROUND_COLOR).toBe(system.token('colors.crema.50'));
  });

  it('installable manifest: Italian name, standalone from /, 192/512 and maskable icons', () => {
    const manifest = PWA_OPTIONS.manifest;
    expect(manifest).toMatchObject({ name: 'Gelatiere', short_name: 'Gelatiere', start_url: '/', display: 'standalone', lang: 'it', theme_color: THEME_COLOR });
    const icons = manifest ? (manifest.icons ?? []) : [];
    expect(icons.map((i) => [i.sizes, i.purpose ?? 'any'])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });

  it('the navigation fallback never answers for the server: /api, /api/docs, /graphql', () => {
    const denylist = PWA_OPTIONS.workbox?.navigateFallbackDenylist ?? [];
    const denied = (path: string) => denylist.some((re) => re.test(path));
    for (const path of ['/api', '/api/docs', '/api/docs/static/index.html', '/api/produzione', '/graphql']) expect(denied(path), path).toBe(true);
    for (const path of ['/', '/produzione', '/storico-produzione', '/login', '/apiario']) expect(denied(path), path).toBe(false);
    expect(PWA_OPTIONS.workbox?.navigateFallback).toBe('index.html');
    expect(PWA_OPTIONS.workbox?.runtimeCaching).toEqual([]);
  });

  it('the first service worker controls the page that installed it (pages load offline from the first visit); updates still wait for Aggiorna', () => {
    expect(PWA_OPTIONS.registerType).toBe('prompt');
    expect(PWA_OPTIONS.workbox?.clientsClaim).toBe(true);
    expect(PWA_OPTIONS.workbox?.skipWaiting).toBe(false);
  });
});
