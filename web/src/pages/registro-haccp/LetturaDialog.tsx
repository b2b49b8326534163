import { Input, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Avviso } from '../../components/Avviso';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { useZodForm } from '../../components/use-zod-form';
import { letturaFormSchema } from './lettura-form';
import { fuoriLimiti, gradi, leggiTemperatura, limiti, MSG_HACCP, TIPI_DISPOSITIVO } from './registro-haccp';

export interface DispositivoLettura {
  id: number;
  nome: string;
  tipo: string;
  temperaturaMin: number;
  temperaturaMax: number;
}

export interface ValoriLettura {
  temperatura: number;
  azioneCorrettiva: string | null;
}

interface Props {
  dispositivo: DispositivoLettura | null;
  onClose: () => void;
  /** null when recorded or saved on the device; the server's (Italian) message when refused. */
  onSubmit: (v: ValoriLettura) => Promise<string | null>;
}

/**
 * One reading of a device, touch-first: a big temperature field (decimal comma); out of the device's
 * limits the corrective action is asked for right there, and the server's refusal is shown as it says it.
 */
export function LetturaDialog({ dispositivo, onClose, onSubmit }: Props) {
  return dispositivo ? <Contenuto key={dispositivo.id} dispositivo={dispositivo} onClose={onClose} onSubmit={onSubmit} /> : null;
}

function Contenuto({ dispositivo, onClose, onSubmit }: Props & { dispositivo: DispositivoLettura }) {
  const schema = useMemo(() => letturaFormSchema(dispositivo, () => navigator.onLine), [dispositivo]);
  const form = useZodForm(schema, { temperatura: '', azioneCorrettiva: '' });
  const { errors } = form.formState;
  /** The server's refusal, shown as it says it. */
  const [esito, setEsito] = useState<string | null>(null);
  const [invio, setInvio] = useState(false);
  const t = leggiTemperatura(form.watch('temperatura'));
  const fuori = t !== null && fuoriLimiti(dispositivo, t);
  const errore = errors.azioneCorrettiva?.message ?? esito;
  const chiediAzione = fuori || errore === MSG_HACCP.azioneObbligatoria;

  const registra = async (valori: ValoriLettura) => {
    setInvio(true);
    const risposta = await onSubmit(valori);
    setInvio(false);
    if (risposta === null) onClose();
    else setEsito(risposta);
  };
  const invia = form.submitWith((v) => void registra(v));
  const conferma = () => {
    setEsito(null);
    invia();
  };

  return (
    <FormDialog open title={`Lettura · ${dispositivo.nome}`} onClose={onClose} onSubmit={conferma} submitting={invio} submitLabel="Registra" touch testId="dialog-lettura">
      <Text color="fg.muted">
        {TIPI_DISPOSITIVO[dispositivo.tipo] ?? dispositivo.tipo} · limiti {limiti(dispositivo)}
      </Text>
      <FormField label="Temperatura (°C)" error={errors.temperatura?.message} helper="Con la virgola, es. -18,5">
        <Input
          size="2xl"
          fontSize="3xl"
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          aria-label="Temperatura (°C)"
          {...form.register('temperatura', { onChange: () => form.clearErrors('temperatura') })}
        />
      </FormField>
      {fuori && (
        <Avviso status="warning" testId="fuori-limiti">
          {gradi(t)} è fuori dai limiti ({limiti(dispositivo)}): indica l'azione correttiva.
        </Avviso>
      )}
      {chiediAzione && (
        <FormField label="Azione correttiva" required>
          <Textarea size="xl" rows={3} aria-label="Azione correttiva" {...form.register('azioneCorrettiva')} placeholder="Es. sbrinato il freezer, spostati i prodotti, chiamato il tecnico" />
        </FormField>
      )}
      {errore && (
        <Avviso status="error" testId="errore-lettura">
          {errore}
        </Avviso>
      )}
    </FormDialog>
  );
}
