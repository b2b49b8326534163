import { NOME_OBBLIGATORIO } from '@gelatiere/contratto';
import { z } from 'zod';
import type { GestionePuntoVenditaFieldsFragment } from '../../gql/graphql';
import { MSG_POSIZIONE, leggiCoordinata, leggiPatrono, testoCoordinata } from './posizione';
import { leggiTemperaturaVetrina, TEMPERATURA_VETRINA_PREDEFINITA, testoTemperaturaVetrina } from './temperatura-vetrina';


/** What the form sends (the mutation's input). */
export interface PuntoVenditaFormValues {
  nome: string;
  indirizzo: string;
  /** °C, −30..0 */
  temperaturaVetrina: number;
  attivo: boolean;
  /** coordinates of the weather forecast, both or neither */
  latitudine: number | null;
  longitudine: number | null;
  /** 'MM-DD' */
  santoPatrono: string | null;
}

/** What the fields edit: the numbers as typed (decimal comma, typographic minus). */
export interface PuntoVenditaFormInput {
  nome: string;
  indirizzo: string;
  temperaturaVetrina: string;
  latitudine: string;
  longitudine: string;
  santoPatrono: string;
  attivo: boolean;
}

export function initialPuntoVenditaValues(pv: GestionePuntoVenditaFieldsFragment | null): PuntoVenditaFormInput {
  return {
    nome: pv?.nome ?? '',
    indirizzo: pv?.indirizzo ?? '',
    temperaturaVetrina: testoTemperaturaVetrina(pv?.temperaturaVetrina ?? TEMPERATURA_VETRINA_PREDEFINITA),
    latitudine: testoCoordinata(pv?.latitudine),
    longitudine: testoCoordinata(pv?.longitudine),
    santoPatrono: pv?.santoPatrono ?? '',
    attivo: pv?.attivo ?? true,
  };
}

/**
 * The API's rules (@gelatiere/contratto creaPuntoVenditaSchema, MSG_PV): nome required, temperature −30..0 °C, coordinates
 * both or neither, patron day MM-GG. Checked together so every error shows on the same submit; the
 * coordinates' one error is reported on `latitudine`.
 */
export const puntoVenditaFormSchema = z
  .object({
    nome: z.string(),
    indirizzo: z.string(),
    temperaturaVetrina: z.string(),
    latitudine: z.string(),
    longitudine: z.string(),
    santoPatrono: z.string(),
    attivo: z.boolean(),
  })
  .transform((v, ctx): PuntoVenditaFormValues => {
    const nome = v.nome.trim();
    if (!nome) ctx.addIssue({ code: 'custom', path: ['nome'], message: NOME_OBBLIGATORIO });
    const t = leggiTemperaturaVetrina(v.temperaturaVetrina);
    if (!t.ok) ctx.addIssue({ code: 'custom', path: ['temperaturaVetrina'], message: t.errore });
    const lat = leggiCoordinata(v.latitudine, 90, MSG_POSIZIONE.latitudine);
    const lon = leggiCoordinata(v.longitudine, 180, MSG_POSIZIONE.longitudine);
    const coordinate = !lat.ok ? lat.errore : !lon.ok ? lon.errore : (lat.valore === null) !== (lon.valore === null) ? MSG_POSIZIONE.insieme : undefined;
    if (coordinate) ctx.addIssue({ code: 'custom', path: ['latitudine'], message: coordinate });
    const patrono = leggiPatrono(v.santoPatrono);
    if (!patrono.ok) ctx.addIssue({ code: 'custom', path: ['santoPatrono'], message: patrono.errore });
    return {
      nome,
      indirizzo: v.indirizzo.trim(),
      temperaturaVetrina: t.ok ? t.valore : TEMPERATURA_VETRINA_PREDEFINITA,
      attivo: v.attivo,
      latitudine: lat.ok ? lat.valore : null,
      longitudine: lon.ok ? lon.valore : null,
      santoPatrono: patrono.ok ? patrono.valore : null,
    };
  }) satisfies z.ZodType<PuntoVenditaFormValues, PuntoVenditaFormInput>;
