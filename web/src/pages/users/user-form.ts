import { aggiornaUtenteSchema, creaUtenteSchema, emailUtente, MSG_UTENTI, PASSWORD_MIN } from '@gelatiere/contratto';
import { z } from 'zod';
import { regolaDi } from '../../components/use-zod-form';
import type { AggiornaUtenteInput, CreaUtenteInput, Ruolo, GestioneUtenteFieldsFragment } from '../../gql/graphql';

export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;

/** In the order the form offers them. */
export const RUOLI = ['operatore', 'manager', 'admin'] as const satisfies readonly Ruolo[];

/** The API's messages (@gelatiere/contratto MSG_UTENTI) the form shows. */
export const USER_FORM_MSG = {
  nomeObbligatorio: MSG_UTENTI.nomeObbligatorio,
  emailObbligatoria: MSG_UTENTI.emailObbligatoria,
  emailNonValida: MSG_UTENTI.emailNonValida,
  passwordRichiesta: MSG_UTENTI.passwordRichiesta,
  passwordCorta: MSG_UTENTI.passwordCorta,
  nonDisattivare: MSG_UTENTI.nonDisattivareSeStesso,
  nonEliminare: MSG_UTENTI.nonEliminareSeStesso,
  nonCambiareRuolo: MSG_UTENTI.nonCambiareProprioRuolo,
} as const;

export interface UserFormValues {
  nome: string;
  email: string;
  password: string;
  ruolo: Ruolo;
  /** '' = no sales point */
  puntoVenditaId: string;
  attivo: boolean;
}

interface PuntoVenditaOpzione {
  id: number;
  attivo: boolean;
}

/** A new user: role operatore, the first active sales point; an edit starts from the user. */
export function initialUserValues(user: GestioneUtenteFieldsFragment | null, puntiVendita: readonly PuntoVenditaOpzione[]): UserFormValues {
  if (user) {
    return {
      nome: user.nome,
      email: user.email,
      password: '',
      ruolo: user.ruolo,
      puntoVenditaId: user.puntoVenditaId == null ? '' : String(user.puntoVenditaId),
      attivo: user.attivo,
    };
  }
  const first = puntiVendita.find((pv) => pv.attivo);
  return { nome: '', email: '', password: '', ruolo: 'operatore', puntoVenditaId: first ? String(first.id) : '', attivo: true };
}

/**
 * Client-side rules of spec section 5 (User form): nome, e-mail and password checked by the API's own
 * schemas (@gelatiere/contratto creaUtenteSchema / aggiornaUtenteSchema); `isSelf` = editing one's own
 * account. The output is the form's values: `toCreaUtenteInput` / `toAggiornaUtenteInput` make the input.
 */
export function userFormSchema(options: { isNew: boolean; isSelf: boolean }) {
  return z.object({
    nome: regolaDi(creaUtenteSchema.shape.nome),
    email: regolaDi(emailUtente),
    password: regolaDi((options.isNew ? creaUtenteSchema : aggiornaUtenteSchema).shape.password),
    ruolo: z.enum(RUOLI),
    puntoVenditaId: z.string(),
    attivo: z.boolean().refine((attivo) => attivo || options.isNew || !options.isSelf, USER_FORM_MSG.nonDisattivare),
  }) satisfies z.ZodType<UserFormValues, UserFormValues>;
}

const puntoVenditaId = (value: string): number | null => (value === '' ? null : Number(value));

export function toCreaUtenteInput(values: UserFormValues): CreaUtenteInput {
  return {
    nome: values.nome.trim(),
    email: values.email.trim(),
    password: values.password,
    ruolo: values.ruolo,
    puntoVenditaId: puntoVenditaId(values.puntoVenditaId),
  };
}

/** The password is sent only when not blank. */
export function toAggiornaUtenteInput(values: UserFormValues): AggiornaUtenteInput {
  const input: AggiornaUtenteInput = {
    nome: values.nome.trim(),
    email: values.email.trim(),
    ruolo: values.ruolo,
    puntoVenditaId: puntoVenditaId(values.puntoVenditaId),
    attivo: values.attivo,
  };
  if (values.password.trim()) input.password = values.password;
  return input;
}

export type RuoloFilter = 'tutti' | Ruolo;
export type StatoFilter = 'tutti' | 'attivi' | 'archiviati';

/** Search on nome or e-mail, role and state filters; archived users are 'archiviati'. */
export function filterUsers(
  users: readonly GestioneUtenteFieldsFragment[],
  filters: { search: string; ruolo: RuoloFilter; stato: StatoFilter },
): GestioneUtenteFieldsFragment[] {
  const q = filters.search.trim().toLocaleLowerCase('it');
  return users.filter((u) => {
    if (filters.ruolo !== 'tutti' && u.ruolo !== filters.ruolo) return false;
    if (filters.stato === 'attivi' && !u.attivo) return false;
    if (filters.stato === 'archiviati' && u.attivo) return false;
    if (!q) return true;
    return u.nome.toLocaleLowerCase('it').includes(q) || u.email.toLocaleLowerCase('it').includes(q);
  });
}
