import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import { MSG_HACCP, type RegistroQuery, type RegistroView } from './haccp.schema.js';
import { COLONNE_DISPOSITIVO, COLONNE_REGISTRAZIONE, DA_REGISTRAZIONI, allarmiAperti, dispositivoView, puntoDi, registrazioneView, verificaCatene } from './haccp.service.js';

/**
 * The monthly register of a sales point for the inspector: its control points and limits, every
 * record measured in the month (Europe/Rome) in the order of the chain, with its signer and corrective
 * action, and the verification of the whole chain. Four statements whatever the number of records.
 */
export async function getRegistro(ctx: RequestContext, q: RegistroQuery): Promise<RegistroView> {
  const user = requireUser(ctx);
  const punto = puntoDi(user, q.puntoVenditaId)!;
  const [pv] = await ctx.em.execute<{ nome: string }[]>('select nome from punti_vendita where id = ?', [punto]);
  if (!pv) throw badInput(MSG_HACCP.puntoVenditaNonTrovato, { campo: 'punto_vendita_id' });
  const primo = `${q.mese}-01`;
  const dispositivi = await ctx.em.execute<Parameters<typeof dispositivoView>[0][]>(
      `select ${COLONNE_DISPOSITIVO} from haccp_dispositivi d join punti_vendita pv on pv.id = d.punto_vendita_id where d.punto_vendita_id = ? order by d.tipo, d.nome, d.id`,
      [punto],
    );
  const righe = await ctx.em.execute<Parameters<typeof registrazioneView>[0][]>(
      `select ${COLONNE_REGISTRAZIONE} ${DA_REGISTRAZIONI}
        where r.punto_vendita_id = ?
          and r.misurata_il >= (?::date)::timestamp at time zone 'Europe/Rome'
          and r.misurata_il < ((?::date) + interval '1 month')::timestamp at time zone 'Europe/Rome'
        order by r.misurata_il, r.seq`,
      [punto, primo, primo],
    );
  const verifica = await verificaCatene(ctx.em, punto);
  const allarmi = await allarmiAperti(ctx.em, punto);
  const registrazioni = righe.map(registrazioneView);
  return {
    puntoVenditaId: punto,
    puntoVenditaNome: pv.nome,
    mese: q.mese,
    dispositivi: dispositivi.map(dispositivoView),
    registrazioni,
    fuoriLimiti: registrazioni.filter((r) => r.fuoriLimiti).length,
    allarmiAperti: allarmi.length,
    verifica: verifica[0]!,
  };
}
