import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import { ROLE_LABELS } from '../../app/navigation';
import { FormDialog } from '../../components/FormDialog';
import { CheckboxField, FormField } from '../../components/FormField';
import { SelectPuntoVendita } from '../../components/SelectPuntoVendita';
import { useZodForm } from '../../components/use-zod-form';
import type { GestioneUtenteFieldsFragment } from '../../gql/graphql';
import { PASSWORD_MIN_LENGTH, RUOLI, USER_FORM_MSG, initialUserValues, userFormSchema, type UserFormValues } from './user-form';

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
  const form = useZodForm(userFormSchema({ isNew, isSelf }), initialUserValues(user, puntiVendita));
  const { errors } = form.formState;
  // Only active sales points are offered; an edited user keeps showing its current (inactive) one.
  const {
    field: { value: puntoVenditaId, onChange: setPuntoVenditaId, onBlur: lasciaPuntoVendita },
  } = useController({ control: form.control, name: 'puntoVenditaId' });

  return (
    <FormDialog
      open
      title={isNew ? 'Nuovo Utente' : 'Modifica Utente'}
      onClose={onClose}
      onSubmit={form.submitWith(onSubmit)}
      submitting={submitting}
      submitLabel={isNew ? 'Crea Utente' : 'Salva Modifiche'}
      testId="user-form"
    >
      <FormField label="Nome" required error={errors.nome?.message}>
        <Input autoComplete="off" maxLength={150} {...form.register('nome')} />
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="off" placeholder="nome@gelateria.it" maxLength={255} {...form.register('email')} />
      </FormField>
      <FormField
        label="Password"
        required={isNew}
        error={errors.password?.message}
        helper={
          isNew
            ? `Almeno ${PASSWORD_MIN_LENGTH} caratteri`
            : `Lascia vuoto per mantenere la password attuale (minimo ${PASSWORD_MIN_LENGTH} caratteri)`
        }
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Ruolo" disabled={isSelf} helper={isSelf && USER_FORM_MSG.nonCambiareRuolo}>
          <NativeSelect.Root disabled={isSelf}>
            <NativeSelect.Field {...form.register('ruolo')}>
              {RUOLI.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Punto vendita">
          <SelectPuntoVendita
            punti={puntiVendita}
            soloAttivi
            placeholder="Nessun punto vendita"
            name="puntoVenditaId"
            onBlur={lasciaPuntoVendita}
            value={puntoVenditaId === '' ? null : Number(puntoVenditaId)}
            onChange={(id) => setPuntoVenditaId(id === null ? '' : String(id))}
          />
        </FormField>
      </SimpleGrid>
      {!isNew && <CheckboxField control={form.control} name="attivo" label="Attivo" error={errors.attivo?.message} />}
    </FormDialog>
  );
}
