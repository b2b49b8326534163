import { Box, Button, Field, HStack, Input, InputGroup } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { LuEuro, LuSave } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { notifyError, notifySuccess } from '../../components/notify';
import { useZodForm } from '../../components/use-zod-form';
import { formatEuroPerKg } from '../../lib/format';
import { IMPOSTA_PREZZO_VENDITA, PREZZO_VENDITA_QUERY } from './operations';
import { MSG_PREZZO, PREZZO_VENDITA_CHIAVE, prezzoPerCampo, prezzoVenditaFormSchema } from './prezzo-vendita';
import { Section } from './Section';

/** The admin's selling price per kg (prezzo_vendita_kg) behind every estimated margin. */
export function PrezzoVenditaSection() {
  const { data, loading, error, refetch } = useQuery(PREZZO_VENDITA_QUERY, { fetchPolicy: 'cache-and-network' });

  let body;
  if (loading && !data) body = <LoadingState message="Caricamento prezzo di vendita..." />;
  else if (error && !data) body = <ErrorState message={MSG_PREZZO.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  else body = <PrezzoVenditaForm salvato={prezzoPerCampo(data?.configurazioni.find((c) => c.chiave === PREZZO_VENDITA_CHIAVE)?.valore)} />;

  return (
    <Section
      icon={LuEuro}
      title="Prezzo di Vendita"
      description="Il prezzo di vendita al kg con cui la dashboard e le analisi calcolano il margine stimato (ricavo stimato meno costo). Ogni modifica è registrata nel log attività."
    >
      {body}
    </Section>
  );
}

/** The price field, filled with the saved price (and following it when the server's value changes). */
function PrezzoVenditaForm({ salvato }: { salvato: string }) {
  const form = useZodForm(prezzoVenditaFormSchema, { prezzo_vendita_kg: salvato });
  const { reset, setError, clearErrors } = form;
  const errore = form.formState.errors.prezzo_vendita_kg?.message;
  useEffect(() => {
    reset({ prezzo_vendita_kg: salvato });
  }, [reset, salvato]);
  const [salva, { loading: saving }] = useMutation(IMPOSTA_PREZZO_VENDITA, {
    // every estimated margin (dashboard, analytics) depends on the price: read them again
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'analytics' });
      cache.gc();
    },
  });

  const submit = async (prezzo: number) => {
    try {
      const res = await salva({ variables: { valore: prezzo.toFixed(2) } });
      reset({ prezzo_vendita_kg: prezzoPerCampo(res.data?.impostaConfigurazione.valore) });
      notifySuccess(MSG_PREZZO.salvato, `Margine stimato a ${formatEuroPerKg(prezzo)}`);
    } catch (e) {
      // the server's refusal, shown under the field as it says it
      const msg = serverErrorMessage(e);
      if (msg) setError('prezzo_vendita_kg', { message: msg });
      notifyError(MSG_PREZZO.errore);
    }
  };
  const conferma = form.submitWith(({ prezzo_vendita_kg }) => void submit(prezzo_vendita_kg));

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        conferma();
      }}
      noValidate
      aria-label="Prezzo di vendita al kg"
    >
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root invalid={Boolean(errore)} maxW="xs" flex="1" minW="12rem">
          <Field.Label>Prezzo di vendita al kg</Field.Label>
          <InputGroup startElement={<LuEuro aria-hidden />} endElement={<Box as="span" color="fg.muted" fontSize="sm">/kg</Box>}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              {...form.register('prezzo_vendita_kg', { onChange: () => clearErrors('prezzo_vendita_kg') })}
              data-testid="prezzo-vendita-input"
            />
          </InputGroup>
          {errore ? <Field.ErrorText>{errore}</Field.ErrorText> : <Field.HelperText>Massimo 2 decimali, fino a 1.000 €/kg.</Field.HelperText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={saving} loadingText="Salvataggio..." mb="6">
          <LuSave /> Salva Prezzo
        </Button>
      </HStack>
    </form>
  );
}
