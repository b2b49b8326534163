import { Box, Button, Field, Flex, Heading, IconButton, Input, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { ErrorState } from '../../components/ErrorState';
import { FormDialog } from '../../components/FormDialog';
import { LoadingState } from '../../components/LoadingState';
import { SelectPerId } from '../../components/SelectPerId';
import { notifySuccess } from '../../components/notify';
import { DATI_REGISTRAZIONE_QUERY } from '../../features/produzione/operations';
import { CONFIGURAZIONE_PIANO_QUERY, PIANO_QUERY, SALVA_CONFIGURAZIONE_PIANO } from './operations';
import { MSG_CONFIGURAZIONE, aggiungiEsposto, formDaConfigurazione, inputDaForm, nuovoMantecatore, type FormConfigurazione, type MantecatoreForm } from './configurazione-state';

type CampoSemplice = Exclude<keyof FormConfigurazione, 'mantecatori' | 'gustiSempreEsposti'>;

function Campo({ label, aiuto, value, onChange, type = 'text', inputMode }: { label: string; aiuto?: string; value: string; onChange: (v: string) => void; type?: 'text' | 'time'; inputMode?: 'decimal' | 'numeric' }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input size="lg" type={type} inputMode={inputMode} autoComplete="off" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      {aiuto && <Field.HelperText>{aiuto}</Field.HelperText>}
    </Field.Root>
  );
}

/** The batch freezers, one row each: name, kg per cycle, minutes per cycle. */
function Mantecatori({ lista, onChange }: { lista: MantecatoreForm[]; onChange: (l: MantecatoreForm[]) => void }) {
  const cambia = (i: number, campo: keyof MantecatoreForm, v: string) => onChange(lista.map((m, j) => (j === i ? { ...m, [campo]: v } : m)));
  return (
    <Stack gap="3">
      {lista.map((m, i) => (
        <Flex key={i} gap="2" align="flex-end" wrap={{ base: 'wrap', md: 'nowrap' }} p={{ base: '2', md: '0' }} borderWidth={{ base: '1px', md: '0' }} borderRadius="md">
          <Box flex="2 1 12rem">
            <Campo label="Nome" value={m.nome} onChange={(v) => cambia(i, 'nome', v)} />
          </Box>
          <Box flex="1 1 7rem">
            <Campo label="Kg per ciclo" inputMode="decimal" value={m.capacitaKg} onChange={(v) => cambia(i, 'capacitaKg', v)} />
          </Box>
          <Box flex="1 1 7rem">
            <Campo label="Minuti per ciclo" inputMode="numeric" value={m.minutiCiclo} onChange={(v) => cambia(i, 'minutiCiclo', v)} />
          </Box>
          <IconButton size="lg" variant="outline" colorPalette="red" aria-label={`Togli ${m.nome || 'il mantecatore'}`} disabled={lista.length === 1} onClick={() => onChange(lista.filter((_, j) => j !== i))}>
            <LuTrash2 />
          </IconButton>
        </Flex>
      ))}
      <Button size="lg" variant="outline" alignSelf="flex-start" onClick={() => onChange([...lista, nuovoMantecatore(lista.length + 1)])}>
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
  const [modifiche, setModifiche] = useState<FormConfigurazione | null>(null);
  const [errore, setErrore] = useState<string | null>(null);
  const f = modifiche ?? (data ? formDaConfigurazione(data.configurazionePiano) : null);
  const set = <K extends keyof FormConfigurazione>(k: K, v: FormConfigurazione[K]) => f && setModifiche({ ...f, [k]: v });
  const chiudi = () => {
    setModifiche(null);
    setErrore(null);
    onClose();
  };
  const submit = async () => {
    if (!f) return;
    const esito = inputDaForm(f);
    if (!esito.ok) {
      setErrore(esito.errore);
      return;
    }
    setErrore(null);
    try {
      await salva({ variables: { input: esito.input } });
      notifySuccess(MSG_CONFIGURAZIONE.salvate);
      chiudi();
    } catch (e) {
      setErrore(serverErrorMessage(e) ?? MSG_CONFIGURAZIONE.salvataggio);
    }
  };
  const campo = (k: CampoSemplice, label: string, aiuto?: string, inputMode?: 'decimal' | 'numeric', type?: 'time') =>
    f && <Campo label={label} aiuto={aiuto} inputMode={inputMode} type={type} value={f[k]} onChange={(v) => set(k, v)} />;

  return (
    <FormDialog open={open} title={MSG_CONFIGURAZIONE.titolo} onClose={chiudi} onSubmit={() => void submit()} submitting={salvando} size="xl" testId="configurazione-piano">
      {loading && !data && <LoadingState message="Caricamento delle impostazioni..." />}
      {error && !data && <ErrorState message={serverErrorMessage(error) ?? MSG_CONFIGURAZIONE.caricamento} onRetry={() => void refetch().catch(() => undefined)} />}
      {f && (
        <Stack gap="6">
          <Box as="fieldset">
            <Heading as="legend" size="md" mb="2">
              Mantecatori
            </Heading>
            <Mantecatori lista={f.mantecatori} onChange={(l) => set('mantecatori', l)} />
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
            <GustiEsposti f={f} onChange={(l) => set('gustiSempreEsposti', l)} />
          </Box>
          {errore && (
            <Text color="fg.error" role="alert">
              {errore}
            </Text>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
