import type { EntityManager } from '@mikro-orm/postgresql';
import { dispatchEvents } from '../domain-events.js';
import type { ProduzioneView } from './produzione.schema.js';
import { eventoRegistrata, scriviProduzioni, type Registrazione, type Scritta } from './produzione.service.js';

interface InAttesa {
  em: EntityManager;
  registrazione: Registrazione;
  risolvi: (vista: ProduzioneView) => void;
  rifiuta: (errore: unknown) => void;
}

/**
 * Group commit for registrations without an idempotency key (issue 13: writes as fast as the
 * database allows). While fewer than `paralleli` groups are being written, a registration is written
 * at once, alone: at a shop's pace nothing changes. When more arrive meanwhile (the morning's batches
 * from every shop at once), they wait for a writer to finish and go together, up to `massimo`: one
 * transaction, one statement (scriviProduzioni), one commit, and the analytics triggers run once for
 * all of them instead of once each, with the rollup rows they share locked once.
 *
 * Each registration gets the answer it would get alone: its production, or the 400 of its own failed
 * check (it wrote nothing and did not stop the others). Should the group's transaction fail as a
 * whole (a database error, an event handler's), each of its registrations is written again alone, so
 * a fault is answered to the registration that has it and to no other. The events (e-mail outbox,
 * webhooks) are written in the group's transaction, per production, and their after-commit hints run
 * once it has committed.
 */
export class GruppoRegistrazioni {
  private readonly coda: InAttesa[] = [];
  private inCorso = 0;

  /**
   * @param paralleli groups written at once at most; by default 3, and always one connection of the
   *   pool left to the rest (1 on the embedded database). Groups lock the same rollup rows (a
   *   flavour's month across shops), so more of them at once wait for each other rather than run:
   *   measured on the chain-scale dataset with 50 tablets on a 10-connection pool, 3 wrote the most
   *   with the shortest tail; 5 and 4 less, 2 and 1 less too (the database idles while one finishes).
   * @param massimo registrations in one group at most: a group of 16 is written in ~30-80 ms there,
   *   32 made the slowest groups (and the tail) longer
   */
  constructor(
    private readonly paralleli?: number,
    private readonly massimo = 16,
  ) {}

  /** Writes the registration (alone or with others) and answers once it has committed. */
  registra(em: EntityManager, registrazione: Registrazione): Promise<ProduzioneView> {
    return new Promise((risolvi, rifiuta) => {
      this.coda.push({ em, registrazione, risolvi, rifiuta });
      this.avvia(em);
    });
  }

  private limite(em: EntityManager): number {
    return this.paralleli ?? Math.max(1, Math.min(3, (em.config.get('pool')?.max ?? 10) - 1));
  }

  private avvia(em: EntityManager): void {
    const limite = this.limite(em);
    while (this.inCorso < limite && this.coda.length > 0) {
      const gruppo = this.coda.splice(0, this.massimo);
      this.inCorso += 1;
      void this.scrivi(gruppo).finally(() => {
        this.inCorso -= 1;
        this.avvia(em);
      });
    }
  }

  private async scrivi(gruppo: InAttesa[]): Promise<void> {
    let esiti: Awaited<ReturnType<typeof scriviProduzioni>>;
    let dopoCommit: () => void;
    try {
      // the first one's EntityManager: its request waits for this, and counts what it sends
      ({ esiti, dopoCommit } = await gruppo[0]!.em.transactional(async (em) => {
        const scritte = await scriviProduzioni(em, gruppo.map((g) => g.registrazione));
        const eventi = scritte.filter((s): s is Scritta => !(s instanceof Error)).map(eventoRegistrata);
        return { esiti: scritte, dopoCommit: await dispatchEvents(em, eventi) };
      }));
    } catch (errore) {
      if (gruppo.length === 1) return gruppo[0]!.rifiuta(errore);
      // each one alone, one after the other: the fault goes to the registration that has it
      for (const g of gruppo) await this.scrivi([g]);
      return;
    }
    dopoCommit();
    gruppo.forEach((g, k) => {
      const esito = esiti[k]!;
      if (esito instanceof Error) g.rifiuta(esito);
      else g.risolvi(esito.vista);
    });
  }
}
