import { Box, Button, Field, Flex, Heading, IconButton, Input, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { z } from 'zod';
import { useEffect, useState, type ComponentProps } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { ErrorState } from '../../components/ErrorState';
import { FormDialog } from '../../components/FormDialog';
import { LoadingState } from '../../components/LoadingState';
import { SelectPerId } from '../../components/SelectPerId';
import { notifySuccess } from '../../components/notify';
import { useZodForm } from '../../components/use-zod-form';
import { DATI_REGISTRAZIONE_QUERY } from '../../features/produzione/operations';
import type { ConfigurazionePianoInput } from '../../gql/graphql';
import { CONFIGURAZIONE_PIANO_QUERY, PIANO_QUERY, SALVA_CONFIGURAZIONE_PIANO } from './operations';
import { MSG_CONFIGURAZIONE, aggiungiEsposto, configurazioneFormSchema, formDaConfigurazione, nuovoMantecatore, type FormConfigurazione } from './configurazione-state';

const VUOTO: FormConfigurazione = {
  mantecatori: [],
  orarioInizio: '',
  orarioFine: '',
  kgPerVaschetta: '',
  minutiPulizia: '',
  giorniVetrinaGelato: '',
  giorniVetrinaSorbetto: '',
  gustiSempreEsposti: [],
};

type CampoSemplice = Exclude<keyof FormConfigurazione, 'mantecatori' | 'gustiSempreEsposti'>;

function Campo({ label, aiuto, errore, ...input }: { label: string; aiuto?: string; errore?: string } & ComponentProps<typeof Input>) {
  return (
    <Field.Root invalid={Boolean(errore)}>
      <Field.Label>{label}</Field.Label>
      <Input size="lg" autoComplete="off" {...input} />
      {errore ? <Field.ErrorText>{errore}</Field.ErrorText> : aiuto && <Field.HelperText>{aiuto}</Field.HelperText>}
    </Field.Root>
  );
}

/** The batch freezers, one row each: name, kg per cycle, minutes per cycle. */
function Mantecatori({ control, register, errors }: { control: Control<FormConfigurazione, unknown, ConfigurazionePianoInput>; register: UseFormRegister<FormConfigurazione>; errors: FieldErrors<FormConfigurazione> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'mantecatori' });
  const lista = useWatch({ control, name: 'mantecatori' });
  return (
    <Stack gap="3">
      {fields.map((m, i) => (
        <Flex key={m.id} gap="2" align="flex-end" wrap={{ base: 'wrap', md: 'nowrap' }} p={{ base: '2', md: '0' }} borderWidth={{ base: '1px', md: '0' }} borderRadius="md">
          <Box flex="2 1 12rem">
            <Campo label="Nome" errore={errors.mantecatori?.[i]?.nome?.message} {...register(`mantecatori.${i}.nome`)} />
          </Box>
          <Box flex="1 1 7rem">
            <Campo label="Kg per ciclo" inputMode="decimal" errore={errors.mantecatori?.[i]?.capacitaKg?.message} {...register(`mantecatori.${i}.capacitaKg`)} />
          </Box>
          <Box flex="1 1 7rem">
            <Campo label="Minuti per ciclo" inputMode="numeric" errore={errors.mantecatori?.[i]?.minutiCiclo?.message} {...register(`mantecatori.${i}.minutiCiclo`)} />
          </Box>
          <IconButton size="lg" variant="outline" colorPalette="red" aria-label={`Togli ${lista[i]?.nome || 'il mantecatore'}`} disabled={fields.length === 1} onClick={() => remove(i)}>
            <LuTrash2 />
          </IconButton>
        </Flex>
      ))}
      <Button size="lg" variant="outline" alignSelf="flex-start" onClick={() => append(nuovoMantecatore(fields.length + 1))}>
        <LuPlus /> Aggiungi mantecatore
      </Button>
    </Stack>
  );
}

/** The flavours each sales point always shows (at least one tray a day): add by point and flavour, remove by tapping. */
function GustiEsposti({ f, onChange }: { f: FormConfigurazione; onChange: (l: FormConfigurazione['gustiSempreEsposti']) => void }) {
  const dati = useQuery(DATI_REGISTRAZIONE_QUERY);
  const punti = (dati.data?.puntiVendita ?? []).filter((p) => p.attivo);
  const gusti = dati.data?.gusti ?? [];
  const [pv, setPv] = useState<number | null>(null);
  const [gusto, setGusto] = useState<number | null>(null);
  const aggiungi = () => {
    const g = gusti.find((x) => x.id === gusto);
    if (pv === null || !g) return;
    onChange(aggiungiEsposto(f.gustiSempreEsposti, { puntoVenditaId: pv, gustoId: g.id, gustoNome: g.nome }));
    setGusto(null);
  };
  const select = (label: string, value: number | null, set: (v: number | null) => void, opzioni: { id: number; nome: string }[]) => (
    <Field.Root flex="1 1 12rem">
      <Field.Label>{label}</Field.Label>
      <SelectPerId opzioni={opzioni} value={value} onChange={set} placeholder="Scegli..." size="lg" />
    </Field.Root>
  );
  return (
    <Stack gap="3">
      <Flex gap="2" align="flex-end" wrap="wrap">
        {select('Punto vendita', pv, setPv, punti)}
        {select('Gusto', gusto, setGusto, gusti)}
        <Button size="lg" variant="outline" onClick={aggiungi} disabled={pv === null || gusto === null}>
          <LuPlus /> Aggiungi
        </Button>
      </Flex>
      {f.gustiSempreEsposti.length === 0 ? (
        <Text color="fg.muted">Nessun gusto sempre esposto.</Text>
      ) : (
        punti
          .filter((p) => f.gustiSempreEsposti.some((e) => e.puntoVenditaId === p.id))
          .map((p) => (
            <Box key={p.id}>
              <Text fontWeight="semibold" mb="1">
                {p.nome}
              </Text>
              <Wrap gap="2">
                {f.gustiSempreEsposti
                  .filter((e) => e.puntoVenditaId === p.id)
                  .map((e) => (
                    <Button
                      key={e.gustoId}
                      size="lg"
                      variant="subtle"
                      whiteSpace="normal"
                      aria-label={`Togli ${e.gustoNome} da ${p.nome}`}
                      onClick={() => onChange(f.gustiSempreEsposti.filter((x) => x !== e))}
                    >
                      {e.gustoNome} <LuX />
                    </Button>
                  ))}
              </Wrap>
            </Box>
          ))
      )}
    </Stack>
  );
}

