import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { logActivity } from '../attivita/attivita.service.js';
import {
  CHIAVI_LABORATORIO,
  CHIAVI_LABORATORIO_TESTO,
  DESCRIZIONI_LABORATORIO,
  LABORATORIO_PREDEFINITO,
  MSG_LABORATORIO,
  campoLaboratorioSchema,
  campoTestoLaboratorioSchema,
  impostaLaboratorioSchema,
  type CampoLaboratorio,
  type CampoTestoLaboratorio,
  type ImpostazioniLaboratorio,
} from './laboratorio.schema.js';

const NUMERICI = Object.keys(CHIAVI_LABORATORIO) as CampoLaboratorio[];
const TESTI = Object.keys(CHIAVI_LABORATORIO_TESTO) as CampoTestoLaboratorio[];
const CAMPI = [...NUMERICI, ...TESTI];
const CHIAVE: Record<CampoLaboratorio | CampoTestoLaboratorio, string> = { ...CHIAVI_LABORATORIO, ...CHIAVI_LABORATORIO_TESTO };

/** The laboratory settings in one statement; a missing or unreadable key reads as its default. */
export async function leggiLaboratorio(em: EntityManager): Promise<ImpostazioniLaboratorio> {
  const rows = await em.execute<{ chiave: string; valore: string | null }[]>(
    `select chiave, valore from configurazioni where chiave in (${CAMPI.map(() => '?').join(', ')})`,
    CAMPI.map((c) => CHIAVE[c]),
  );
  const out = { ...LABORATORIO_PREDEFINITO };
  for (const campo of NUMERICI) {
    const row = rows.find((r) => r.chiave === CHIAVI_LABORATORIO[campo]);
    const parsed = row ? campoLaboratorioSchema[campo].safeParse(row.valore) : null;
    if (parsed?.success) out[campo] = parsed.data;
  }
  for (const campo of TESTI) {
    const row = rows.find((r) => r.chiave === CHIAVI_LABORATORIO_TESTO[campo]);
    const parsed = row ? campoTestoLaboratorioSchema[campo].safeParse(row.valore) : null;
    if (parsed?.success) out[campo] = parsed.data;
  }
  // a pair written key by key out of order: the sheet keeps working with the larger as the maximum
  if (out.capacitaMinKg > out.capacitaMaxKg) [out.capacitaMinKg, out.capacitaMaxKg] = [out.capacitaMaxKg, out.capacitaMinKg];
  return out;
}

export const getLaboratorio = (ctx: RequestContext) => leggiLaboratorio(ctx.em);

/** Writes the fields sent (admin), all in one transaction; the minimum capacity may not exceed the maximum. */
export async function impostaLaboratorio(ctx: RequestContext, raw: unknown): Promise<ImpostazioniLaboratorio> {
  const input = parseInput(impostaLaboratorioSchema, raw ?? {});
  return ctx.em.transactional(async (em) => {
    const attuale = await leggiLaboratorio(em);
    const nuovo: ImpostazioniLaboratorio = { ...attuale };
    const cambiati = CAMPI.filter((c) => input[c] !== undefined);
    Object.assign(nuovo, Object.fromEntries(cambiati.map((c) => [c, input[c]])));
    if (nuovo.capacitaMinKg > nuovo.capacitaMaxKg) throw badInput(MSG_LABORATORIO.capacitaOrdine, { campo: 'capacitaMinKg' });
    for (const c of cambiati) {
      await em.execute(
        `insert into configurazioni (chiave, valore, descrizione, updated_at) values (?, ?, ?, now())
         on conflict (chiave) do update set valore = excluded.valore, updated_at = now()`,
        [CHIAVE[c], String(nuovo[c] ?? ''), DESCRIZIONI_LABORATORIO[c]],
      );
    }
    if (cambiati.length > 0) {
      const dettagli = cambiati.map((c) => `${CHIAVE[c]} = ${nuovo[c] ?? ''}`).join(', ');
      logActivity({ ...ctx, em }, 'modifica', `Impostazioni laboratorio: ${dettagli}`);
    }
    return nuovo;
  });
}
