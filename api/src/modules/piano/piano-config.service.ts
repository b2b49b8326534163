import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { logActivity } from '../attivita/attivita.service.js';
import { pgArray } from './piano.sql.js';
import {
  CHIAVI_PIANO,
  DESCRIZIONI_PIANO,
  MSG_PIANO,
  PIANO_PREDEFINITO,
  campoPianoSchema,
  salvaConfigurazioneSchema,
  type CampoPiano,
  type ConfigurazionePianoView,
  type ImpostazioniPiano,
} from './piano.schema.js';

const CAMPI = Object.keys(CHIAVI_PIANO) as CampoPiano[];

/** The plan's settings in one statement: configuration keys (default when missing or unreadable), freezers, always-shown flavours. */
export async function leggiConfigurazionePiano(em: EntityManager): Promise<ConfigurazionePianoView> {
  const [row] = await em.execute<{ chiavi: unknown; mantecatori: unknown; esposti: unknown }[]>(
    `select (select coalesce(json_agg(json_build_array(chiave, valore)), '[]') from configurazioni where chiave = any (?::text[])) as chiavi,
            (select coalesce(json_agg(json_build_object('nome', nome, 'capacitaKg', capacita_kg::float8, 'minutiCiclo', minuti_ciclo) order by ordine, id), '[]')
               from piano_mantecatori) as mantecatori,
            (select coalesce(json_agg(json_build_object('puntoVenditaId', e.punto_vendita_id, 'gustoId', e.gusto_id, 'gustoNome', g.nome)
                                      order by e.punto_vendita_id, g.nome, g.id), '[]')
               from piano_sempre_esposti e join gusti g on g.id = e.gusto_id) as esposti`,
    [pgArray(CAMPI.map((c) => CHIAVI_PIANO[c]))],
  );
  const json = <T>(x: unknown): T => (typeof x === 'string' ? JSON.parse(x) : x) as T;
  const valori = new Map(json<[string, string | null][]>(row?.chiavi ?? '[]'));
  const scalari: Record<string, unknown> = { ...PIANO_PREDEFINITO };
  for (const c of CAMPI) {
    const parsed = valori.has(CHIAVI_PIANO[c]) ? campoPianoSchema[c].safeParse(valori.get(CHIAVI_PIANO[c])) : null;
    if (parsed?.success) scalari[c] = parsed.data;
  }
  const s = scalari as unknown as ImpostazioniPiano;
  // hours written key by key out of order: the plan keeps working with the earlier as the start
  if (s.orarioFine <= s.orarioInizio) [s.orarioInizio, s.orarioFine] = [PIANO_PREDEFINITO.orarioInizio, PIANO_PREDEFINITO.orarioFine];
  return { ...s, mantecatori: json(row?.mantecatori ?? '[]'), gustiSempreEsposti: json(row?.esposti ?? '[]') };
}

export const getConfigurazionePiano = (ctx: RequestContext) => leggiConfigurazionePiano(ctx.em);

/** Writes the fields sent (admin, manager) in one transaction; the lists replace the saved ones. */
export async function salvaConfigurazionePiano(ctx: RequestContext, raw: unknown): Promise<ConfigurazionePianoView> {
  const input = parseInput(salvaConfigurazioneSchema, raw ?? {});
  return ctx.em.transactional(async (em) => {
    const attuale = await leggiConfigurazionePiano(em);
    const inizio = input.orarioInizio ?? attuale.orarioInizio;
    const fine = input.orarioFine ?? attuale.orarioFine;
    if (fine <= inizio) throw badInput(MSG_PIANO.orarioOrdine, { campo: 'orarioFine' });
    const cambiati = CAMPI.filter((c) => input[c] !== undefined);
    for (const c of cambiati) {
      await em.execute(
        `insert into configurazioni (chiave, valore, descrizione, updated_at) values (?, ?, ?, now())
         on conflict (chiave) do update set valore = excluded.valore, updated_at = now()`,
        [CHIAVI_PIANO[c], String(input[c]), DESCRIZIONI_PIANO[c]],
      );
    }
    const dettagli = cambiati.map((c) => `${CHIAVI_PIANO[c]} = ${input[c]}`);
    if (input.mantecatori) {
      const visti = new Set<string>();
      for (const m of input.mantecatori) {
        const k = m.nome.toLocaleLowerCase('it');
        if (visti.has(k)) throw badInput(MSG_PIANO.mantecatoreDoppio(m.nome), { campo: 'mantecatori' });
        visti.add(k);
      }
      await em.execute('delete from piano_mantecatori', [], 'run');
      await em.execute(
        `insert into piano_mantecatori (nome, capacita_kg, minuti_ciclo, ordine)
         select x.nome, x.capacita_kg, x.minuti_ciclo, x.ordine::int - 1
           from unnest(?::text[], ?::numeric[], ?::int[]) with ordinality as x(nome, capacita_kg, minuti_ciclo, ordine)`,
        [pgArray(input.mantecatori.map((m) => m.nome)), pgArray(input.mantecatori.map((m) => m.capacitaKg)), pgArray(input.mantecatori.map((m) => m.minutiCiclo))],
        'run',
      );
      dettagli.push(`mantecatori: ${input.mantecatori.map((m) => `${m.nome} ${m.capacitaKg} kg / ${m.minutiCiclo} min`).join(', ')}`);
    }
    if (input.gustiSempreEsposti) {
      const coppie = [...new Map(input.gustiSempreEsposti.map((e) => [`${e.puntoVenditaId}:${e.gustoId}`, e])).values()];
      const pv = coppie.map((e) => e.puntoVenditaId);
      const gu = coppie.map((e) => e.gustoId);
      const [mancanti] = await em.execute<{ pv: number[] | null; gusti: number[] | null }[]>(
        `select (select array_agg(distinct x) from unnest(?::int[]) x where not exists (select 1 from punti_vendita p where p.id = x)) as pv,
                (select array_agg(distinct x) from unnest(?::int[]) x where not exists (select 1 from gusti g where g.id = x and g.attivo)) as gusti`,
        [pgArray(pv), pgArray(gu)],
      );
      if (mancanti?.pv?.length) throw badInput(MSG_PIANO.puntoVenditaInesistente, { puntiVendita: mancanti.pv });
      if (mancanti?.gusti?.length) throw badInput(MSG_PIANO.gustoNonDisponibile(mancanti.gusti.join(', ')), { gusti: mancanti.gusti });
      await em.execute('delete from piano_sempre_esposti', [], 'run');
      await em.execute('insert into piano_sempre_esposti (punto_vendita_id, gusto_id) select * from unnest(?::int[], ?::int[])', [pgArray(pv), pgArray(gu)], 'run');
      dettagli.push(`${coppie.length} gusti sempre esposti`);
    }
    if (dettagli.length > 0) logActivity({ ...ctx, em }, 'modifica', `Impostazioni del piano di produzione: ${dettagli.join('; ')}`);
    return leggiConfigurazionePiano(em);
  });
}
