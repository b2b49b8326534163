import { Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { useZodForm } from '../../components/use-zod-form';
import { notifyError, notifySuccess } from '../../components/notify';
import { messaggioErrore } from './formato';
import { scortaFormIniziale, scortaFormSchema } from './giacenze-form';
import { ImpostaScortaDocument, type Giacenza } from './operations';

/** The notifications; the validation messages are the API's (giacenze-form.ts MSG_GIACENZE). */
export const SCORTA_MSG = {
  salvata: 'Scorta e ubicazione salvate',
  errore: 'Scorta non salvata',
} as const;

/** Reorder point and storage place of an ingredient (admin, manager); an empty field clears it. */
interface Props {
  giacenza: Giacenza | null;
  ubicazioni: string[];
  onClose: () => void;
}

export function ScortaDialog({ giacenza, ...props }: Props) {
  return giacenza ? <ScortaForm key={giacenza.ingredienteId} giacenza={giacenza} {...props} /> : null;
}

function ScortaForm({ giacenza, ubicazioni, onClose }: Props & { giacenza: Giacenza }) {
  const form = useZodForm(scortaFormSchema, scortaFormIniziale(giacenza));
  const { errors } = form.formState;
  const [imposta, { loading }] = useMutation(ImpostaScortaDocument, { refetchQueries: ['Giacenze'], awaitRefetchQueries: true });
  const salva = async (input: z.output<typeof scortaFormSchema>) => {
    try {
      await imposta({ variables: { ingredienteId: giacenza.ingredienteId, input } });
      notifySuccess(SCORTA_MSG.salvata, giacenza.nome);
      onClose();
    } catch (err) {
      notifyError(SCORTA_MSG.errore, messaggioErrore(err));
    }
  };
  return (
    <FormDialog open title={`Scorta: ${giacenza.nome}`} onClose={onClose} onSubmit={form.submitWith((v) => void salva(v))} submitting={loading} testId="dialog-scorta">
      <Stack gap="4">
        <FormField label={`Scorta minima (punto di riordino, ${giacenza.unitaMisura})`} error={errors.scortaMinima?.message} helper="Sotto questa giacenza l'ingrediente entra negli ordini suggeriti; vuoto: nessuna">
          <Input inputMode="decimal" {...form.register('scortaMinima')} aria-label="Scorta minima" />
        </FormField>
        <FormField label="Ubicazione" error={errors.ubicazione?.message} helper="Dove si conserva (es. Cella frigo, Dispensa): l'inventario è diviso per ubicazione">
          <Input list="ubicazioni-magazzino" {...form.register('ubicazione')} maxLength={100} aria-label="Ubicazione" />
          <datalist id="ubicazioni-magazzino">
            {ubicazioni.map((u) => (
              <option key={u} value={u} />
            ))}
          </datalist>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
