import { Badge, Box, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { SelectPerId } from '../../components/SelectPerId';
import { ColoreGusto, NomeGusto } from '../../features/produzione/components';
import type { GustoRegistrazione } from '../../features/produzione/catalogo';
import type { MotivoScarto } from '../../gql/graphql';
import { formatNumber } from '../../lib/format';
import { MOTIVI, leggiKg, type Pesata, type RigaDaCaricare, type VaschettaDaPesare } from './vetrina-state';

/** Submits return the server's Italian message on failure (the dialog stays open and shows it). */
type Invio<T> = (valori: T) => Promise<string | null>;

function ErroreDialog({ errore }: { errore: string | null }) {
  if (!errore) return null;
  return (
    <Text role="alert" color="fg.error" fontWeight="medium" data-testid="errore-dialog">
      {errore}
    </Text>
  );
}

/** A kg field for fingers: numeric keypad, big figure, comma or dot. */
function CampoKg({ label, value, onChange, errore, testId }: { label: string; value: string; onChange: (v: string) => void; errore?: string | null; testId?: string }) {
  return (
    <Field.Root invalid={!!errore} required>
      <Field.Label fontSize="md">{label}</Field.Label>
      <Input
        data-testid={testId}
        inputMode="decimal"
        enterKeyHint="done"
        autoComplete="off"
        size="xl"
        fontSize="2xl"
        fontWeight="bold"
        bg="bg"
        placeholder="0,0"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {errore && <Field.ErrorText>{errore}</Field.ErrorText>}
    </Field.Root>
  );
}

function SceltaGusto({ gusti, value, onChange, label = 'Gusto' }: { gusti: readonly GustoRegistrazione[]; value: number | null; onChange: (id: number | null) => void; label?: string }) {
  return (
    <Field.Root>
      <Field.Label fontSize="md">{label}</Field.Label>
      <SelectPerId opzioni={gusti} value={value} onChange={onChange} placeholder="Seleziona un gusto..." size="xl" bg="bg" />
    </Field.Root>
  );
}

export interface ValoriCarico {
  gustoId: number;
  produzioneId: number | null;
  kg: number;
}

/**
 * "Carica vaschetta": a line of today's productions (flavour and kg pre-filled, linked to its
 * production) or any active flavour; the kg can be corrected before loading.
 */
export function CaricaDialog({ open, onClose, righe, gusti, onSubmit }: { open: boolean; onClose: () => void; righe: RigaDaCaricare[]; gusti: readonly GustoRegistrazione[]; onSubmit: Invio<ValoriCarico> }) {
  const [scelta, setScelta] = useState<{ gustoId: number | null; produzioneId: number | null }>({ gustoId: null, produzioneId: null });
  const [kg, setKg] = useState('');
  const [errore, setErrore] = useState<string | null>(null);
  const [invio, setInvio] = useState(false);
  const kgLetti = kg === '' ? null : leggiKg(kg);

  const chiudi = () => {
    setScelta({ gustoId: null, produzioneId: null });
    setKg('');
    setErrore(null);
    onClose();
  };
  const submit = async () => {
    if (scelta.gustoId === null) return setErrore('Seleziona un gusto');
    const letti = leggiKg(kg);
    if (!letti.ok) return setErrore(letti.errore);
    setInvio(true);
    const esito = await onSubmit({ gustoId: scelta.gustoId, produzioneId: scelta.produzioneId, kg: letti.kg });
    setInvio(false);
    if (esito) setErrore(esito);
    else chiudi();
  };

  return (
    <FormDialog open={open} title="Carica vaschetta" onClose={chiudi} onSubmit={() => void submit()} submitting={invio} submitLabel="Carica" testId="dialog-carica" touch>
      {righe.length > 0 && (
        <Stack gap="2">
          <Text fontWeight="semibold">Dalla produzione di oggi</Text>
          <Stack gap="2">
            {righe.map((r) => {
              const attiva = scelta.produzioneId === r.produzioneId && scelta.gustoId === r.gustoId;
              return (
                <Button
                  key={`${r.produzioneId}-${r.gustoId}`}
                  variant={attiva ? 'solid' : 'outline'}
                  colorPalette={attiva ? 'brand' : 'gray'}
                  size="xl"
                  minH="14"
                  justifyContent="flex-start"
                  aria-pressed={attiva}
                  onClick={() => {
                    setScelta({ gustoId: r.gustoId, produzioneId: r.produzioneId });
                    setKg(formatNumber(r.kg, 3).replace(/\./g, ''));
                    setErrore(null);
                  }}
                >
                  <ColoreGusto colore={r.gustoColore} size="5" />
                  <Box flex="1" textAlign="start" minW="0">
                    <NomeGusto nome={r.gustoNome} fontSize="md" />
                  </Box>
                  <Text as="span" fontWeight="bold">
                    {formatNumber(r.kg, 3)} kg
                  </Text>
                  {r.caricata && (
                    <Badge colorPalette="green" size="sm">
                      Caricata
                    </Badge>
                  )}
                </Button>
              );
            })}
          </Stack>
        </Stack>
      )}
      <SceltaGusto
        label={righe.length > 0 ? 'Oppure un altro gusto (senza produzione)' : 'Gusto'}
        gusti={gusti}
        value={scelta.produzioneId === null ? scelta.gustoId : null}
        onChange={(gustoId) => {
          setScelta({ gustoId, produzioneId: null });
          setErrore(null);
        }}
      />
      <CampoKg label="Kg caricati" value={kg} onChange={setKg} errore={kgLetti && !kgLetti.ok ? kgLetti.errore : null} testId="kg-carico" />
      <ErroreDialog errore={errore} />
    </FormDialog>
  );
}

/** "Pesata di chiusura": one number per open tray; the trays left empty stay open. */
export function ChiusuraDialog({ open, onClose, aperte, onSubmit }: { open: boolean; onClose: () => void; aperte: readonly VaschettaDaPesare[]; onSubmit: Invio<Pesata[]> }) {
  const [pesate, setPesate] = useState<Record<string, string>>({});
  const [errore, setErrore] = useState<string | null>(null);
  const [invio, setInvio] = useState(false);
  const letture = aperte.map((c) => ({ c, testo: pesate[c.id] ?? '', lettura: (pesate[c.id] ?? '') === '' ? null : leggiKg(pesate[c.id]!, { zeroAmmesso: true, massimo: c.kg }) }));

  const chiudi = () => {
    setPesate({});
    setErrore(null);
    onClose();
  };
  const submit = async () => {
    if (letture.some((l) => l.lettura && !l.lettura.ok)) return setErrore('Correggi le pesate segnate in rosso');
    const valori = letture.flatMap((l) => (l.lettura?.ok ? [{ id: l.c.id, kgRimasti: l.lettura.kg }] : []));
    if (valori.length === 0) return setErrore('Inserisci almeno una pesata');
    setInvio(true);
    const esito = await onSubmit(valori);
    setInvio(false);
    if (esito) setErrore(esito);
    else chiudi();
  };

  return (
    <FormDialog open={open} title="Pesata di chiusura" onClose={chiudi} onSubmit={() => void submit()} submitting={invio} submitLabel="Salva pesate" testId="dialog-chiusura" touch>
      <Text color="fg.muted">Kg rimasti in ogni vaschetta a fine giornata (0 se vuota).</Text>
      {letture.map(({ c, testo, lettura }) => (
        <Flex key={c.id} align="center" gap="3" borderLeftWidth="6px" borderLeftColor={c.gustoColore} ps="3">
          <Box flex="1" minW="0">
            <NomeGusto nome={c.gustoNome} fontSize="lg" fontWeight="semibold" />
            <Text fontSize="sm" color="fg.muted">
              Caricati {formatNumber(c.kg, 3)} kg{typeof c.id === 'string' && ' · in attesa di invio'}
            </Text>
            {lettura && !lettura.ok && (
              <Text fontSize="sm" color="fg.error" role="alert">
                {lettura.errore}
              </Text>
            )}
          </Box>
          <Input
            aria-label={`Kg rimasti ${c.gustoNome}`}
            data-testid={`rimasti-${c.id}`}
            inputMode="decimal"
            enterKeyHint="next"
            autoComplete="off"
            size="xl"
            w="28"
            textAlign="end"
            fontSize="2xl"
            fontWeight="bold"
            bg="bg"
            placeholder="kg"
            aria-invalid={lettura && !lettura.ok ? true : undefined}
            value={testo}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setPesate((p) => ({ ...p, [c.id]: v }));
              setErrore(null);
            }}
          />
        </Flex>
      ))}
      <ErroreDialog errore={errore} />
    </FormDialog>
  );
}

