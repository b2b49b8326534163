import { describe, expect, it } from 'vitest';
import type { CodaProduzioni, InviaProduzione, RisultatoInvio } from './coda-produzioni';
import { avviaSincronizzazione, CONTROLLO_PERIODICO_MS, ritardoTentativo, RITARDO_MAX_MS } from './sincronizzazione';

/** A queue whose rounds answer from a script; counts the rounds. */
function codaScriptata(...risultati: RisultatoInvio[]) {
  const accodate = new Set<() => void>();
  let giri = 0;
  const coda = {
    invia: async () => {
      giri += 1;
      return risultati.shift() ?? { inviate: 0, esito: 'completata' as const };
    },
    onAccodata: (l: () => void) => {
      accodate.add(l);
      return () => accodate.delete(l);
    },
  } as unknown as CodaProduzioni;
  return { coda, giri: () => giri, accoda: () => accodate.forEach((l) => l()) };
}

/** Timers the test fires by hand. */
function timerManuali() {
  const attesi: { fn: () => void; ms: number; annullato: boolean }[] = [];
  return {
    pianifica: (fn: () => void, ms: number) => {
      const t = { fn, ms, annullato: false };
      attesi.push(t);
      return () => (t.annullato = true);
    },
    attivi: () => attesi.filter((t) => !t.annullato).map((t) => t.ms),
    scatta: () => {
      const t = attesi.find((x) => !x.annullato)!;
      t.annullato = true;
      t.fn();
    },
  };
}

const invia: InviaProduzione = async () => ({ tipo: 'riprova' });
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('sincronizzazione della coda', () => {
  it('backoff: 5 s doubling, at most 5 minutes', () => {
    expect([0, 1, 2, 3].map(ritardoTentativo)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(ritardoTentativo(20)).toBe(RITARDO_MAX_MS);
    expect(RITARDO_MAX_MS).toBe(300_000);
  });

  it('sends at start, retries with growing delays after failures, stops retrying once done', async () => {
    const { coda, giri } = codaScriptata({ inviate: 0, esito: 'riprova' }, { inviate: 0, esito: 'riprova' }, { inviate: 2, esito: 'completata' });
    const timer = timerManuali();
    const inviate: number[] = [];
    const ferma = avviaSincronizzazione(coda, { invia, onInviate: (n) => inviate.push(n), pianifica: timer.pianifica, online: () => true, eventi: new EventTarget() as unknown as Window });
    await flush();
    expect(giri()).toBe(1);
    expect(timer.attivi()).toEqual([5_000]);
    timer.scatta();
    await flush();
    expect(timer.attivi()).toEqual([10_000]);
    timer.scatta();
    await flush();
    expect(giri()).toBe(3);
    expect(inviate).toEqual([2]);
    expect(timer.attivi()).toEqual([]);
    ferma();
  });

  it('offline: tries nothing until the online event, which starts a round at once', async () => {
    let online = false;
    const eventi = new EventTarget();
    const { coda, giri, accoda } = codaScriptata({ inviate: 1, esito: 'completata' });
    const timer = timerManuali();
    const ferma = avviaSincronizzazione(coda, { invia, onInviate: () => undefined, pianifica: timer.pianifica, online: () => online, eventi: eventi as unknown as Window });
    accoda();
    await flush();
    expect(giri()).toBe(0);
    online = true;
    eventi.dispatchEvent(new Event('online'));
    await flush();
    expect(giri()).toBe(1);
    ferma();
    eventi.dispatchEvent(new Event('online'));
    await flush();
    expect(giri()).toBe(1);
  });

  it('a new queued production starts a round; a 401 round waits (no retry timer)', async () => {
    const { coda, giri, accoda } = codaScriptata({ inviate: 0, esito: 'completata' }, { inviate: 0, esito: 'login' });
    const timer = timerManuali();
    const ferma = avviaSincronizzazione(coda, { invia, onInviate: () => undefined, pianifica: timer.pianifica, online: () => true, eventi: new EventTarget() as unknown as Window });
    await flush();
    accoda();
    await flush();
    expect(giri()).toBe(2);
    expect(timer.attivi()).toEqual([]);
    ferma();
  });

  it('a periodic check sends what is waiting even when the online event never came (no reload needed)', async () => {
    let online = false;
    const { coda, giri } = codaScriptata({ inviate: 1, esito: 'completata' });
    const timer = timerManuali();
    const controlli: { fn: () => void; ms: number; fermato: boolean }[] = [];
    const ferma = avviaSincronizzazione(coda, {
      invia,
      onInviate: () => undefined,
      pianifica: timer.pianifica,
      periodico: (fn, ms) => {
        const c = { fn, ms, fermato: false };
        controlli.push(c);
        return () => (c.fermato = true);
      },
      online: () => online,
      eventi: new EventTarget() as unknown as Window,
    });
    await flush();
    expect(giri()).toBe(0);
    expect(controlli.map((c) => c.ms)).toEqual([CONTROLLO_PERIODICO_MS]);
    expect(CONTROLLO_PERIODICO_MS).toBe(30_000);
    controlli[0]!.fn(); // still offline: nothing tried
    await flush();
    expect(giri()).toBe(0);
    online = true; // the network is back, no event reached this tab
    controlli[0]!.fn();
    await flush();
    expect(giri()).toBe(1);
    ferma();
    expect(controlli[0]!.fermato).toBe(true);
  });
});
