import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { useZodForm } from '../../components/use-zod-form';
import { nuovoDestinatarioSchema, recipientError } from './email-config';

/** The address to add to the recipients: the API's rule, not already listed; Enter adds it too. */
export function NuovoDestinatario({ destinatari, onAdd }: { destinatari: readonly string[]; onAdd: (address: string) => void }) {
  const form = useZodForm(nuovoDestinatarioSchema, { nuovo: '' });
  const { errors } = form.formState;
  const aggiungi = form.submitWith(({ nuovo }) => {
    const error = recipientError(nuovo, destinatari);
    if (error) {
      form.setError('nuovo', { message: error });
      return;
    }
    onAdd(nuovo);
    form.reset({ nuovo: '' });
  });

  return (
    <Field.Root invalid={Boolean(errors.nuovo)}>
      <Field.Label>Nuovo destinatario</Field.Label>
      <HStack gap="2" w="full">
        <Input
          type="email"
          placeholder="nome@esempio.it"
          {...form.register('nuovo', { onChange: () => form.clearErrors('nuovo') })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              aggiungi();
            }
          }}
        />
        <Button variant="outline" colorPalette="brand" onClick={aggiungi} flexShrink={0}>
          <LuPlus /> Aggiungi
        </Button>
      </HStack>
      {errors.nuovo && <Field.ErrorText>{errors.nuovo.message}</Field.ErrorText>}
    </Field.Root>
  );
}
