import { useEffect, useEffectEvent, useState } from 'react';
import { sessionStorageSicuro } from '../../lib/session-storage';

/**
 * The production just recorded on this tab (issue 34 item 25): set when the server confirms it — sent
 * from a production screen or later from the offline queue — so that Storico Produzione, opened
 * afterwards or already open, shows it highlighted. Kept in sessionStorage (it survives the page
 * change, as the weighing sheet's prefill does) with the user who recorded it; an event tells an open
 * Storico.
 */
export interface ProduzioneRegistrata {
  id: number;
  utenteId: number;
}

const CHIAVE = 'gelatiere.produzione.registrata';
export const EVENTO_PRODUZIONE_REGISTRATA = 'gelatiere:produzione-registrata';

export function segnaProduzioneRegistrata(p: ProduzioneRegistrata): void {
  sessionStorageSicuro()?.setItem(CHIAVE, JSON.stringify(p));
  globalThis.dispatchEvent?.(new CustomEvent<ProduzioneRegistrata>(EVENTO_PRODUZIONE_REGISTRATA, { detail: p }));
}

/** The id of the production `utenteId` just recorded on this tab; null when none (or another user's). */
export function leggiProduzioneRegistrata(utenteId: number): number | null {
  const raw = sessionStorageSicuro()?.getItem(CHIAVE);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Partial<ProduzioneRegistrata>;
    return Number.isInteger(p.id) && p.utenteId === utenteId ? (p.id as number) : null;
  } catch {
    return null;
  }
}

/** Forgotten once Storico has shown it (when the user leaves the page: the highlight stays while there). */
export function dimenticaProduzioneRegistrata(): void {
  sessionStorageSicuro()?.removeItem(CHIAVE);
}

/**
 * For Storico: the production the user just recorded (null when none), also when the offline queue
 * sends one while the page is open (`allArrivo` then reloads the list). Forgotten when the page closes.
 */
export function useProduzioneRegistrata(utenteId: number, allArrivo: () => void): number | null {
  const [id, setId] = useState(() => leggiProduzioneRegistrata(utenteId));
  const arrivata = useEffectEvent((p: ProduzioneRegistrata) => {
    if (p.utenteId !== utenteId) return;
    setId(p.id);
    allArrivo();
  });
  useEffect(() => {
    const ascolta = (e: Event) => {
      const p = (e as CustomEvent<ProduzioneRegistrata>).detail;
      if (p) arrivata(p);
    };
    globalThis.addEventListener(EVENTO_PRODUZIONE_REGISTRATA, ascolta);
    return () => {
      globalThis.removeEventListener(EVENTO_PRODUZIONE_REGISTRATA, ascolta);
      dimenticaProduzioneRegistrata();
    };
  }, []);
  return id;
}
