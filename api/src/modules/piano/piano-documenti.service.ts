import type { RequestContext } from '../../common/context.js';
import { dataRomaIso } from '../../common/dates.js';
import { DomainError, conflict } from '../../common/errors.js';
import { leggiLaboratorio } from '../config/laboratorio.service.js';
import { foglioPesata, type FoglioPesataView } from '../gusti/foglio-pesata.service.js';
import { foglioPesataDocumento } from '../gusti/foglio-pesata.pdf.js';
import { codiceLotto } from '../produzione/lotto.js';
import { leggiConfigurazionePiano } from './piano-config.service.js';
import { pgArray } from './piano.sql.js';
import { fogliDelPianoPdf, trasferimentoPdf, type FoglioDelCiclo } from './piano.pdf.js';
import { MSG_PIANO, type PianoView, type TrasferimentoQuery, type TrasferimentoView } from './piano.schema.js';
import { controllaPunti, getPiano } from './piano.service.js';

/** The day's weighing sheets in run order, one per cycle scaled to its kg (one PDF). */
export async function fogliDelGiorno(ctx: RequestContext, piano: PianoView): Promise<{ pdf: Buffer; nome: string }> {
  if (piano.cicli.length === 0) throw conflict(MSG_PIANO.senzaCicli);
  const fatti = new Map<string, Promise<FoglioPesataView>>(); // the same flavour and kg: one sheet
  const fogli: FoglioDelCiclo[] = [];
  for (const ciclo of piano.cicli) {
    const k = `${ciclo.gustoId}:${ciclo.kg}`;
    if (!fatti.has(k)) fatti.set(k, foglioPesata(ctx, ciclo.gustoId, { kg: ciclo.kg }));
    try {
      fogli.push({ ciclo, documento: foglioPesataDocumento(await fatti.get(k)!) });
    } catch (err) {
      if (!(err instanceof DomainError) || err.code === 'FORBIDDEN' || err.code === 'UNAUTHENTICATED') throw err;
      fogli.push({ ciclo, errore: err.message });
    }
  }
  return { pdf: await fogliDelPianoPdf(piano.data, fogli), nome: `fogli-pesata_${piano.data}` };
}

/** The transfer note of a sales point for the day: trays, flavours, kg, production lots once recorded. */
export async function trasferimentoDelGiorno(ctx: RequestContext, q: TrasferimentoQuery, oggi = dataRomaIso()): Promise<TrasferimentoView> {
  await controllaPunti(ctx.em, [q.puntoVenditaId]);
  const [piano, cfg, [punto]] = await Promise.all([
    getPiano(ctx, { data: q.data }, oggi),
    leggiConfigurazionePiano(ctx.em),
    ctx.em.execute<{ id: number; nome: string; indirizzo: string | null }[]>('select id, nome, indirizzo from punti_vendita where id = ?', [q.puntoVenditaId]),
  ]);
  const lotti = new Map<number, string>();
  if (piano.produzioniIds.length) {
    const righe = await ctx.em.execute<{ gusto_id: number; id: number; data: string }[]>(
      `select r.gusto_id, r.id, to_char(p.data, 'YYYY-MM-DD') as data from produzione_righe r join produzioni p on p.id = r.produzione_id
        where p.id = any (?::int[]) and p.punto_vendita_id = ?`,
      [pgArray(piano.produzioniIds), q.puntoVenditaId],
    );
    for (const r of righe) lotti.set(r.gusto_id, codiceLotto(r.data, r.id));
  }
  return {
    data: piano.data,
    numero: `TR-${piano.data.replaceAll('-', '')}-${punto!.id}`,
    puntoVenditaId: punto!.id,
    puntoVenditaNome: punto!.nome,
    puntoVenditaIndirizzo: punto!.indirizzo,
    kgPerVaschetta: cfg.kgPerVaschetta,
    righe: piano.righe
      .filter((r) => r.puntoVenditaId === q.puntoVenditaId && r.vaschette > 0)
      .map((r) => ({ gustoId: r.gustoId, gustoNome: r.gustoNome, vaschette: r.vaschette, kg: r.kg, lotto: lotti.get(r.gustoId) ?? null })),
  };
}

export async function trasferimentoPdfDelGiorno(ctx: RequestContext, t: TrasferimentoView): Promise<{ pdf: Buffer; nome: string }> {
  return { pdf: await trasferimentoPdf(t, await leggiLaboratorio(ctx.em)), nome: `trasferimento_${t.data}_${t.puntoVenditaNome}` };
}
