/** jsdom lacks a few browser APIs that Chakra / Ark UI and the shell use. */

function evaluateMediaQuery(query: string): boolean {
  const width = window.innerWidth;
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return Boolean(max || min);
}

export function installBrowserPolyfills(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const list: MediaQueryList = {
      matches: evaluateMediaQuery(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };

  class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = ResizeObserverStub;
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}

/** Changes the viewport width seen by matchMedia (e.g. 390 for the mobile layout). */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}
