import { createContext, useContext } from 'react';
import type { PageKey } from './navigation';

export interface PageNavigation {
  currentPage: PageKey;
  /** Opens a page by key: pushes `/<key>` (or the touch hash) onto the history. */
  navigate(key: PageKey): void;
}

export const PageNavigationContext = createContext<PageNavigation | null>(null);

export function usePageNavigation(): PageNavigation {
  const value = useContext(PageNavigationContext);
  if (!value) throw new Error('usePageNavigation must be used inside the shell');
  return value;
}
