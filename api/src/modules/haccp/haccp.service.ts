import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { puntoVenditaConsentito, type AuthUser } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { idempotente } from '../../common/idempotency.js';
import { logActivity } from '../attivita/attivita.service.js';
import { TIPI_DISPOSITIVO, TIPI_REGISTRAZIONE } from './haccp.entity.js';
import {
  ABBATTIMENTO,
  MSG_HACCP,
  PASTORIZZAZIONE_PREDEFINITA,
  type AbbattimentoInput,
  type BatchInput,
  type ChiusuraAllarme,
  type ControlloMerciInput,
  type DispositivoInput,
  type DispositivoView,
  type LetturaInput,
  type PastorizzazioneInput,
  type PuliziaInput,
  type PuntoQuery,
  type RegistrazioneView,
  type VerificaView,
} from './haccp.schema.js';
import { descrivi } from './haccp.descrizione.js';

type TipoRegistrazione = (typeof TIPI_REGISTRAZIONE)[number];

/* ---------- devices ---------- */

/** A device row as COLONNE_DISPOSITIVO reads it. */
export interface DispositivoRow {
  id: number;
  punto_vendita_id: number;
  punto_vendita_nome: string;
  nome: string;
  tipo: string;
  temperatura_min: number;
  temperatura_max: number;
  codice: string | null;
  frequenza_ore: number;
  mantenimento_minimo_s: number | null;
  attivo: boolean;
}

export const COLONNE_DISPOSITIVO = `d.id, d.punto_vendita_id, pv.nome as punto_vendita_nome, d.nome, d.tipo, d.temperatura_min::float8 as temperatura_min,
  d.temperatura_max::float8 as temperatura_max, d.codice, d.frequenza_ore, d.mantenimento_minimo_s, d.attivo`;

export const dispositivoView = (r: DispositivoRow): DispositivoView => ({
  id: r.id,
  puntoVenditaId: r.punto_vendita_id,
  puntoVenditaNome: r.punto_vendita_nome,
  nome: r.nome,
  tipo: r.tipo as DispositivoView['tipo'],
  temperaturaMin: Number(r.temperatura_min),
  temperaturaMax: Number(r.temperatura_max),
  codice: r.codice,
  frequenzaOre: r.frequenza_ore,
  mantenimentoMinimoS: r.mantenimento_minimo_s,
  attivo: r.attivo,
});

/** The point a user acts on: an operatore assigned to a point only there (403 elsewhere). */
export const puntoDi = (user: AuthUser, richiesto: number | undefined) => puntoVenditaConsentito(user, richiesto, MSG_HACCP.altroPuntoVendita);

/** Devices of every sales point, or of one (an operatore: of his). */
export async function getDispositivi(ctx: RequestContext, q: PuntoQuery): Promise<DispositivoView[]> {
  const user = requireUser(ctx);
  const punto = puntoDi(user, q.puntoVenditaId) ?? null;
  const rows = await ctx.em.execute<DispositivoRow[]>(
    `select ${COLONNE_DISPOSITIVO} from haccp_dispositivi d join punti_vendita pv on pv.id = d.punto_vendita_id
      where (?::int is null or d.punto_vendita_id = ?) order by pv.nome, d.tipo, d.nome, d.id`,
    [punto, punto],
  );
  return rows.map(dispositivoView);
}

