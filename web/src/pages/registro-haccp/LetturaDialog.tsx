import { Input, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Avviso } from '../../components/Avviso';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
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
  const [testo, setTesto] = useState('');
  const [azione, setAzione] = useState('');
  const [errore, setErrore] = useState<string | null>(null);
  const [invio, setInvio] = useState(false);
  const t = leggiTemperatura(testo);
  const fuori = t !== null && fuoriLimiti(dispositivo, t);
  const chiediAzione = fuori || errore === MSG_HACCP.azioneObbligatoria;

  const registra = async () => {
    if (t === null) return setErrore(MSG_HACCP.temperatura);
    // offline the device knows the limits: the same rule as the server's, said the same way
    if (fuori && !azione.trim() && !navigator.onLine) return setErrore(MSG_HACCP.azioneObbligatoria);
    setInvio(true);
    const esito = await onSubmit({ temperatura: t, azioneCorrettiva: azione.trim() || null });
    setInvio(false);
    if (esito === null) onClose();
    else setErrore(esito);
  };

  return (
    <FormDialog open title={`Lettura · ${dispositivo.nome}`} onClose={onClose} onSubmit={() => void registra()} submitting={invio} submitLabel="Registra" touch testId="dialog-lettura">
      <Text color="fg.muted">
        {TIPI_DISPOSITIVO[dispositivo.tipo] ?? dispositivo.tipo} · limiti {limiti(dispositivo)}
      </Text>
      <FormField label="Temperatura (°C)" error={errore === MSG_HACCP.temperatura ? errore : undefined} helper="Con la virgola, es. -18,5">
        <Input
          size="2xl"
          fontSize="3xl"
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          aria-label="Temperatura (°C)"
          value={testo}
          onChange={(e) => {
            setTesto(e.currentTarget.value);
            if (errore === MSG_HACCP.temperatura) setErrore(null);
          }}
        />
      </FormField>
      {fuori && (
        <Avviso status="warning" testId="fuori-limiti">
          {gradi(t)} è fuori dai limiti ({limiti(dispositivo)}): indica l'azione correttiva.
        </Avviso>
      )}
      {chiediAzione && (
        <FormField label="Azione correttiva" required>
          <Textarea size="xl" rows={3} aria-label="Azione correttiva" value={azione} onChange={(e) => setAzione(e.currentTarget.value)} placeholder="Es. sbrinato il freezer, spostati i prodotti, chiamato il tecnico" />
        </FormField>
      )}
      {errore && errore !== MSG_HACCP.temperatura && (
        <Avviso status="error" testId="errore-lettura">
          {errore}
        </Avviso>
      )}
    </FormDialog>
  );
}
