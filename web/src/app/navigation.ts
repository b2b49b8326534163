import type { IconType } from 'react-icons';
import {
  LuCalendarClock,
  LuChartLine,
  LuClipboardPen,
  LuDatabase,
  LuFlaskConical,
  LuHand,
  LuHistory,
  LuIceCreamBowl,
  LuReceiptEuro,
  LuIceCreamCone,
  LuLayoutDashboard,
  LuMail,
  LuMailCheck,
  LuPackageCheck,
  LuPlug,
  LuScrollText,
  LuSettings,
  LuShieldAlert,
  LuStore,
  LuTablet,
  LuTags,
  LuTruck,
  LuThermometer,
  LuUsers,
  LuWarehouse,
  LuWheat,
} from 'react-icons/lu';
import type { Ruolo } from '../gql/graphql';

/**
 * The single source of the role rules: every page key of the spec, its label and icon, who may
 * open it (the page guard) and who sees it in the menu. The menu and the guard both read this.
 */
export const PAGE_KEYS = [
  'dashboard',
  'produzione',
  'piano-produzione',
  'produzione-touch',
  'produzione-touch-2',
  'storico-produzione',
  'vetrina',
  'registro-haccp',
  'listino',
  'gusti',
  'ingredienti',
  'fornitori',
  'ricevimenti',
  'magazzino',
  'analytics',
  'users',
  'punti-vendita',
  'settings',
  'log-attivita',
  'email-log',
  'impostazioni-categorie-gusti',
  'impostazioni-allergeni',
  'impostazioni-email',
  'integrazioni',
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

export const DEFAULT_PAGE: PageKey = 'dashboard';

const ALL: readonly Ruolo[] = ['admin', 'manager', 'operatore'];
const ADMIN_MANAGER: readonly Ruolo[] = ['admin', 'manager'];
const ADMIN: readonly Ruolo[] = ['admin'];

export const ROLE_LABELS: Record<Ruolo, string> = {
  admin: 'Amministratore',
  manager: 'Manager',
  operatore: 'Operatore',
};

/** Badge colour palette per role. */
export const ROLE_COLORS: Record<Ruolo, string> = {
  admin: 'brand',
  manager: 'purple',
  operatore: 'pistacchio',
};

export interface PageDefinition {
  key: PageKey;
  label: string;
  icon: IconType;
  /** Roles allowed to open the page (the guard). */
  roles: readonly Ruolo[];
  /** Roles that see the page in the menu; omitted = same as `roles`; empty = never in the menu. */
  menuRoles?: readonly Ruolo[];
  /** Italian text shown to a role that may not open the page. */
  deniedMessage?: string;
}

export const GENERIC_DENIED_MESSAGE =
  'Accesso Negato: il tuo ruolo non consente di accedere a questa pagina.';

export const PAGES: Record<PageKey, PageDefinition> = {
  dashboard: { key: 'dashboard', label: 'Dashboard', icon: LuLayoutDashboard, roles: ALL },
  analytics: { key: 'analytics', label: 'Analytics', icon: LuChartLine, roles: ALL },
  users: {
    key: 'users',
    label: 'Utenti',
    icon: LuUsers,
    // Managers view the list read-only (spec section 6, roles table). The spec's menu line lists the
    // entry for admin only, but the table is the rule and the menu its presentation: a page a role may
    // open must be reachable without typing its address, so the manager sees the entry too.
    roles: ADMIN_MANAGER,
    deniedMessage: 'Accesso Negato: Solo manager e amministratori possono gestire gli utenti.',
  },
  'punti-vendita': { key: 'punti-vendita', label: 'Punti Vendita', icon: LuStore, roles: ADMIN_MANAGER },
  produzione: { key: 'produzione', label: 'Registra Produzione', icon: LuClipboardPen, roles: ALL },
  // issue 32: admin and manager plan; the operator reads the plan (no edits, no recording)
  'piano-produzione': { key: 'piano-produzione', label: 'Piano di Produzione', icon: LuCalendarClock, roles: ALL },
  'produzione-touch': {
    key: 'produzione-touch',
    label: 'Produzione Touch',
    icon: LuHand,
    roles: ALL,
    menuRoles: [],
  },
  'produzione-touch-2': {
    key: 'produzione-touch-2',
    label: 'Touch Produzione 2',
    icon: LuTablet,
    roles: ALL,
    menuRoles: [],
  },
  'storico-produzione': {
    key: 'storico-produzione',
    label: 'Storico Produzione',
    icon: LuHistory,
    roles: ALL,
  },
  vetrina: { key: 'vetrina', label: 'Vetrina', icon: LuIceCreamBowl, roles: ALL },
  'registro-haccp': { key: 'registro-haccp', label: 'Registro HACCP', icon: LuThermometer, roles: ALL },
  listino: { key: 'listino', label: 'Listino', icon: LuReceiptEuro, roles: ADMIN_MANAGER },
  gusti: { key: 'gusti', label: 'Gusti', icon: LuIceCreamCone, roles: ADMIN_MANAGER },
  ingredienti: { key: 'ingredienti', label: 'Ingredienti', icon: LuWheat, roles: ADMIN_MANAGER },
  // suppliers and goods receipts carry prices: admin and manager (the API refuses receipts to operators)
  fornitori: { key: 'fornitori', label: 'Fornitori', icon: LuTruck, roles: ADMIN_MANAGER },
  ricevimenti: { key: 'ricevimenti', label: 'Ricevimenti', icon: LuPackageCheck, roles: ADMIN_MANAGER },
  // every role: the operatore reads quantities and lots (never prices); counts, orders and recalls are admin/manager
  magazzino: { key: 'magazzino', label: 'Magazzino', icon: LuWarehouse, roles: ALL },
  'impostazioni-categorie-gusti': {
    key: 'impostazioni-categorie-gusti',
    label: 'Categorie Gusti',
    icon: LuTags,
    roles: ADMIN,
  },
  'impostazioni-allergeni': {
    key: 'impostazioni-allergeni',
    label: 'Allergeni',
    icon: LuShieldAlert,
    roles: ADMIN,
  },
  'impostazioni-email': {
    key: 'impostazioni-email',
    label: 'Configurazione Email',
    icon: LuMail,
    roles: ADMIN,
  },
  settings: {
    key: 'settings',
    label: 'Database',
    icon: LuDatabase,
    roles: ADMIN,
    deniedMessage:
      'Accesso Negato: Solo gli amministratori possono accedere alle impostazioni avanzate.',
  },
  'log-attivita': {
    key: 'log-attivita',
    label: 'Log Attività',
    icon: LuScrollText,
    roles: ADMIN,
    deniedMessage: 'Non hai i permessi necessari per accedere a questa pagina.',
  },
  'email-log': { key: 'email-log', label: 'Storico Email', icon: LuMailCheck, roles: ADMIN },
  integrazioni: { key: 'integrazioni', label: 'Integrazioni', icon: LuPlug, roles: ADMIN },
};

/** Menu layout: top-level pages and the two submenus, in display order. */
type MenuLayoutEntry =
  | { kind: 'page'; key: PageKey }
  | { kind: 'group'; id: string; label: string; icon: IconType; pages: PageKey[] };

const MENU_LAYOUT: MenuLayoutEntry[] = [
  { kind: 'page', key: 'dashboard' },
  { kind: 'page', key: 'analytics' },
  { kind: 'page', key: 'users' },
  { kind: 'page', key: 'punti-vendita' },
  {
    kind: 'group',
    id: 'laboratorio',
    label: 'Laboratorio',
    icon: LuFlaskConical,
    pages: ['piano-produzione', 'produzione', 'storico-produzione', 'vetrina', 'registro-haccp', 'listino', 'gusti', 'ingredienti', 'fornitori', 'ricevimenti', 'magazzino'],
  },
  {
    kind: 'group',
    id: 'impostazioni',
    label: 'Impostazioni',
    icon: LuSettings,
    pages: [
      'impostazioni-categorie-gusti',
      'impostazioni-allergeni',
      'impostazioni-email',
      'settings',
      'log-attivita',
      'email-log',
      'integrazioni',
    ],
  },
];

export type MenuItem =
  | { kind: 'page'; page: PageDefinition }
  | { kind: 'group'; id: string; label: string; icon: IconType; pages: PageDefinition[] };

export function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}

