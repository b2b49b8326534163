import { useSyncExternalStore } from 'react';

/** A tiny wrapper over the History API: push/replace plus a subscription React can use. */
const LOCATION_CHANGE_EVENT = 'gelatiere:locationchange';

export interface LocationSnapshot {
  pathname: string;
  hash: string;
}

export function navigateTo(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
  };
}

// The snapshot must be referentially stable between changes, so it is a string.
function getSnapshot(): string {
  return `${window.location.pathname}${window.location.hash}`;
}

export function useLocation(): LocationSnapshot {
  useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { pathname: window.location.pathname, hash: window.location.hash };
}
