import { lazyPage, type PaginaPigra } from './lazy-page';
import type { PageKey } from './navigation';

/** Page key -> lazily loaded page (a failed download is tried again). To build a page, replace its folder's index.tsx. */
export const PAGE_COMPONENTS: Record<PageKey, PaginaPigra> = {
  dashboard: lazyPage(() => import('../pages/dashboard')),
  produzione: lazyPage(() => import('../pages/produzione')),
  'piano-produzione': lazyPage(() => import('../pages/piano-produzione')),
  'produzione-touch': lazyPage(() => import('../pages/produzione-touch')),
  'produzione-touch-2': lazyPage(() => import('../pages/produzione-touch-2')),
  'storico-produzione': lazyPage(() => import('../pages/storico-produzione')),
  vetrina: lazyPage(() => import('../pages/vetrina')),
  'registro-haccp': lazyPage(() => import('../pages/registro-haccp')),
  listino: lazyPage(() => import('../pages/listino')),
  gusti: lazyPage(() => import('../pages/gusti')),
  ingredienti: lazyPage(() => import('../pages/ingredienti')),
  fornitori: lazyPage(() => import('../pages/fornitori')),
  ricevimenti: lazyPage(() => import('../pages/ricevimenti')),
  magazzino: lazyPage(() => import('../pages/magazzino')),
  analytics: lazyPage(() => import('../pages/analytics')),
  users: lazyPage(() => import('../pages/users')),
  'punti-vendita': lazyPage(() => import('../pages/punti-vendita')),
  settings: lazyPage(() => import('../pages/settings')),
  'log-attivita': lazyPage(() => import('../pages/log-attivita')),
  'email-log': lazyPage(() => import('../pages/email-log')),
  'impostazioni-categorie-gusti': lazyPage(() => import('../pages/impostazioni-categorie-gusti')),
  'impostazioni-allergeni': lazyPage(() => import('../pages/impostazioni-allergeni')),
  'impostazioni-email': lazyPage(() => import('../pages/impostazioni-email')),
  integrazioni: lazyPage(() => import('../pages/integrazioni')),
};
