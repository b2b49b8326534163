import type { RequestContext } from './context.js';

/**
 * Requests whose answer depends on more than the version a route's `cache` reads (route.ts), e.g. a
 * food cost at the stock's weighted average price (magazzino/base-costo.ts): the answer is sent but
 * not kept for the next request (gateway.ts).
 */
const variabili = new WeakSet<RequestContext>();

export function segnaRispostaVariabile(ctx: RequestContext): void {
  variabili.add(ctx);
}

export const rispostaVariabile = (ctx: RequestContext): boolean => variabili.has(ctx);