export function canOpenPage(role: Ruolo, key: PageKey): boolean {
  return PAGES[key].roles.includes(role);
}

export function showsInMenu(role: Ruolo, key: PageKey): boolean {
  const page = PAGES[key];
  return (page.menuRoles ?? page.roles).includes(role);
}

export function deniedMessageFor(key: PageKey): string {
  return PAGES[key].deniedMessage ?? GENERIC_DENIED_MESSAGE;
}

/** The menu for a role; submenus without visible entries are dropped. */
export function menuForRole(role: Ruolo): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of MENU_LAYOUT) {
    if (entry.kind === 'page') {
      if (showsInMenu(role, entry.key)) items.push({ kind: 'page', page: PAGES[entry.key] });
      continue;
    }
    const pages = entry.pages.filter((key) => showsInMenu(role, key)).map((key) => PAGES[key]);
    if (pages.length > 0) items.push({ ...entry, pages });
  }
  return items;
}

/** Flat list of the page keys in a role's menu (menu order). */
export function menuPageKeys(role: Ruolo): PageKey[] {
  return menuForRole(role).flatMap((item) =>
    item.kind === 'page' ? [item.page.key] : item.pages.map((p) => p.key),
  );
}

const TOUCH_PAGES: readonly PageKey[] = ['produzione-touch', 'produzione-touch-2'];

/** The touch production modes (hash routes; the sidebar starts collapsed on tablets). */
export const isTouchPage = (key: PageKey): boolean => TOUCH_PAGES.includes(key);

/**
 * URL scheme: `/<page-key>`, `/` for the dashboard, and the touch modes as the hashes
 * `#produzione-touch` / `#produzione-touch-2`. Any page key is accepted as a hash too (`/#users`,
 * the form the touch modes use) and wins over the path. Unknown keys fall back to the dashboard.
 */
export function pageFromLocation(pathname: string, hash: string): PageKey {
  const fromHash = hash.replace(/^#\/?/, '');
  if (isPageKey(fromHash)) return fromHash;
  const segment = decodeURIComponent(pathname.replace(/^\/+|\/+$/g, ''));
  return isPageKey(segment) ? segment : DEFAULT_PAGE;
}

export function pathForPage(key: PageKey): string {
  if (TOUCH_PAGES.includes(key)) return `/produzione#${key}`;
  return key === DEFAULT_PAGE ? '/' : `/${key}`;
}
