import type { RequestContext } from '../../common/context.js';
import { badInput, notFound } from '../../common/errors.js';
import { segnaCatalogoModificato } from '../../common/versione-catalogo.js';
import { logActivity } from '../attivita/attivita.service.js';
import { CHIAVE_BASE_COSTO } from '../magazzino/base-costo.js';
import { Configurazione } from './configurazione.entity.js';
import { MSG_CONFIG, VALIDATORI, type ImpostaConfigurazione } from './configurazione.schema.js';
import { isSecretKey, maskSecret, toConfigurazioneView, type ConfigurazioneView } from './configurazione.view.js';

export async function listConfigurazioni(ctx: RequestContext): Promise<ConfigurazioneView[]> {
  const rows = await ctx.em.find(Configurazione, {}, { orderBy: { chiave: 'asc' } });
  return rows.map(toConfigurazioneView);
}

/** `chiave` is parsed by the door (chiaveSchema). */
export async function getConfigurazione(ctx: RequestContext, chiave: string): Promise<ConfigurazioneView> {
  const row = await ctx.em.findOne(Configurazione, { chiave });
  if (!row) throw notFound(MSG_CONFIG.nonTrovata);
  return toConfigurazioneView(row);
}

/**
 * Creates or updates an entry (upsert). valore and descrizione, when not sent, keep their current text. For a
 * secret key, sending back the masked value shown by GET keeps the stored secret unchanged.
 */
export async function impostaConfigurazione(ctx: RequestContext, chiave: string, input: ImpostaConfigurazione): Promise<ConfigurazioneView> {
  let valore = input.valore;
  const validatore = VALIDATORI[chiave];
  if (validatore && valore !== undefined) {
    try {
      valore = validatore(valore);
    } catch (err) {
      throw badInput((err as Error).message, { campo: 'valore' });
    }
  }
  const segreto = isSecretKey(chiave);

  return ctx.em.transactional(async (em) => {
    if (segreto && valore) {
      const [attuale] = await em.execute<{ valore: string | null }[]>(
        'select valore from configurazioni where chiave = ? for update',
        [chiave],
      );
      if (attuale && valore === maskSecret(attuale.valore)) valore = attuale.valore;
    }
    const tieniValore = valore === undefined;
    const tieniDescrizione = input.descrizione === undefined;
    const [row] = await em.execute<{ chiave: string; valore: string | null; descrizione: string | null; inserita: boolean }[]>(
      `insert into configurazioni (chiave, valore, descrizione, updated_at) values (?, ?, ?, now())
       on conflict (chiave) do update set
         valore = case when ? then configurazioni.valore else excluded.valore end,
         descrizione = case when ? then configurazioni.descrizione else excluded.descrizione end,
         updated_at = now()
       returning chiave, valore, descrizione, (xmax = 0) as inserita`,
      [chiave, valore ?? null, input.descrizione ?? null, tieniValore, tieniDescrizione],
    );
    // the flavour list kept per catalogue version (rest/cache-risposte.ts) reads the default cost basis
    if (chiave === CHIAVE_BASE_COSTO) await segnaCatalogoModificato(em);
    const mostrato = segreto ? '(valore segreto)' : `= ${JSON.stringify(row!.valore)}`.slice(0, 300);
    logActivity({ ...ctx, em }, row!.inserita ? 'creazione' : 'modifica', `Configurazione "${chiave}" ${mostrato}`);
    return toConfigurazioneView(row!);
  });
}

export async function eliminaConfigurazione(ctx: RequestContext, chiave: string): Promise<string> {
  return ctx.em.transactional(async (em) => {
    const deleted = await em.nativeDelete(Configurazione, { chiave });
    if (deleted === 0) throw notFound(MSG_CONFIG.nonTrovata);
    if (chiave === CHIAVE_BASE_COSTO) await segnaCatalogoModificato(em);
    logActivity({ ...ctx, em }, 'eliminazione', `Eliminata configurazione "${chiave}"`);
    return chiave;
  });
}
