/**
 * The production lot code of a production line (Directive 2011/91/EU: the lot is preceded by "L"):
 * "L" + the production date (yyyyMMdd) + "-" + the production line's id, e.g. "L20261128-153".
 * The date makes it readable at the counter, the line id makes it unique and traceable back to the
 * production (sales point, operator, recipe version) and forward to its labels.
 */
export const codiceLotto = (dataIso: string, rigaId: number) => `L${dataIso.replaceAll('-', '')}-${rigaId}`;
