import { Checkbox, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { ROLE_LABELS } from '../../app/navigation';
import { FormDialog } from '../../components/FormDialog';
import type { Ruolo, GestioneUtenteFieldsFragment } from '../../gql/graphql';
import {
  PASSWORD_MIN_LENGTH,
  USER_FORM_MSG,
  initialUserValues,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
} from './user-form';

const RUOLI: Ruolo[] = ['operatore', 'manager', 'admin'];

export interface PuntoVenditaOpzione {
  id: number;
  nome: string;
  attivo: boolean;
}

interface Props {
  /** null = new user */
  user: GestioneUtenteFieldsFragment | null;
  currentUserId: number;
  puntiVendita: readonly PuntoVenditaOpzione[];
  submitting: boolean;
  onClose: () => void;
  onSubmit: (values: UserFormValues) => void;
}

export function UserFormDialog({ user, currentUserId, puntiVendita, submitting, onClose, onSubmit }: Props) {
  const isNew = user === null;
  const isSelf = user?.id === currentUserId;
  const [values, setValues] = useState<UserFormValues>(() => initialUserValues(user, puntiVendita));
  const [errors, setErrors] = useState<UserFormErrors>({});

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // Only active sales points are offered; an edited user keeps showing its current (inactive) one.
  const options = puntiVendita.filter((pv) => pv.attivo || String(pv.id) === values.puntoVenditaId);

  const submit = () => {
    const found = validateUserForm(values, { isNew, isSelf });
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <FormDialog
      open
      title={isNew ? 'Nuovo Utente' : 'Modifica Utente'}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={isNew ? 'Crea Utente' : 'Salva Modifiche'}
      testId="user-form"
    >
      <Field.Root required invalid={Boolean(errors.nome)}>
        <Field.Label>
          Nome <Field.RequiredIndicator />
        </Field.Label>
        <Input name="nome" autoComplete="off" value={values.nome} maxLength={150} onChange={(e) => set('nome', e.currentTarget.value)} />
        {errors.nome && <Field.ErrorText>{errors.nome}</Field.ErrorText>}
      </Field.Root>
      <Field.Root required invalid={Boolean(errors.email)}>
        <Field.Label>
          Email <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="email"
          name="email"
          autoComplete="off"
          placeholder="nome@gelateria.it"
          value={values.email}
          maxLength={255}
          onChange={(e) => set('email', e.currentTarget.value)}
        />
        {errors.email && <Field.ErrorText>{errors.email}</Field.ErrorText>}
      </Field.Root>
      <Field.Root required={isNew} invalid={Boolean(errors.password)}>
        <Field.Label>
          Password <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password', e.currentTarget.value)}
        />
        {errors.password ? (
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {isNew
              ? `Almeno ${PASSWORD_MIN_LENGTH} caratteri`
              : `Lascia vuoto per mantenere la password attuale (minimo ${PASSWORD_MIN_LENGTH} caratteri)`}
          </Field.HelperText>
        )}
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root disabled={isSelf}>
          <Field.Label>Ruolo</Field.Label>
          <NativeSelect.Root disabled={isSelf}>
            <NativeSelect.Field name="ruolo" value={values.ruolo} onChange={(e) => set('ruolo', e.currentTarget.value as Ruolo)}>
              {RUOLI.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {isSelf && <Field.HelperText>{USER_FORM_MSG.nonCambiareRuolo}</Field.HelperText>}
        </Field.Root>
        <Field.Root>
          <Field.Label>Punto vendita</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="puntoVenditaId"
              value={values.puntoVenditaId}
              onChange={(e) => set('puntoVenditaId', e.currentTarget.value)}
            >
              <option value="">Nessun punto vendita</option>
              {options.map((pv) => (
                <option key={pv.id} value={String(pv.id)}>
                  {pv.attivo ? pv.nome : `${pv.nome} (inattivo)`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      {!isNew && (
        <Field.Root invalid={Boolean(errors.attivo)}>
          <Checkbox.Root
            colorPalette="brand"
            checked={values.attivo}
            onCheckedChange={(d) => set('attivo', d.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Attivo</Checkbox.Label>
          </Checkbox.Root>
          {errors.attivo && <Field.ErrorText>{errors.attivo}</Field.ErrorText>}
        </Field.Root>
      )}
    </FormDialog>
  );
}