/** Adds a device to a sales point (admin, manager). */
export async function creaDispositivo(ctx: RequestContext, input: DispositivoInput): Promise<DispositivoView> {
  const user = requireUser(ctx);
  if (input.temperaturaMin > input.temperaturaMax) throw badInput(MSG_HACCP.limitiInvertiti, { campo: 'temperatura_min' });
  try {
    return await ctx.em.transactional(async (em) => {
      const [pv] = await em.execute<{ nome: string }[]>('select nome from punti_vendita where id = ?', [input.puntoVenditaId]);
      if (!pv) throw badInput(MSG_HACCP.puntoVenditaNonTrovato, { campo: 'punto_vendita_id' });
      const [row] = await em.execute<{ id: number }[]>(
        `insert into haccp_dispositivi (punto_vendita_id, nome, tipo, temperatura_min, temperatura_max, codice, frequenza_ore, mantenimento_minimo_s)
         values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [input.puntoVenditaId, input.nome, input.tipo, input.temperaturaMin, input.temperaturaMax, input.codice ?? null, input.frequenzaOre, input.mantenimentoMinimoS ?? null],
      );
      logActivity({ em, user, ip: ctx.ip }, 'creazione', `HACCP: dispositivo "${input.nome}" (${input.tipo}) di ${pv.nome}`);
      await em.flush();
      return (await dispositivo(em, row!.id))!;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict(MSG_HACCP.codiceUsato);
    throw err;
  }
}

async function dispositivo(em: EntityManager, id: number): Promise<DispositivoView | null> {
  const [row] = await em.execute<DispositivoRow[]>(`select ${COLONNE_DISPOSITIVO} from haccp_dispositivi d join punti_vendita pv on pv.id = d.punto_vendita_id where d.id = ?`, [id]);
  return row ? dispositivoView(row) : null;
}

/* ---------- records ---------- */

interface RegistrazioneRow {
  id: number;
  punto_vendita_id: number;
  seq: number;
  tipo: string;
  dispositivo_id: number | null;
  dispositivo_nome: string | null;
  fonte: string;
  misurata_il: Date;
  registrata_il: Date;
  utente_id: number;
  firmato_da: string;
  temperatura: number | null;
  dati: Record<string, unknown> | string;
  fuori_limiti: boolean;
  azione_correttiva: string | null;
  corregge_id: number | null;
  chiude_id: number | null;
  chiusa_da: number | null;
  hash: string;
  hash_precedente: string;
}

export const COLONNE_REGISTRAZIONE = `r.id, r.punto_vendita_id, r.seq, r.tipo, r.dispositivo_id, d.nome as dispositivo_nome, r.fonte, r.misurata_il, r.registrata_il,
  r.utente_id, r.firmato_da, r.temperatura::float8 as temperatura, r.dati, r.fuori_limiti, r.azione_correttiva, r.corregge_id, r.chiude_id,
  (select c.id from haccp_registrazioni c where c.chiude_id = r.id) as chiusa_da, r.hash, r.hash_precedente`;
export const DA_REGISTRAZIONI = `from haccp_registrazioni r left join haccp_dispositivi d on d.id = r.dispositivo_id`;

export function registrazioneView(r: RegistrazioneRow): RegistrazioneView {
  const dati = typeof r.dati === 'string' ? (JSON.parse(r.dati) as Record<string, unknown>) : r.dati;
  const base = {
    id: r.id,
    puntoVenditaId: r.punto_vendita_id,
    seq: r.seq,
    tipo: r.tipo as TipoRegistrazione,
    dispositivoId: r.dispositivo_id,
    dispositivoNome: r.dispositivo_nome,
    fonte: r.fonte as RegistrazioneView['fonte'],
    misurataIl: new Date(r.misurata_il),
    registrataIl: new Date(r.registrata_il),
    utenteId: r.utente_id,
    firmatoDa: r.firmato_da,
    temperatura: r.temperatura === null ? null : Number(r.temperatura),
    dati,
    fuoriLimiti: r.fuori_limiti,
    azioneCorrettiva: r.azione_correttiva,
    correggeId: r.corregge_id,
    chiudeId: r.chiude_id,
    chiusaDa: r.chiusa_da,
    hash: r.hash.trim(),
    hashPrecedente: r.hash_precedente.trim(),
  };
  return { ...base, descrizione: descrivi(base) };
}

/** A stored (idempotent) answer back to its view: JSON turned the instants into text. */
const revive = (stored: unknown): RegistrazioneView => {
  const r = stored as RegistrazioneView;
  return { ...r, misurataIl: new Date(r.misurataIl), registrataIl: new Date(r.registrataIl) };
};
const reviveLista = (stored: unknown) => (stored as unknown[]).map(revive);

export async function registrazioni(em: EntityManager, ids: readonly number[]): Promise<RegistrazioneView[]> {
  if (ids.length === 0) return [];
  const rows = await em.execute<RegistrazioneRow[]>(`select ${COLONNE_REGISTRAZIONE} ${DA_REGISTRAZIONI} where r.id in (${ids.map(() => '?').join(', ')}) order by r.seq`, [...ids]);
  return rows.map(registrazioneView);
}

interface Nuova {
  puntoVenditaId: number;
  tipo: TipoRegistrazione;
  dispositivoId: number | null;
  fonte: 'manuale' | 'sensore';
  misurataIl: Date;
  temperatura: number | null;
  dati: Record<string, unknown>;
  fuoriLimiti: boolean;
  azioneCorrettiva: string | null;
  correggeId: number | null;
  chiudeId: number | null;
}

/** The signature of a record: the user's name (an API key's principal is named after the key: 'API: …'). */
const firma = (user: AuthUser) => user.nome.slice(0, 150);

/**
 * Appends records in one statement, in the given order; the database's trigger numbers and chains
 * them (Migration20261130140000Haccp). Returns their ids in order.
 */
async function appendi(em: EntityManager, user: AuthUser, nuove: readonly Nuova[]): Promise<number[]> {
  const colonne = 12;
  const valori = nuove.map(() => `(${Array.from({ length: colonne }, (_, i) => (i === 7 ? '?::jsonb' : i === 4 ? '?::timestamptz' : '?')).join(', ')})`).join(', ');
  const params = nuove.flatMap((n) => [
    n.puntoVenditaId,
    n.tipo,
    n.dispositivoId,
    n.fonte,
    n.misurataIl.toISOString(),
    user.id,
    firma(user),
    JSON.stringify(n.dati),
    n.temperatura,
    n.fuoriLimiti,
    n.azioneCorrettiva,
    n.correggeId,
  ]);
  // chiude_id is set only by chiudiAllarme (one record), appended as the 13th column there
  const rows = await em.execute<{ id: number }[]>(
    `insert into haccp_registrazioni (punto_vendita_id, tipo, dispositivo_id, fonte, misurata_il, utente_id, firmato_da, dati, temperatura, fuori_limiti, azione_correttiva, corregge_id)
     values ${valori} returning id`,
    params,
  );
  return rows.map((r) => r.id);
}

/** One record a person writes and signs (no closing of an alert), read back as the answer. */
async function registraManuale(
  em: EntityManager,
  user: AuthUser,
  r: Omit<Nuova, 'fonte' | 'chiudeId' | 'misurataIl' | 'azioneCorrettiva'> & { misurataIl?: Date | undefined; azioneCorrettiva?: string | null | undefined },
): Promise<RegistrazioneView> {
  const [id] = await appendi(em, user, [{ ...r, fonte: 'manuale', chiudeId: null, misurataIl: r.misurataIl ?? new Date(), azioneCorrettiva: r.azioneCorrettiva ?? null }]);
  return (await registrazioni(em, [id!]))[0]!;
}

/** A correction names a record of the same kind and sales point. */
async function controllaCorrezione(em: EntityManager, correggeId: number | undefined, puntoVenditaId: number, tipo: TipoRegistrazione) {
  if (correggeId === undefined) return null;
  const [row] = await em.execute<{ ok: boolean }[]>('select (punto_vendita_id = ? and tipo = ?) as ok from haccp_registrazioni where id = ?', [puntoVenditaId, tipo, correggeId]);
  if (!row?.ok) throw badInput(MSG_HACCP.correzioneNonValida, { campo: 'corregge_id' });
  return correggeId;
}

async function puntoEsistente(em: EntityManager, id: number) {
  const [row] = await em.execute<{ id: number }[]>('select id from punti_vendita where id = ?', [id]);
  if (!row) throw badInput(MSG_HACCP.puntoVenditaNonTrovato, { campo: 'punto_vendita_id' });
}

/** A device of the given kinds at the given point, or a 400. */
async function dispositivoDi(em: EntityManager, id: number, puntoVenditaId: number | null, tipi: readonly string[]) {
  const d = await dispositivo(em, id);
  if (!d) throw badInput(MSG_HACCP.dispositivoNonTrovato, { campo: 'dispositivo_id' });
  if ((puntoVenditaId !== null && d.puntoVenditaId !== puntoVenditaId) || !tipi.includes(d.tipo)) throw badInput(MSG_HACCP.dispositivoNonAdatto, { campo: 'dispositivo_id' });
  return d;
}

const fuoriDa = (d: Pick<DispositivoView, 'temperaturaMin' | 'temperaturaMax'>, t: number) => t < d.temperaturaMin || t > d.temperaturaMax;
const limiti = (d: Pick<DispositivoView, 'temperaturaMin' | 'temperaturaMax'>) => ({ temperatura_min: d.temperaturaMin, temperatura_max: d.temperaturaMax });

/** Runs one write in a transaction, idempotent with a key (the offline queue resends it). */
function scrivi<T>(ctx: RequestContext, chiave: unknown, ambito: string, input: unknown, reviver: (s: unknown) => T, run: (em: EntityManager) => Promise<T>) {
  return idempotente(ctx, { chiave, ambito, input, revive: reviver }, run);
}

/** A person's reading of a device; out of the device's limits it needs the corrective action. */
export async function registraLettura(ctx: RequestContext, input: LetturaInput, chiave?: unknown): Promise<RegistrazioneView> {
  const user = requireUser(ctx);
  return scrivi(ctx, chiave, 'haccp.lettura', input, revive, async (em) => {
    const d = await dispositivoDi(em, input.dispositivoId, null, TIPI_DISPOSITIVO);
    puntoDi(user, d.puntoVenditaId);
    const fuori = fuoriDa(d, input.temperatura);
    if (fuori && !input.azioneCorrettiva) throw badInput(MSG_HACCP.azioneObbligatoria, { campo: 'azione_correttiva' });
    const correggeId = await controllaCorrezione(em, input.correggeId, d.puntoVenditaId, 'lettura');
    return registraManuale(em, user, {
      puntoVenditaId: d.puntoVenditaId,
      tipo: 'lettura',
      dispositivoId: d.id,
      misurataIl: input.misurataIl,
      temperatura: input.temperatura,
      dati: limiti(d),
      fuoriLimiti: fuori,
      azioneCorrettiva: input.azioneCorrettiva,
      correggeId,
    });
  });
}

/**
 * A sensor gateway's readings (API key with scope haccp:write): all or nothing; a reading out of its
 * device's limits is recorded as it is and opens an alert, closed by a person (chiudiAllarme).
 */
export async function registraBatch(ctx: RequestContext, input: BatchInput, chiave?: unknown): Promise<RegistrazioneView[]> {
  const user = requireUser(ctx);
  return scrivi(ctx, chiave, 'haccp.batch', input, reviveLista, async (em) => {
    const codici = [...new Set(input.letture.map((l) => l.codice))];
    const rows = await em.execute<DispositivoRow[]>(
      `select ${COLONNE_DISPOSITIVO} from haccp_dispositivi d join punti_vendita pv on pv.id = d.punto_vendita_id where d.codice in (${codici.map(() => '?').join(', ')})`,
      codici,
    );
    const perCodice = new Map(rows.map((r) => [r.codice!, dispositivoView(r)]));
    const mancante = codici.find((c) => !perCodice.has(c));
    if (mancante !== undefined) throw badInput(MSG_HACCP.codiceSconosciuto(mancante), { campo: 'letture' });
    for (const d of perCodice.values()) puntoDi(user, d.puntoVenditaId);
    const ordinate = [...input.letture].sort((a, b) => a.misurataIl.getTime() - b.misurataIl.getTime());
    const ids = await appendi(
      em,
      user,
      ordinate.map((l) => {
        const d = perCodice.get(l.codice)!;
        return {
          puntoVenditaId: d.puntoVenditaId,
          tipo: 'lettura',
          dispositivoId: d.id,
          fonte: 'sensore',
          misurataIl: l.misurataIl,
          temperatura: l.temperatura,
          dati: limiti(d),
          fuoriLimiti: fuoriDa(d, l.temperatura),
          azioneCorrettiva: null,
          correggeId: null,
          chiudeId: null,
        } satisfies Nuova;
      }),
    );
    return registrazioni(em, ids);
  });
}

/** A person closes a sensor's out-of-limit reading with the corrective action (a new record). */
export async function chiudiAllarme(ctx: RequestContext, id: number, input: ChiusuraAllarme, chiave?: unknown): Promise<RegistrazioneView> {
  const user = requireUser(ctx);
  return scrivi(ctx, chiave, 'haccp.allarme', { id, ...input }, revive, async (em) => {
    const [allarme] = await em.execute<{ punto_vendita_id: number; dispositivo_id: number; chiuso: boolean }[]>(
      `select punto_vendita_id, dispositivo_id, exists (select 1 from haccp_registrazioni c where c.chiude_id = r.id) as chiuso
         from haccp_registrazioni r where r.id = ? and r.tipo = 'lettura' and r.fonte = 'sensore' and r.fuori_limiti`,
      [id],
    );
    if (!allarme) throw notFound(MSG_HACCP.allarmeNonTrovato);
    puntoDi(user, allarme.punto_vendita_id);
    if (allarme.chiuso) throw conflict(MSG_HACCP.allarmeChiuso);
    const [row] = await em.execute<{ id: number }[]>(
      `insert into haccp_registrazioni (punto_vendita_id, tipo, dispositivo_id, fonte, misurata_il, utente_id, firmato_da, dati, fuori_limiti, azione_correttiva, chiude_id)
       values (?, 'azione_correttiva', ?, 'manuale', now(), ?, ?, '{}'::jsonb, false, ?, ?) returning id`,
      [allarme.punto_vendita_id, allarme.dispositivo_id, user.id, firma(user), input.azioneCorrettiva, id],
    );
    return (await registrazioni(em, [row!.id]))[0]!;
  });
}

/** Open alerts: sensor readings out of limits that no person has closed yet. */
export async function getAllarmi(ctx: RequestContext, q: PuntoQuery): Promise<RegistrazioneView[]> {
  const user = requireUser(ctx);
  const punto = puntoDi(user, q.puntoVenditaId) ?? null;
  return allarmiAperti(ctx.em, punto);
}

export async function allarmiAperti(em: EntityManager, punto: number | null): Promise<RegistrazioneView[]> {
  const rows = await em.execute<RegistrazioneRow[]>(
    `select ${COLONNE_REGISTRAZIONE} ${DA_REGISTRAZIONI}
      where r.tipo = 'lettura' and r.fonte = 'sensore' and r.fuori_limiti and (?::int is null or r.punto_vendita_id = ?)
        and not exists (select 1 from haccp_registrazioni c where c.chiude_id = r.id)
      order by r.misurata_il, r.id limit 500`,
    [punto, punto],
  );
  return rows.map(registrazioneView);
}

/** What a record of a sales point says beyond where, what kind, when and what it corrects. */
type ContenutoRecord = Omit<Parameters<typeof registraManuale>[2], 'puntoVenditaId' | 'tipo' | 'misurataIl' | 'correggeId'>;

/**
 * A record of a sales point a person writes (idempotent with a key): the point (an operatore: his)
 * must exist, `componi` checks the input and says the content, the correction must name a record of
 * the same kind and point; signed by the user and chained.
 */
async function registraNelPunto(
  ctx: RequestContext,
  chiave: unknown,
  tipo: TipoRegistrazione,
  input: { puntoVenditaId: number; misurataIl?: Date | undefined; correggeId?: number | undefined },
  componi: (em: EntityManager, punto: number) => Promise<ContenutoRecord>,
): Promise<RegistrazioneView> {
  const user = requireUser(ctx);
  const punto = puntoDi(user, input.puntoVenditaId)!;
  return scrivi(ctx, chiave, `haccp.${tipo}`, input, revive, async (em) => {
    await puntoEsistente(em, punto);
    const contenuto = await componi(em, punto);
    const correggeId = await controllaCorrezione(em, input.correggeId, punto, tipo);
    return registraManuale(em, user, { ...contenuto, puntoVenditaId: punto, tipo, misurataIl: input.misurataIl, correggeId });
  });
}

/**
 * A pasteurisation of a base or a flavour: out of limits when the temperature reached is below the
 * program's (the pasteuriser's temperatura_min, else 85 °C) or the time held is shorter than its
 * (mantenimento_minimo_s, else 15 s).
 */
export async function registraPastorizzazione(ctx: RequestContext, input: PastorizzazioneInput, chiave?: unknown): Promise<RegistrazioneView> {
  return registraNelPunto(ctx, chiave, 'pastorizzazione', input, async (em, punto) => {
    let gustoNome: string | null = null;
    if (input.prodotto === 'gusto') {
      if (input.gustoId === undefined) throw badInput(MSG_HACCP.gustoObbligatorio, { campo: 'gusto_id' });
      const [g] = await em.execute<{ nome: string }[]>('select nome from gusti where id = ?', [input.gustoId]);
      if (!g) throw badInput(MSG_HACCP.gustoNonTrovato, { campo: 'gusto_id' });
      gustoNome = g.nome;
    } else if (!input.descrizione) throw badInput(MSG_HACCP.descrizioneObbligatoria, { campo: 'descrizione' });
    const d = input.dispositivoId === undefined ? null : await dispositivoDi(em, input.dispositivoId, punto, ['pastorizzatore']);
    const programma = {
      temperatura: d ? d.temperaturaMin : PASTORIZZAZIONE_PREDEFINITA.temperatura,
      secondi: d?.mantenimentoMinimoS ?? PASTORIZZAZIONE_PREDEFINITA.secondi,
    };
    // minutes held against the program's seconds, compared in seconds rounded to the tenth
    const secondiTenuti = Math.round(input.minutiMantenimento * 600) / 10;
    const fuori = input.temperaturaRaggiunta < programma.temperatura || secondiTenuti < programma.secondi;
    if (fuori && !input.azioneCorrettiva) throw badInput(MSG_HACCP.azioneObbligatoriaCiclo, { campo: 'azione_correttiva' });
    return {
      dispositivoId: d?.id ?? null,
      temperatura: input.temperaturaRaggiunta,
      dati: {
        prodotto: input.prodotto,
        gusto_id: input.prodotto === 'gusto' ? input.gustoId : null,
        nome: gustoNome ?? input.descrizione,
        minuti_mantenimento: input.minutiMantenimento,
        programma_temperatura: programma.temperatura,
        programma_secondi: programma.secondi,
        lotto: input.lotto ?? null,
      },
      fuoriLimiti: fuori,
      azioneCorrettiva: input.azioneCorrettiva,
    };
  });
}

/** A blast chilling: +3 °C within 90 min, or −18 °C within 240 min when it freezes (ABBATTIMENTO). */
export async function registraAbbattimento(ctx: RequestContext, input: AbbattimentoInput, chiave?: unknown): Promise<RegistrazioneView> {
  return registraNelPunto(ctx, chiave, 'abbattimento', input, async (em, punto) => {
    const d = input.dispositivoId === undefined ? null : await dispositivoDi(em, input.dispositivoId, punto, ['abbattitore']);
    const obiettivo = input.temperaturaFinale < 0 ? ABBATTIMENTO.negativo : ABBATTIMENTO.positivo;
    const fuori = input.temperaturaFinale > obiettivo.temperatura || input.minuti > obiettivo.minuti;
    if (fuori && !input.azioneCorrettiva) throw badInput(MSG_HACCP.azioneObbligatoriaCiclo, { campo: 'azione_correttiva' });
    return {
      dispositivoId: d?.id ?? null,
      temperatura: input.temperaturaFinale,
      dati: {
        prodotto: input.prodotto,
        temperatura_iniziale: input.temperaturaIniziale,
        temperatura_finale: input.temperaturaFinale,
        minuti: input.minuti,
        obiettivo_temperatura: obiettivo.temperatura,
        obiettivo_minuti: obiettivo.minuti,
        lotto: input.lotto ?? null,
      },
      fuoriLimiti: fuori,
      azioneCorrettiva: input.azioneCorrettiva,
    };
  });
}

/** A cleaning record: area and product used. */
export async function registraPulizia(ctx: RequestContext, input: PuliziaInput, chiave?: unknown): Promise<RegistrazioneView> {
  return registraNelPunto(ctx, chiave, 'pulizia', input, async () => ({
    dispositivoId: null,
    temperatura: null,
    dati: { area: input.area, prodotto: input.prodotto, note: input.note },
    fuoriLimiti: false,
    azioneCorrettiva: null,
  }));
}

/** A goods-in check: non-conforming goods need the corrective action (no receipt link yet). */
export async function registraControlloMerci(ctx: RequestContext, input: ControlloMerciInput, chiave?: unknown): Promise<RegistrazioneView> {
  return registraNelPunto(ctx, chiave, 'controllo_merci', input, async () => {
    if (!input.conforme && !input.azioneCorrettiva) throw badInput(MSG_HACCP.azioneObbligatoriaMerce, { campo: 'azione_correttiva' });
    return {
      dispositivoId: null,
      temperatura: input.temperatura ?? null,
      dati: { fornitore: input.fornitore, prodotto: input.prodotto, lotto: input.lotto ?? null, conforme: input.conforme },
      fuoriLimiti: !input.conforme,
      azioneCorrettiva: input.azioneCorrettiva,
    };
  });
}

/* ---------- verification ---------- */

const ZERO = '0'.repeat(64);

/**
 * The chain of every sales point (or one) recomputed in one statement: a record is broken when its
 * stored hash is not sha256(hash_precedente || its content as now stored) (content changed), when its
 * hash_precedente is not the previous record's hash (a record removed or replaced), or when its seq
 * skips (a record removed at the end of a run). The first broken record of each point is reported.
 */
export async function verificaCatene(em: EntityManager, punto: number | null): Promise<VerificaView[]> {
  const rows = await em.execute<{ id: number; nome: string; registrazioni: number; rotta_id: number | null; rotta_seq: number | null; motivo: string | null }[]>(
    `with c as (
       select r.punto_vendita_id, r.id, r.seq, r.hash, r.hash_precedente,
              row_number() over w as n, lag(r.hash) over w as precedente,
              haccp_hash(r.hash_precedente, haccp_contenuto(r)) as calcolato
         from haccp_registrazioni r
        where (?::int is null or r.punto_vendita_id = ?)
       window w as (partition by r.punto_vendita_id order by r.seq)
     ), conti as (
       select punto_vendita_id, count(*)::int as n from c group by punto_vendita_id
     ), rotte as (
       select distinct on (punto_vendita_id) punto_vendita_id, id, seq,
              case when hash <> calcolato then 'contenuto modificato dopo la registrazione'
                   when hash_precedente <> coalesce(precedente, ?) then 'collegamento con la registrazione precedente interrotto (registrazione cancellata o sostituita)'
                   else 'numerazione interrotta (registrazione mancante)' end as motivo
         from c
        where hash <> calcolato or hash_precedente <> coalesce(precedente, ?) or seq <> n
        order by punto_vendita_id, seq
     )
     select pv.id, pv.nome, coalesce(conti.n, 0) as registrazioni, rotte.id as rotta_id, rotte.seq as rotta_seq, rotte.motivo
       from punti_vendita pv
       left join conti on conti.punto_vendita_id = pv.id
       left join rotte on rotte.punto_vendita_id = pv.id
      where (?::int is null or pv.id = ?)
      order by pv.nome, pv.id`,
    [punto, punto, ZERO, ZERO, punto, punto],
  );
  return rows.map((r) => ({
    puntoVenditaId: r.id,
    puntoVenditaNome: r.nome,
    registrazioni: r.registrazioni,
    integra: r.rotta_id === null,
    primaRottaId: r.rotta_id,
    primaRottaSeq: r.rotta_seq,
    motivo: r.motivo,
  }));
}

/** GET /haccp/verifica: per sales point (an operatore: his), intact or the first broken record. */
export async function getVerifica(ctx: RequestContext, q: PuntoQuery): Promise<VerificaView[]> {
  const user = requireUser(ctx);
  return verificaCatene(ctx.em, puntoDi(user, q.puntoVenditaId) ?? null);
}
