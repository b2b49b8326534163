import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors.js';

/**
 * The production lot code of a production line (Directive 2011/91/EU: the lot is preceded by "L"):
 * "L" + the production date (yyyyMMdd) + "-" + the production line's id, e.g. "L20261128-153".
 * The date makes it readable at the counter, the line id makes it unique and traceable back to the
 * production (sales point, operator, recipe version) and forward to its labels.
 */
export const codiceLotto = (dataIso: string, rigaId: number) => `L${dataIso.replaceAll('-', '')}-${rigaId}`;

export const MSG_LOTTO = { produzioneSenzaGusto: 'Produzione non trovata o senza questo gusto' } as const;

/**
 * The production line of a flavour in a production (its first when it has several) with the
 * production date and its lot code, for the documents printed from a production (label, weighing
 * sheet). 404 when the production does not exist or has no line of that flavour.
 */
export async function rigaDellaProduzione(em: EntityManager, produzioneId: number, gustoId: number): Promise<{ id: number; data: string; lotto: string }> {
  const [r] = await em.execute<{ id: number; data: string }[]>(
    `select pr.id, to_char(p.data, 'YYYY-MM-DD') as data from produzione_righe pr join produzioni p on p.id = pr.produzione_id
      where pr.produzione_id = ? and pr.gusto_id = ? order by pr.id limit 1`,
    [produzioneId, gustoId],
  );
  if (!r) throw notFound(MSG_LOTTO.produzioneSenzaGusto);
  return { ...r, lotto: codiceLotto(r.data, r.id) };
}
