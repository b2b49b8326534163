import { describe, expect, it } from 'vitest';
import { databaseConOrm } from '../../test/database.js';
import type { RequestContext } from '../common/context.js';
import { DomainError, MESSAGGI, notFound } from '../common/errors.js';
import { mettiInAttesa } from '../db/insieme.js';
import { preparata } from '../db/prepared.js';
import { countQueries } from '../db/query-counter.js';
import { NegataInAttesa, UtenteCambiato } from '../modules/auth/auth.service.js';
import { letturaConfermata } from './lettura-confermata.js';

/**
 * The gateway's rule for a soloLettura handler, on a real database: its answer or its error only after
 * the authentication's verdict, whatever the handler read (through a prepared read, nothing at all, or
 * a read whose refusal it caught).
 */
const prova = databaseConOrm();

type Verdetto = 'ok' | 'negato' | 'cambiato';

/** A context whose authentication waits with the verdict `verdetto` (as AuthService.authenticate puts it). */
function contesto(verdetto: Verdetto, giudizi: number[] = []): RequestContext {
  const em = prova.orm.em.fork();
  mettiInAttesa(em, {
    istruzione: { text: 'select 1 as utente', values: [] },
    conferma: () => {
      giudizi.push(1);
      if (verdetto === 'negato') throw new NegataInAttesa();
      if (verdetto === 'cambiato') throw new UtenteCambiato();
    },
  });
  return { em } as RequestContext;
}

const leggi = (ctx: RequestContext) => preparata<{ n: number }>(ctx.em, 'select 7 as n', []);
const nonDaCapo = async (): Promise<RequestContext> => {
  throw new Error('non doveva ricominciare');
};
const non401 = { code: 'UNAUTHENTICATED', message: MESSAGGI.tokenNonValido };

describe('letturaConfermata: nothing answered before the verdict', () => {
  it('confirmed: the handler’s answer, its read carrying the authentication (one round trip)', async () => {
    const giudizi: number[] = [];
    const ctx = contesto('ok', giudizi);
    const { result, viaggi, count } = await countQueries(() => letturaConfermata(ctx, leggi, nonDaCapo));
    expect(result).toEqual({ ctx, valore: [{ n: 7 }] });
    expect({ viaggi, count, giudizi }).toEqual({ viaggi: 1, count: 2, giudizi: [1] });
  });

  it('a handler that read nothing: the authentication runs alone, after it', async () => {
    const giudizi: number[] = [];
    const { result, viaggi } = await countQueries(() => letturaConfermata(contesto('ok', giudizi), async () => 'senza letture', nonDaCapo));
    expect(result.valore).toBe('senza letture');
    expect({ viaggi, giudizi }).toEqual({ viaggi: 1, giudizi: [1] });
    await expect(letturaConfermata(contesto('negato'), async () => 'senza letture', nonDaCapo)).rejects.toMatchObject(non401);
  });

  it('refused: the 401 of any request, instead of the answer, of a 404 thrown before any read, or after one', async () => {
    await expect(letturaConfermata(contesto('negato'), leggi, nonDaCapo)).rejects.toMatchObject(non401);
    await expect(
      letturaConfermata(contesto('negato'), async () => {
        throw notFound();
      }, nonDaCapo),
    ).rejects.toMatchObject(non401);
    await expect(
      letturaConfermata(contesto('negato'), async (ctx) => {
        await leggi(ctx);
        throw notFound();
      }, nonDaCapo),
    ).rejects.toMatchObject(non401);
  });

  it('refused, even when the handler caught the refusal of its read and answered anyway', async () => {
    const ostinato = async (ctx: RequestContext) => leggi(ctx).catch(() => [{ n: 0 }]);
    await expect(letturaConfermata(contesto('negato'), ostinato, nonDaCapo)).rejects.toMatchObject(non401);
  });

  it('confirmed: the handler’s own errors pass unchanged', async () => {
    const err = await letturaConfermata(contesto('ok'), async (ctx) => {
      await leggi(ctx);
      throw notFound();
    }, nonDaCapo).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'NOT_FOUND', message: MESSAGGI.nonTrovato });
  });

  it('the user changed: the request runs again on the context authenticated first, and only that answer goes out', async () => {
    const vecchio = contesto('cambiato');
    const nuovo = contesto('ok');
    const visti: RequestContext[] = [];
    const esito = await letturaConfermata(
      vecchio,
      async (ctx) => {
        visti.push(ctx);
        return ctx === nuovo ? 'risposta del nuovo ruolo' : 'risposta del vecchio ruolo';
      },
      async () => nuovo,
    );
    expect(esito).toEqual({ ctx: nuovo, valore: 'risposta del nuovo ruolo' });
    expect(visti).toEqual([vecchio, nuovo]);
    // and a refusal on the second run (e.g. access decided again) is what goes out
    await expect(
      letturaConfermata(contesto('cambiato'), leggi, async () => {
        throw new DomainError('FORBIDDEN', MESSAGGI.vietato);
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
