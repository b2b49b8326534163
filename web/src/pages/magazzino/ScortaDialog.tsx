import { Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { notifyError, notifySuccess } from '../../components/notify';
import { formatInput, parseInput } from '../../lib/format';
import { messaggioErrore } from './formato';
import { ImpostaScortaDocument, type Giacenza } from './operations';

export const SCORTA_MSG = {
  scorta: 'La scorta minima deve essere un numero maggiore o uguale a 0 (vuoto: nessuna)',
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
  const [scorta, setScorta] = useState(formatInput(giacenza.scortaMinima ?? null, 4));
  const [ubicazione, setUbicazione] = useState(giacenza.ubicazione ?? '');
  const [errore, setErrore] = useState<string>();
  const [imposta, { loading }] = useMutation(ImpostaScortaDocument, { refetchQueries: ['Giacenze'], awaitRefetchQueries: true });
  const salva = async () => {
    const n = scorta.trim() === '' ? null : parseInput(scorta);
    if (n !== null && (!Number.isFinite(n) || n < 0)) {
      setErrore(SCORTA_MSG.scorta);
      return;
    }
    try {
      await imposta({ variables: { ingredienteId: giacenza.ingredienteId, input: { scortaMinima: n, ubicazione: ubicazione.trim() || null } } });
      notifySuccess(SCORTA_MSG.salvata, giacenza.nome);
      onClose();
    } catch (err) {
      notifyError(SCORTA_MSG.errore, messaggioErrore(err));
    }
  };
  return (
    <FormDialog open title={`Scorta: ${giacenza.nome}`} onClose={onClose} onSubmit={() => void salva()} submitting={loading} testId="dialog-scorta">
      <Stack gap="4">
        <FormField label={`Scorta minima (punto di riordino, ${giacenza.unitaMisura})`} error={errore} helper="Sotto questa giacenza l'ingrediente entra negli ordini suggeriti; vuoto: nessuna">
          <Input inputMode="decimal" value={scorta} onChange={(e) => setScorta(e.currentTarget.value)} aria-label="Scorta minima" />
        </FormField>
        <FormField label="Ubicazione" helper="Dove si conserva (es. Cella frigo, Dispensa): l'inventario è diviso per ubicazione">
          <Input list="ubicazioni-magazzino" value={ubicazione} onChange={(e) => setUbicazione(e.currentTarget.value)} maxLength={100} aria-label="Ubicazione" />
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