export interface ValoriScarto {
  gustoId: number;
  kg: number;
  motivo: MotivoScarto;
}

/** "Scarto": flavour (those in the case first), kg and the reason as four big buttons. */
export function ScartoDialog({ open, onClose, gusti, onSubmit }: { open: boolean; onClose: () => void; gusti: readonly GustoRegistrazione[]; onSubmit: Invio<ValoriScarto> }) {
  const [gustoId, setGustoId] = useState<number | null>(null);
  const [kg, setKg] = useState('');
  const [motivo, setMotivo] = useState<MotivoScarto | null>(null);
  const [errore, setErrore] = useState<string | null>(null);
  const [invio, setInvio] = useState(false);
  const kgLetti = kg === '' ? null : leggiKg(kg);

  const chiudi = () => {
    setGustoId(null);
    setKg('');
    setMotivo(null);
    setErrore(null);
    onClose();
  };
  const submit = async () => {
    if (gustoId === null) return setErrore('Seleziona un gusto');
    const letti = leggiKg(kg);
    if (!letti.ok) return setErrore(letti.errore);
    if (motivo === null) return setErrore('Scegli il motivo dello scarto');
    setInvio(true);
    const esito = await onSubmit({ gustoId, kg: letti.kg, motivo });
    setInvio(false);
    if (esito) setErrore(esito);
    else chiudi();
  };

  return (
    <FormDialog open={open} title="Scarto" onClose={chiudi} onSubmit={() => void submit()} submitting={invio} submitLabel="Registra scarto" testId="dialog-scarto" touch>
      <SceltaGusto gusti={gusti} value={gustoId} onChange={setGustoId} />
      <CampoKg label="Kg scartati" value={kg} onChange={setKg} errore={kgLetti && !kgLetti.ok ? kgLetti.errore : null} testId="kg-scarto" />
      <Stack gap="2" role="group" aria-label="Motivo">
        <Text fontWeight="medium">Motivo</Text>
        <SimpleGrid columns={2} gap="2">
          {MOTIVI.map((m) => (
            <Button
              key={m.value}
              size="xl"
              minH="14"
              variant={motivo === m.value ? 'solid' : 'outline'}
              colorPalette={motivo === m.value ? 'brand' : 'gray'}
              aria-pressed={motivo === m.value}
              onClick={() => {
                setMotivo(m.value);
                setErrore(null);
              }}
            >
              {m.label}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
      <ErroreDialog errore={errore} />
    </FormDialog>
  );
}

/** A closed tray whose closing weigh is being corrected (admin, manager). */
export interface ChiusuraDaCorreggere {
  id: number;
  gustoNome: string;
  gustoColore: string;
  kg: number;
  kgRimasti: number;
}

/** Correction of a tray's closing weigh: the kg left, 0 to the kg loaded; the old value is shown. */
export function CorreggiChiusuraDialog({ carico, onClose, onSubmit }: { carico: ChiusuraDaCorreggere | null; onClose: () => void; onSubmit: Invio<number> }) {
  const [testo, setTesto] = useState('');
  const [errore, setErrore] = useState<string | null>(null);
  const [invio, setInvio] = useState(false);
  const chiudi = () => {
    setTesto('');
    setErrore(null);
    onClose();
  };
  const submit = async () => {
    if (!carico) return;
    const lettura = leggiKg(testo, { zeroAmmesso: true, massimo: carico.kg });
    if (!lettura.ok) return setErrore(lettura.errore);
    setInvio(true);
    const esito = await onSubmit(lettura.kg);
    setInvio(false);
    if (esito) setErrore(esito);
    else chiudi();
  };
  return (
    <FormDialog
      open={carico !== null}
      title="Correggi la pesata di chiusura"
      onClose={chiudi}
      onSubmit={() => void submit()}
      submitting={invio}
      submitLabel="Salva correzione"
      testId="dialog-correggi-chiusura"
      touch
    >
      {carico && (
        <Stack gap="3" borderLeftWidth="6px" borderLeftColor={carico.gustoColore} ps="3">
          <NomeGusto nome={carico.gustoNome} fontSize="lg" fontWeight="semibold" />
          <Text color="fg.muted">
            Caricati {formatNumber(carico.kg, 3)} kg · pesata registrata: rimasti {formatNumber(carico.kgRimasti, 3)} kg
          </Text>
          <Field.Root invalid={errore !== null}>
            <Field.Label fontSize="md">Kg rimasti corretti</Field.Label>
            <Input
              inputMode="decimal"
              enterKeyHint="done"
              autoComplete="off"
              size="xl"
              textAlign="end"
              fontSize="2xl"
              fontWeight="bold"
              bg="bg"
              placeholder={formatNumber(carico.kgRimasti, 3)}
              value={testo}
              onChange={(e) => {
                setTesto(e.currentTarget.value);
                setErrore(null);
              }}
            />
          </Field.Root>
          <Text fontSize="sm" color="fg.muted">
            La correzione resta nel registro attività con il valore precedente.
          </Text>
        </Stack>
      )}
      <ErroreDialog errore={errore} />
    </FormDialog>
  );
}
