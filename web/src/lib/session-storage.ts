/** This tab's sessionStorage, or null where it cannot be used (private modes, tests without it). */
export function sessionStorageSicuro(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
