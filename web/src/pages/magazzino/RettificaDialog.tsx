import { Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { notifyError, notifySuccess } from '../../components/notify';
import { formatDate, parseInput } from '../../lib/format';
import { messaggioErrore, quantita as fmtQ } from './formato';
import { RegistraRettificaDocument, type Giacenza } from './operations';

export const MOTIVI = ['Scarto', 'Rottura', 'Scaduto', 'Inventario', 'Reso al fornitore', 'Altro'] as const;

export const RETTIFICA_MSG = {
  quantita: 'Scrivi la variazione con il segno: −2,5 se la giacenza diminuisce, 2,5 se aumenta (al massimo 4 decimali, diversa da 0)',
  motivo: 'Scrivi il motivo della rettifica',
  salvata: 'Rettifica registrata',
  errore: 'Rettifica non registrata',
} as const;

/** A stock adjustment of an ingredient (admin, manager): signed quantity, lot (or none), reason. */
export function RettificaDialog({ giacenza, onClose }: { giacenza: Giacenza | null; onClose: () => void }) {
  return giacenza ? <RettificaForm key={giacenza.ingredienteId} giacenza={giacenza} onClose={onClose} /> : null;
}

function RettificaForm({ giacenza, onClose }: { giacenza: Giacenza; onClose: () => void }) {
  const [lotto, setLotto] = useState(giacenza.lotti[0]?.lotto ?? '');
  const [testo, setTesto] = useState('');
  const [motivo, setMotivo] = useState<string>(MOTIVI[0]);
  const [altro, setAltro] = useState('');
  const [errori, setErrori] = useState<{ quantita?: string; motivo?: string }>({});
  const [registra, { loading }] = useMutation(RegistraRettificaDocument, { refetchQueries: ['Giacenze'], awaitRefetchQueries: true });
  const u = giacenza.unitaMisura;
  const salva = async () => {
    const q = parseInput(testo);
    const motivoFinale = motivo === 'Altro' ? altro.trim() : motivo;
    const e = {
      quantita: !Number.isFinite(q) || q === 0 || Math.round(q * 10000) / 10000 !== q ? RETTIFICA_MSG.quantita : undefined,
      motivo: motivoFinale ? undefined : RETTIFICA_MSG.motivo,
    };
    setErrori(e);
    if (e.quantita || e.motivo) return;
    try {
      const res = await registra({ variables: { input: { ingredienteId: giacenza.ingredienteId, lotto: lotto || null, quantita: q, motivo: motivoFinale } } });
      notifySuccess(RETTIFICA_MSG.salvata, `${giacenza.nome}: giacenza ${fmtQ(res.data?.registraRettifica.giacenza ?? 0, u)}`);
      onClose();
    } catch (err) {
      notifyError(RETTIFICA_MSG.errore, messaggioErrore(err));
    }
  };
  return (
    <FormDialog open title={`Rettifica: ${giacenza.nome}`} onClose={onClose} onSubmit={() => void salva()} submitting={loading} submitLabel="Registra rettifica" testId="dialog-rettifica">
      <Stack gap="4">
        <Text color="fg.muted">Giacenza attuale: {fmtQ(giacenza.giacenza, u)}</Text>
        <FormField label="Lotto">
          <NativeSelect.Root>
            <NativeSelect.Field value={lotto} onChange={(e) => setLotto(e.currentTarget.value)} aria-label="Lotto">
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
        <FormField label={`Variazione (${u}, con segno)`} required error={errori.quantita} helper="Negativa se la giacenza diminuisce (scarto, rottura), positiva se aumenta">
          <Input inputMode="decimal" value={testo} onChange={(e) => setTesto(e.currentTarget.value)} placeholder="es. −1,5" aria-label="Variazione" />
        </FormField>
        <FormField label="Motivo" required error={errori.motivo}>
          <NativeSelect.Root>
            <NativeSelect.Field value={motivo} onChange={(e) => setMotivo(e.currentTarget.value)} aria-label="Motivo">
              {MOTIVI.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {motivo === 'Altro' && <Input mt="2" value={altro} onChange={(e) => setAltro(e.currentTarget.value)} maxLength={200} aria-label="Altro motivo" placeholder="Descrivi il motivo" />}
        </FormField>
      </Stack>
    </FormDialog>
  );
}
