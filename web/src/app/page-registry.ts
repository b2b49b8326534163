import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKey } from './navigation';

/** Page key -> lazily loaded page. To build a page, replace its folder's index.tsx. */
export const PAGE_COMPONENTS: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('../pages/dashboard')),
  produzione: lazy(() => import('../pages/produzione')),
  'produzione-touch': lazy(() => import('../pages/produzione-touch')),
  'produzione-touch-2': lazy(() => import('../pages/produzione-touch-2')),
  'storico-produzione': lazy(() => import('../pages/storico-produzione')),
  vetrina: lazy(() => import('../pages/vetrina')),
  listino: lazy(() => import('../pages/listino')),
  gusti: lazy(() => import('../pages/gusti')),
  ingredienti: lazy(() => import('../pages/ingredienti')),
  analytics: lazy(() => import('../pages/analytics')),
  users: lazy(() => import('../pages/users')),
  'punti-vendita': lazy(() => import('../pages/punti-vendita')),
  settings: lazy(() => import('../pages/settings')),
  'log-attivita': lazy(() => import('../pages/log-attivita')),
  'email-log': lazy(() => import('../pages/email-log')),
  'impostazioni-categorie-gusti': lazy(() => import('../pages/impostazioni-categorie-gusti')),
  'impostazioni-allergeni': lazy(() => import('../pages/impostazioni-allergeni')),
  'impostazioni-email': lazy(() => import('../pages/impostazioni-email')),
  integrazioni: lazy(() => import('../pages/integrazioni')),
};
