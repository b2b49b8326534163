import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, forbidden } from '../../common/errors.js';
import { dataRomaIso } from '../../common/dates.js';
import { MSG_HACCP, type ChecklistView, type FinestraView, type GiornoQuery, type LetturaMancataView, type VoceChecklistView } from './haccp.schema.js';
import { COLONNE_DISPOSITIVO, allarmiAperti, dispositivoView, puntoDi, type DispositivoRow } from './haccp.service.js';

/** Devices read at a frequency (a pasteuriser's records are its cycles, not periodic readings). */
export const TIPI_PERIODICI = ['freezer', 'vetrina', 'cella', 'abbattitore'] as const;

interface FinestraRow extends DispositivoRow {
  inizio: Date;
  fine: Date;
  lettura_id: number | null;
  temperatura: number | null;
  fuori_limiti: boolean | null;
}

/**
 * The day's reading windows of every active periodic device (of one sales point or all), in one
 * statement: the Rome day [00:00, 24:00) cut into windows of the device's frequency (the last one
 * shorter), each with the latest reading measured in it.
 */
async function finestre(em: EntityManager, punto: number | null, data: string): Promise<FinestraRow[]> {
  return em.execute<FinestraRow[]>(
    `with giorno as (
       select (?::date)::timestamp at time zone 'Europe/Rome' as inizio, (?::date + 1)::timestamp at time zone 'Europe/Rome' as fine)
     select ${COLONNE_DISPOSITIVO}, f.inizio, least(f.inizio + make_interval(hours => d.frequenza_ore), g.fine) as fine,
            l.id as lettura_id, l.temperatura::float8 as temperatura, l.fuori_limiti
       from haccp_dispositivi d
       join punti_vendita pv on pv.id = d.punto_vendita_id
       cross join giorno g
       cross join lateral generate_series(g.inizio, g.fine - interval '1 second', make_interval(hours => d.frequenza_ore)) f(inizio)
       left join lateral (
         select r.id, r.temperatura, r.fuori_limiti from haccp_registrazioni r
          where r.dispositivo_id = d.id and r.tipo = 'lettura'
            and r.misurata_il >= f.inizio and r.misurata_il < least(f.inizio + make_interval(hours => d.frequenza_ore), g.fine)
          order by r.misurata_il desc, r.id desc limit 1) l on true
      where d.attivo and d.tipo in (${TIPI_PERIODICI.map(() => '?').join(', ')}) and (?::int is null or d.punto_vendita_id = ?)
      order by pv.nome, pv.id, d.tipo, d.nome, d.id, f.inizio`,
    [data, data, ...TIPI_PERIODICI, punto, punto],
  );
}

const statoDi = (r: FinestraRow, adesso: Date): FinestraView['stato'] => {
  if (r.lettura_id !== null) return 'registrata';
  if (new Date(r.fine) <= adesso) return 'mancata';
  return new Date(r.inizio) <= adesso ? 'da_fare' : 'futura';
};

/** Today's (or a day's) checklist of a sales point: which readings are due, done, missed. */
export async function getChecklist(ctx: RequestContext, q: GiornoQuery, adesso: Date = new Date()): Promise<ChecklistView> {
  const user = requireUser(ctx);
  const punto = puntoDi(user, q.puntoVenditaId);
  if (punto === undefined) throw badInput(MSG_HACCP.puntoVenditaObbligatorio, { campo: 'punto_vendita_id' });
  const data = q.data ?? dataRomaIso(adesso);
  const [pv] = await ctx.em.execute<{ nome: string }[]>('select nome from punti_vendita where id = ?', [punto]);
  if (!pv) throw badInput(MSG_HACCP.puntoVenditaNonTrovato, { campo: 'punto_vendita_id' });
  const rows = await finestre(ctx.em, punto, data);
  const voci = new Map<number, VoceChecklistView>();
  for (const r of rows) {
    let voce = voci.get(r.id);
    if (!voce) voci.set(r.id, (voce = { dispositivo: dispositivoView(r), finestre: [], dovute: 0, registrate: 0, mancate: 0, daFare: false }));
    const stato = statoDi(r, adesso);
    voce.finestre.push({ inizio: new Date(r.inizio), fine: new Date(r.fine), stato, letturaId: r.lettura_id, temperatura: r.temperatura === null ? null : Number(r.temperatura), fuoriLimiti: !!r.fuori_limiti });
    voce.dovute += 1;
    if (stato === 'registrata') voce.registrate += 1;
    if (stato === 'mancata') voce.mancate += 1;
    if (stato === 'da_fare') voce.daFare = true;
  }
  return { puntoVenditaId: punto, puntoVenditaNome: pv.nome, data, voci: [...voci.values()], allarmi: await allarmiAperti(ctx.em, punto) };
}

/** Missed readings of a day (default today) for the dashboard: admin and manager, every sales point. */
export async function getLettureMancate(ctx: RequestContext, q: GiornoQuery, adesso: Date = new Date()): Promise<LetturaMancataView[]> {
  const user = requireUser(ctx);
  if (!STAFF.includes(user.ruolo)) throw forbidden();
  const rows = await finestre(ctx.em, q.puntoVenditaId ?? null, q.data ?? dataRomaIso(adesso));
  return rows
    .filter((r) => statoDi(r, adesso) === 'mancata')
    .map((r) => ({ puntoVenditaId: r.punto_vendita_id, puntoVenditaNome: r.punto_vendita_nome, dispositivoId: r.id, dispositivoNome: r.nome, inizio: new Date(r.inizio), fine: new Date(r.fine) }));
}
