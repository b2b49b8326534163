/** The journeys' days: today in the shop's calendar (Europe/Rome) and the days around it, yyyy-MM-dd. */
export const oggi = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** `n` days from today (negative: before), yyyy-MM-dd. */
export const giorno = (n: number) => {
  const d = new Date(`${oggi}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
