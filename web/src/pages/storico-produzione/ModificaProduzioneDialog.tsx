import { Alert, Box, Field, Flex, HStack, IconButton, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { LuTrash2 } from 'react-icons/lu';
import { FormDialog } from '../../components/FormDialog';
import { useZodForm } from '../../components/use-zod-form';
import type { StoricoProduzioneCampiFragment } from '../../gql/graphql';
import { formatDate, formatDecimal, formatEuro } from '../../lib/format';
import { PROMPT_GUSTO, aggiungiGusto, etichettaGusto, gustiSelezionabili, parseQuantita, totaliModifica, type GustoCatalogo } from './edit-rules';
import { modificaProduzioneFormSchema, NOTE_MAX, rigaForm, righeModifica, testoQuantita, valoriDaProduzione, type ModificaValori } from './modifica-produzione-form';

export type { ModificaValori } from './modifica-produzione-form';

interface Props {
  produzione: StoricoProduzioneCampiFragment;
  gusti: readonly GustoCatalogo[];
  /** Cost visibility flag: admin and manager. */
  mostraCosti: boolean;
  submitting: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (values: ModificaValori) => void;
}

/** Edit modal of a production: quantities (min 0, step 0.1), add flavours, notes, totals. */
export function ModificaProduzioneDialog({ produzione, gusti, mostraCosti, submitting, error, onClose, onSubmit }: Props) {
  const form = useZodForm(modificaProduzioneFormSchema, valoriDaProduzione(produzione));
  const { control, register, setValue } = form;
  const { errors } = form.formState;
  const campi = useFieldArray({ control, name: 'righe' });
  // the kg as typed ('1,' or '' while typing): totals and picker read them as the rules do
  const righe = righeModifica(useWatch({ control, name: 'righe' }));
  const selezionabili = gustiSelezionabili(gusti, righe);
  const totali = totaliModifica(righe);
  const erroreRighe = errors.righe?.root?.message ?? errors.righe?.message;

  return (
    <FormDialog
      open
      title="Modifica Produzione"
      onClose={onClose}
      // the values alone (handleSubmit passes the submit event too)
      onSubmit={form.submitWith((valori) => onSubmit(valori))}
      submitting={submitting}
      submitLabel="Salva Modifiche"
      cancelLabel="Annulla"
      testId="modifica-produzione"
    >
      <Text color="fg.muted" fontSize="sm">
        {formatDate(produzione.data)} · {produzione.puntoVenditaNome}
        {produzione.operatoreNome ? ` · ${produzione.operatoreNome}` : ''}
      </Text>
      <Stack gap="2" data-testid="righe-modifica">
        {campi.fields.map((r, i) => {
          const errore = errors.righe?.[i]?.quantita?.message;
          // on leaving the field the kg show as read (it-IT, to the gram)
          const quantita = register(`righe.${i}.quantita`, { onBlur: (e: { target: { value: string } }) => setValue(`righe.${i}.quantita`, testoQuantita(parseQuantita(e.target.value))) });
          return (
            <Stack key={r.id} gap="1">
              <Flex align="center" gap="3" data-testid={`riga-${r.gustoId}`}>
                <Box boxSize="3" borderRadius="full" bg={r.gustoColore} borderWidth="1px" borderColor="blackAlpha.300" flexShrink={0} />
                <Text flex="1" minW="0" truncate>
                  {r.gustoNome}
                </Text>
                <HStack gap="1">
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    width="24"
                    textAlign="end"
                    aria-label={`Kg ${r.gustoNome}`}
                    aria-invalid={errore ? true : undefined}
                    aria-describedby={errore ? `errore-kg-${r.gustoId}` : undefined}
                    {...quantita}
                  />
                  <Text fontSize="sm" color="fg.muted">
                    kg
                  </Text>
                </HStack>
                <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Rimuovi ${r.gustoNome}`} onClick={() => campi.remove(i)}>
                  <LuTrash2 />
                </IconButton>
              </Flex>
              {errore && (
                <Text id={`errore-kg-${r.gustoId}`} fontSize="sm" color="fg.error" textAlign="end">
                  {errore}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
      <Field.Root>
        <Field.Label>Aggiungi gusto</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value=""
            onChange={(e) => {
              // the picker offers only flavours not yet in: the new line at 0 kg
              const g = selezionabili.find((x) => x.id === Number(e.currentTarget.value));
              if (g) campi.append(aggiungiGusto([], g).map(rigaForm));
            }}
          >
            <option value="">{PROMPT_GUSTO}</option>
            {selezionabili.map((g) => (
              <option key={g.id} value={g.id}>
                {etichettaGusto(g)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Controller
        control={control}
        name="note"
        render={({ field }) => (
          <Field.Root invalid={!!errors.note}>
            <Field.Label>Note</Field.Label>
            <Textarea {...field} maxLength={NOTE_MAX} rows={3} onChange={(e) => field.onChange(e.currentTarget.value.slice(0, NOTE_MAX))} />
            <Field.HelperText alignSelf="flex-end">
              {field.value.length}/{NOTE_MAX}
            </Field.HelperText>
            <Field.ErrorText>{errors.note?.message}</Field.ErrorText>
          </Field.Root>
        )}
      />
      <Flex justify="space-between" wrap="wrap" gap="2" p="3" bg="bg.muted" borderRadius="md" fontWeight="semibold">
        <Text data-testid="kg-totali">Kg Totali: {formatDecimal(totali.kg, 2)}</Text>
        {mostraCosti && <Text data-testid="costo-totale">Costo Totale: {formatEuro(totali.costo)}</Text>}
      </Flex>
      {erroreRighe && <Errore testo={erroreRighe} />}
      {error && <Errore testo={error} />}
    </FormDialog>
  );
}

function Errore({ testo }: { testo: string }) {
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Description>{testo}</Alert.Description>
    </Alert.Root>
  );
}
