/** Numbers may come as JSON numbers or numeric strings ("1,5" too); blank strings mean "not given". */
export const toNumber = (x: unknown) => {
  if (typeof x !== 'string') return x;
  const s = x.trim();
  return s === '' ? null : Number(s.replace(',', '.'));
};
