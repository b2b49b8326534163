/**
 * A PostgreSQL array literal for a `?::int[]` / `?::text[]` / `?::numeric[]` parameter (the query
 * builder would spread a JS array into a list of parameters): strings quoted, `"` and `\` escaped.
 */
export const pgArray = (xs: readonly (string | number)[]) =>
  `{${xs.map((x) => (typeof x === 'number' ? String(x) : `"${x.replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
