import { Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { useZodForm } from '../../components/use-zod-form';
import { notifyError, notifySuccess } from '../../components/notify';
import { formatDate } from '../../lib/format';
import { messaggioErrore, quantita as fmtQ } from './formato';
import { MOTIVI, rettificaFormIniziale, rettificaFormSchema } from './giacenze-form';
import { RegistraRettificaDocument, type Giacenza } from './operations';

/** The notifications; the validation messages are the API's (giacenze-form.ts MSG_GIACENZE). */
export const RETTIFICA_MSG = {
  salvata: 'Rettifica registrata',
  errore: 'Rettifica non registrata',
} as const;

/** A stock adjustment of an ingredient (admin, manager): signed quantity, lot (or none), reason. */
export function RettificaDialog({ giacenza, onClose }: { giacenza: Giacenza | null; onClose: () => void }) {
  return giacenza ? <RettificaForm key={giacenza.ingredienteId} giacenza={giacenza} onClose={onClose} /> : null;
}

function RettificaForm({ giacenza, onClose }: { giacenza: Giacenza; onClose: () => void }) {
  const form = useZodForm(rettificaFormSchema, rettificaFormIniziale(giacenza));
  const { errors } = form.formState;
  const motivo = form.watch('motivo');
  const [registra, { loading }] = useMutation(RegistraRettificaDocument, { refetchQueries: ['Giacenze'], awaitRefetchQueries: true });
  const u = giacenza.unitaMisura;
  const salva = async (valori: z.output<typeof rettificaFormSchema>) => {
    try {
      const res = await registra({ variables: { input: { ingredienteId: giacenza.ingredienteId, ...valori } } });
      notifySuccess(RETTIFICA_MSG.salvata, `${giacenza.nome}: giacenza ${fmtQ(res.data?.registraRettifica.giacenza ?? 0, u)}`);
      onClose();
    } catch (err) {
      notifyError(RETTIFICA_MSG.errore, messaggioErrore(err));
    }
  };
  return (
    <FormDialog open title={`Rettifica: ${giacenza.nome}`} onClose={onClose} onSubmit={form.submitWith((v) => void salva(v))} submitting={loading} submitLabel="Registra rettifica" testId="dialog-rettifica">
      <Stack gap="4">
        <Text color="fg.muted">Giacenza attuale: {fmtQ(giacenza.giacenza, u)}</Text>
        <FormField label="Lotto">
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('lotto')} aria-label="Lotto">
              {giacenza.lotti.map((l) => (
                <option key={l.lotto} value={l.lotto}>
                  {l.lotto} — {fmtQ(l.giacenza, u)}
                  {l.scadenza ? `, scad. ${formatDate(l.scadenza)}` : ''}
                </option>
              ))}
              <option value="">Senza lotto</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={`Variazione (${u}, con segno)`} required error={errors.quantita?.message} helper="Negativa se la giacenza diminuisce (scarto, rottura), positiva se aumenta">
          <Input inputMode="decimal" {...form.register('quantita')} placeholder="es. −1,5" aria-label="Variazione" />
        </FormField>
        <FormField label="Motivo" required error={errors.motivo?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('motivo')} aria-label="Motivo">
              {MOTIVI.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {motivo === 'Altro' && <Input mt="2" {...form.register('altro')} maxLength={200} aria-label="Altro motivo" placeholder="Descrivi il motivo" />}
        </FormField>
      </Stack>
    </FormDialog>
  );
}
