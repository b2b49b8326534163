import { describe, expect, it } from 'vitest';
import { USER_FORM_MSG, toAggiornaUtenteInput, userFormSchema, type UserFormValues } from './user-form';

const valori = (v: Partial<UserFormValues> = {}): UserFormValues => ({
  nome: 'Marco',
  email: 'marco@gelateria.it',
  password: '',
  ruolo: 'operatore',
  puntoVenditaId: '2',
  attivo: true,
  ...v,
});

const errori = (schema: ReturnType<typeof userFormSchema>, v: UserFormValues) => {
  const r = schema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('userFormSchema (spec section 5, User form)', () => {
  const nuovo = userFormSchema({ isNew: true, isSelf: false });
  const modifica = userFormSchema({ isNew: false, isSelf: false });
  const proprio = userFormSchema({ isNew: false, isSelf: true });

  it('a new user needs nome, e-mail and a password of at least 6 characters', () => {
    expect(errori(nuovo, valori({ nome: '  ', email: '' }))).toEqual({
      nome: USER_FORM_MSG.nomeObbligatorio,
      email: USER_FORM_MSG.emailObbligatoria,
      password: USER_FORM_MSG.passwordRichiesta,
    });
    expect(errori(nuovo, valori({ email: 'non-una-email', password: '12345' }))).toEqual({
      email: USER_FORM_MSG.emailNonValida,
      password: USER_FORM_MSG.passwordCorta,
    });
    expect(errori(nuovo, valori({ password: '123456' }))).toEqual({});
  });

  it('an edit keeps the password when blank; nobody deactivates their own account', () => {
    expect(errori(modifica, valori())).toEqual({});
    expect(errori(modifica, valori({ attivo: false }))).toEqual({});
    expect(errori(proprio, valori({ attivo: false }))).toEqual({ attivo: USER_FORM_MSG.nonDisattivare });
    expect(toAggiornaUtenteInput(valori({ nome: ' Marco ' }))).toEqual({ nome: 'Marco', email: 'marco@gelateria.it', ruolo: 'operatore', puntoVenditaId: 2, attivo: true });
  });
});
