import { Box, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { LuSend } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { notifyError, notifySuccess } from '../../components/notify';
import { useZodForm } from '../../components/use-zod-form';
import { EMAIL_CONFIG_MSG, emailTestFormSchema } from './email-config';
import { INVIA_EMAIL_TEST } from './operations';

/** A test e-mail to the address typed (the API's input rule), when sending is enabled in the saved settings. */
export function TestEmailForm({ savedEnabled }: { savedEnabled: boolean }) {
  const form = useZodForm(emailTestFormSchema, { email: '' });
  const { errors } = form.formState;
  const [inviaTest, { loading: sending }] = useMutation(INVIA_EMAIL_TEST);

  const sendTest = async (email: string) => {
    try {
      const { data } = await inviaTest({ variables: { email } });
      if (!data?.inviaEmailTest.success) {
        notifyError(EMAIL_CONFIG_MSG.testErrore, data?.inviaEmailTest.message);
        return;
      }
      notifySuccess(EMAIL_CONFIG_MSG.testInviata, 'Controlla lo Storico Email per lo stato di invio.');
    } catch (e) {
      notifyError(EMAIL_CONFIG_MSG.testErrore, serverErrorMessage(e));
    }
  };

  const invia = form.submitWith(({ email }) => void sendTest(email));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (savedEnabled) invia();
      }}
    >
      <Stack gap="3">
        <Field.Root invalid={Boolean(errors.email)} disabled={!savedEnabled}>
          <Field.Label>Indirizzo per il test</Field.Label>
          <Input type="email" placeholder="tuo@indirizzo.it" {...form.register('email', { onChange: () => form.clearErrors('email') })} />
          {errors.email && <Field.ErrorText>{errors.email.message}</Field.ErrorText>}
          {!savedEnabled && <Field.HelperText>L'invio delle email è disabilitato: abilitalo e salva la configurazione per inviare un test.</Field.HelperText>}
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="brand" variant="outline" disabled={!savedEnabled} loading={sending}>
            <LuSend /> Invia Email di Test
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
