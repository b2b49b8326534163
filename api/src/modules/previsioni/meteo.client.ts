import { z } from 'zod';

/**
 * A client of a weather service in the Open-Meteo JSON format (issue 32): the daily maximum
 * temperature and precipitation of a point, forecast (`/v1/forecast`, with the past week's analysis)
 * or archive (`/v1/archive`). Every call has a timeout; an answer that is not that format is an error
 * (never a partial write). Called only by the weather worker, never on a request's path.
 */

export interface GiornoMeteo {
  data: string;
  temperaturaMax: number | null;
  precipitazioni: number | null;
}

const numero = z.number().finite().nullable();
const rispostaSchema = z.object({
  daily: z
    .object({
      time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(1000),
      temperature_2m_max: z.array(numero.refine((t) => t === null || (t > -80 && t < 70))),
      precipitation_sum: z.array(numero.refine((p) => p === null || (p >= 0 && p < 2000))),
    })
    .refine((d) => d.time.length === d.temperature_2m_max.length && d.time.length === d.precipitation_sum.length),
});

export const MSG_METEO = {
  nonValida: 'Risposta del servizio meteo non valida',
  timeout: (ms: number) => `Il servizio meteo non ha risposto entro ${ms} ms`,
  http: (status: number) => `Il servizio meteo ha risposto HTTP ${status}`,
  irraggiungibile: (msg: string) => `Servizio meteo non raggiungibile: ${msg}`,
} as const;

const DAILY = 'temperature_2m_max,precipitation_sum';

async function chiama(url: URL, timeoutMs: number): Promise<GiornoMeteo[]> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json', 'user-agent': 'Gelatiere-Meteo/1' } });
  } catch (err) {
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) throw new Error(MSG_METEO.timeout(timeoutMs), { cause: err });
    throw new Error(MSG_METEO.irraggiungibile(err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err)), { cause: err });
  }
  if (!res.ok) throw new Error(MSG_METEO.http(res.status));
  let corpo: unknown;
  try {
    corpo = JSON.parse(await res.text());
  } catch (err) {
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) throw new Error(MSG_METEO.timeout(timeoutMs), { cause: err });
    throw new Error(MSG_METEO.nonValida, { cause: err });
  }
  const r = rispostaSchema.safeParse(corpo);
  if (!r.success) throw new Error(MSG_METEO.nonValida);
  const d = r.data.daily;
  return d.time.map((data, i) => ({ data, temperaturaMax: d.temperature_2m_max[i]!, precipitazioni: d.precipitation_sum[i]! }));
}

const conParametri = (base: string, path: string, params: Record<string, string>) => {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
};

const coordinate = (lat: number, lon: number) => ({ latitude: String(lat), longitude: String(lon), daily: DAILY, timezone: 'Europe/Rome' });

/** The forecast of the next `giorni` days and the analysis of the past 7. */
export const previsione = (base: string, lat: number, lon: number, timeoutMs: number, giorni = 8) =>
  chiama(conParametri(base, 'v1/forecast', { ...coordinate(lat, lon), past_days: '7', forecast_days: String(giorni) }), timeoutMs);

/** The recorded weather of dal … al (yyyy-MM-dd). */
export const archivio = (base: string, lat: number, lon: number, dal: string, al: string, timeoutMs: number) =>
  chiama(conParametri(base, 'v1/archive', { ...coordinate(lat, lon), start_date: dal, end_date: al }), timeoutMs);
