/**
 * Today in the shop's calendar (Europe/Rome), yyyy-MM-dd, read when called: one worker runs many files,
 * and a run may cross Rome's midnight (23:00 UTC in winter) — a date fixed when the module loaded would
 * then disagree with the app's.
 */
export const oggi = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** `n` days from today (negative: before), yyyy-MM-dd. */
export const giorno = (n: number) => {
  const d = new Date(`${oggi()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
