import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from './config';

/** Whether a CSS media query matches, following its changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True at widths of 768 px or less (sidebar becomes a drawer). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
}

/** True below desktop widths (a 1024 px tablet, landscape included). */
export function useIsTablet(): boolean {
  return useMediaQuery(`(max-width: ${TABLET_MAX_WIDTH}px)`);
}
