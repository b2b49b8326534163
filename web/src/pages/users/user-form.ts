import { NOME_OBBLIGATORIO } from '../../lib/messaggi';
import { z } from 'zod';
import type { AggiornaUtenteInput, CreaUtenteInput, Ruolo, GestioneUtenteFieldsFragment } from '../../gql/graphql';

export const PASSWORD_MIN_LENGTH = 6;

/** In the order the form offers them. */
export const RUOLI = ['operatore', 'manager', 'admin'] as const satisfies readonly Ruolo[];

export const USER_FORM_MSG = {
  nomeObbligatorio: NOME_OBBLIGATORIO,
  emailObbligatoria: "L'email è obbligatoria",
  emailNonValida: 'Inserisci un indirizzo email valido',
  passwordRichiesta: 'La password è richiesta per i nuovi utenti',
  passwordCorta: `La password deve avere almeno ${PASSWORD_MIN_LENGTH} caratteri`,
  nonDisattivare: 'Non puoi disattivare il tuo account',
  nonEliminare: 'Non puoi eliminare il tuo account',
  nonCambiareRuolo: 'Non puoi modificare il ruolo del tuo account',
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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Client-side rules of spec section 5 (User form), the API's messages; `isSelf` = editing one's own
 * account. The output is the form's values: `toCreaUtenteInput` / `toAggiornaUtenteInput` make the input.
 */
export function userFormSchema(options: { isNew: boolean; isSelf: boolean }) {
  return z.object({
    nome: z.string().refine((s) => s.trim() !== '', USER_FORM_MSG.nomeObbligatorio),
    email: z.string().superRefine((s, ctx) => {
      const email = s.trim();
      if (!email) ctx.addIssue({ code: 'custom', message: USER_FORM_MSG.emailObbligatoria });
      else if (!EMAIL_PATTERN.test(email)) ctx.addIssue({ code: 'custom', message: USER_FORM_MSG.emailNonValida });
    }),
    password: z.string().superRefine((password, ctx) => {
      if (options.isNew && !password) ctx.addIssue({ code: 'custom', message: USER_FORM_MSG.passwordRichiesta });
      else if (password.trim() && password.length < PASSWORD_MIN_LENGTH) ctx.addIssue({ code: 'custom', message: USER_FORM_MSG.passwordCorta });
    }),
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
