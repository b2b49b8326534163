import { Alert, Box, Field, Flex, HStack, IconButton, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { FormDialog } from '../../components/FormDialog';
import type { StoricoProduzioneCampiFragment } from '../../gql/graphql';
import { formatDate, formatDecimal, formatEuro, formatInput } from '../../lib/format';
import {
  PROMPT_GUSTO,
  aggiungiGusto,
  etichettaGusto,
  gustiSelezionabili,
  impostaQuantita,
  parseQuantita,
  righeDaProduzione,
  rimuoviGusto,
  totaliModifica,
  type GustoCatalogo,
  type RigaModifica,
} from './edit-rules';

export const NOTE_MAX = 500;

export interface ModificaValori {
  gusti: { gustoId: number; quantitaKg: number }[];
  note: string;
}

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
  const [righe, setRighe] = useState<RigaModifica[]>(() => righeDaProduzione(produzione));
  // Text of each quantity input, so that '1,' or '' can be typed; the number lives in righe.
  const [testi, setTesti] = useState<Record<number, string>>({});
  const [note, setNote] = useState(produzione.note ?? '');
  const selezionabili = gustiSelezionabili(gusti, righe);
  const totali = totaliModifica(righe);

  return (
    <FormDialog
      open
      title="Modifica Produzione"
      onClose={onClose}
      onSubmit={() => onSubmit({ gusti: righe.map((r) => ({ gustoId: r.gustoId, quantitaKg: r.quantitaKg })), note })}
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
        {righe.map((r) => (
          <Flex key={r.gustoId} align="center" gap="3" data-testid={`riga-${r.gustoId}`}>
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
                value={testi[r.gustoId] ?? formatInput(r.quantitaKg, 3)}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setTesti((t) => ({ ...t, [r.gustoId]: text }));
                  setRighe((rs) => impostaQuantita(rs, r.gustoId, parseQuantita(text)));
                }}
                onBlur={() => setTesti(({ [r.gustoId]: _dropped, ...rest }) => rest)}
              />
              <Text fontSize="sm" color="fg.muted">
                kg
              </Text>
            </HStack>
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Rimuovi ${r.gustoNome}`} onClick={() => setRighe((rs) => rimuoviGusto(rs, r.gustoId))}>
              <LuTrash2 />
            </IconButton>
          </Flex>
        ))}
      </Stack>
      <Field.Root>
        <Field.Label>Aggiungi gusto</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value=""
            onChange={(e) => {
              const g = gusti.find((x) => x.id === Number(e.currentTarget.value));
              if (g) setRighe((rs) => aggiungiGusto(rs, g));
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
      <Field.Root>
        <Field.Label>Note</Field.Label>
        <Textarea value={note} maxLength={NOTE_MAX} rows={3} onChange={(e) => setNote(e.currentTarget.value.slice(0, NOTE_MAX))} />
        <Field.HelperText alignSelf="flex-end">
          {note.length}/{NOTE_MAX}
        </Field.HelperText>
      </Field.Root>
      <Flex justify="space-between" wrap="wrap" gap="2" p="3" bg="bg.muted" borderRadius="md" fontWeight="semibold">
        <Text data-testid="kg-totali">Kg Totali: {formatDecimal(totali.kg, 2)}</Text>
        {mostraCosti && <Text data-testid="costo-totale">Costo Totale: {formatEuro(totali.costo)}</Text>}
      </Flex>
      {error && (
        <Alert.Root status="error" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
    </FormDialog>
  );
}