/** The plan's settings (admin): batch freezers, working hours, kg per tray, shelf life in the case, flavours always shown. */
export function ConfigurazioneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(CONFIGURAZIONE_PIANO_QUERY, { skip: !open, fetchPolicy: 'network-only' });
  const [salva, { loading: salvando }] = useMutation(SALVA_CONFIGURAZIONE_PIANO, { refetchQueries: [PIANO_QUERY, CONFIGURAZIONE_PIANO_QUERY], awaitRefetchQueries: true });
  const form = useZodForm(configurazioneFormSchema, VUOTO);
  const { errors } = form.formState;
  /** The server's refusal, shown as it says it. */
  const [errore, setErrore] = useState<string | null>(null);
  const salvata = data?.configurazionePiano;
  // the form shows the saved settings each time they are (re)loaded
  const { reset } = form;
  useEffect(() => {
    if (salvata) reset(formDaConfigurazione(salvata));
  }, [salvata, reset]);
  const chiudi = () => {
    reset(salvata ? formDaConfigurazione(salvata) : VUOTO);
    setErrore(null);
    onClose();
  };
  const submit = async (input: z.output<typeof configurazioneFormSchema>) => {
    try {
      await salva({ variables: { input } });
      notifySuccess(MSG_CONFIGURAZIONE.salvate);
      chiudi();
    } catch (e) {
      setErrore(serverErrorMessage(e) ?? MSG_CONFIGURAZIONE.salvataggio);
    }
  };
  const invia = form.submitWith((input) => void submit(input));
  const conferma = () => {
    setErrore(null);
    invia();
  };
  const f = salvata ? form.watch() : null;
  const campo = (k: CampoSemplice, label: string, aiuto?: string, inputMode?: 'decimal' | 'numeric', type?: 'time') => (
    <Campo label={label} aiuto={aiuto} inputMode={inputMode} type={type} errore={errors[k]?.message} {...form.register(k)} />
  );
  /** The count of batch freezers (the API's words), else the server's refusal. */
  const avviso = errors.mantecatori?.message ?? errors.root?.message ?? errore;
  return (
    <FormDialog open={open} title={MSG_CONFIGURAZIONE.titolo} onClose={chiudi} onSubmit={conferma} submitting={salvando} size="xl" testId="configurazione-piano">
      {loading && !data && <LoadingState message="Caricamento delle impostazioni..." />}
      {error && !data && <ErrorState message={serverErrorMessage(error) ?? MSG_CONFIGURAZIONE.caricamento} onRetry={() => void refetch().catch(() => undefined)} />}
      {f && (
        <Stack gap="6">
          <Box as="fieldset">
            <Heading as="legend" size="md" mb="2">
              Mantecatori
            </Heading>
            <Mantecatori control={form.control} register={form.register} errors={errors} />
          </Box>
          <Box as="fieldset">
            <Heading as="legend" size="md" mb="2">
              Laboratorio e vaschette
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {campo('orarioInizio', 'Inizio del lavoro', 'HH:mm', undefined, 'time')}
              {campo('orarioFine', 'Fine del lavoro', 'HH:mm', undefined, 'time')}
              {campo('kgPerVaschetta', 'Kg per vaschetta', 'Il piano arrotonda a vaschette intere', 'decimal')}
              {campo('minutiPulizia', 'Minuti di una pulizia', 'Tra due cicli che la richiedono', 'numeric')}
              {campo('giorniVetrinaGelato', 'Giorni in vetrina: gelato', 'Il piano copre il giorno e i successivi', 'numeric')}
              {campo('giorniVetrinaSorbetto', 'Giorni in vetrina: sorbetto', '1–7 giorni', 'numeric')}
            </SimpleGrid>
          </Box>
          <Box as="fieldset">
            <Heading as="legend" size="md" mb="2">
              Gusti sempre esposti
            </Heading>
            <GustiEsposti f={f} onChange={(l) => form.setValue('gustiSempreEsposti', l)} />
          </Box>
          {avviso && (
            <Text color="fg.error" role="alert">
              {avviso}
            </Text>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
