import { Box, Button, Field, HStack, Input, InputGroup } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { LuEuro, LuSave } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { notifyError, notifySuccess } from '../../components/notify';
import { formatEuroPerKg } from '../../lib/format';
import { IMPOSTA_PREZZO_VENDITA, PREZZO_VENDITA_QUERY } from './operations';
import { MSG_PREZZO, PREZZO_VENDITA_CHIAVE, parsePrezzoVendita, prezzoPerCampo } from './prezzo-vendita';
import { Section } from './Section';

/** The admin's selling price per kg (prezzo_vendita_kg) behind every estimated margin. */
export function PrezzoVenditaSection() {
  const { data, loading, error, refetch } = useQuery(PREZZO_VENDITA_QUERY, { fetchPolicy: 'cache-and-network' });
  const salvato = data?.configurazioni.find((c) => c.chiave === PREZZO_VENDITA_CHIAVE)?.valore;
  const [testo, setTesto] = useState('');
  // the field follows the saved price whenever the server's value changes (adjusted while rendering, not in an effect)
  const mostrato = data ? prezzoPerCampo(salvato) : null;
  const [ultimoMostrato, setUltimoMostrato] = useState<string | null>(null);
  if (mostrato !== ultimoMostrato) {
    setUltimoMostrato(mostrato);
    if (mostrato !== null) setTesto(mostrato);
  }
  const [errore, setErrore] = useState<string | null>(null);
  const [salva, { loading: saving }] = useMutation(IMPOSTA_PREZZO_VENDITA, {
    // every estimated margin (dashboard, analytics) depends on the price: read them again
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'analytics' });
      cache.gc();
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const prezzo = parsePrezzoVendita(testo);
    if (prezzo === null) {
      setErrore(MSG_PREZZO.nonValido);
      return;
    }
    setErrore(null);
    try {
      const res = await salva({ variables: { valore: prezzo.toFixed(2) } });
      setTesto(prezzoPerCampo(res.data?.impostaConfigurazione.valore));
      notifySuccess(MSG_PREZZO.salvato, `Margine stimato a ${formatEuroPerKg(prezzo)}`);
    } catch (e) {
      const msg = serverErrorMessage(e);
      if (msg) setErrore(msg);
      notifyError(MSG_PREZZO.errore);
    }
  };

  let body;
  if (loading && !data) body = <LoadingState message="Caricamento prezzo di vendita..." />;
  else if (error && !data) body = <ErrorState message={MSG_PREZZO.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  else
    body = (
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Prezzo di vendita al kg">
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Field.Root invalid={Boolean(errore)} maxW="xs" flex="1" minW="12rem">
            <Field.Label>Prezzo di vendita al kg</Field.Label>
            <InputGroup startElement={<LuEuro aria-hidden />} endElement={<Box as="span" color="fg.muted" fontSize="sm">/kg</Box>}>
              <Input
                name="prezzo_vendita_kg"
                inputMode="decimal"
                autoComplete="off"
                value={testo}
                onChange={(e) => {
                  setTesto(e.currentTarget.value);
                  if (errore) setErrore(null);
                }}
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
