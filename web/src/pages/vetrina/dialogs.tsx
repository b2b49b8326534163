import { Badge, Box, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import { useZodForm } from '../../components/use-zod-form';
import { SelectPerId } from '../../components/SelectPerId';
import { ColoreGusto, NomeGusto } from '../../features/produzione/components';
import type { GustoRegistrazione } from '../../features/produzione/catalogo';
import type { MotivoScarto } from '../../gql/graphql';
import { formatNumber } from '../../lib/format';
import { caricoFormIniziale, caricoFormSchema, chiavePesata, chiusuraFormSchema, correzioneFormSchema, PESATE_TUTTE, scartoFormIniziale, scartoFormSchema } from './vetrina-form';
import { MOTIVI, type Pesata, type RigaDaCaricare, type VaschettaDaPesare } from './vetrina-state';

/** Submits return the server's Italian message on failure (the dialog stays open and shows it). */
type Invio<T> = (valori: T) => Promise<string | null>;

/**
 * A dialog's send once its form is valid: the server's refusal is kept to be shown (cleared at the next
 * try), and the dialog closes when the write is done or saved on the device.
 */
function useInvio<T>(submitWith: (onValid: (valori: T) => void) => () => void, invia: Invio<T>, onClose: () => void) {
  const [esito, setEsito] = useState<string | null>(null);
  const [invio, setInvio] = useState(false);
  const registra = async (valori: T) => {
    setInvio(true);
    const risposta = await invia(valori);
    setInvio(false);
    if (risposta) setEsito(risposta);
    else onClose();
  };
  const conferma = () => {
    setEsito(null);
    submitWith((valori) => void registra(valori))();
  };
  return { esito, setEsito, invio, conferma };
}

function ErroreDialog({ errore }: { errore: string | null | undefined }) {
  if (!errore) return null;
  return (
    <Text role="alert" color="fg.error" fontWeight="medium" data-testid="errore-dialog">
      {errore}
    </Text>
  );
}

/** A kg field for fingers: numeric keypad, big figure, comma or dot; the other props are the form's (register). */
function CampoKg({ label, errore, testId, ...campo }: UseFormRegisterReturn & { label: string; errore?: string; testId?: string }) {
  return (
    <Field.Root invalid={!!errore} required>
      <Field.Label fontSize="md">{label}</Field.Label>
      <Input data-testid={testId} inputMode="decimal" enterKeyHint="done" autoComplete="off" size="xl" fontSize="2xl" fontWeight="bold" bg="bg" placeholder="0,0" {...campo} />
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

interface PropsCarica {
  onClose: () => void;
  righe: RigaDaCaricare[];
  gusti: readonly GustoRegistrazione[];
  onSubmit: Invio<ValoriCarico>;
}

/**
 * "Carica vaschetta": a line of today's productions (flavour and kg pre-filled, linked to its
 * production) or any active flavour; the kg can be corrected before loading.
 */
export function CaricaDialog({ open, ...props }: PropsCarica & { open: boolean }) {
  return open ? <CaricaForm {...props} /> : null;
}

function CaricaForm({ onClose, righe, gusti, onSubmit }: PropsCarica) {
  const form = useZodForm(caricoFormSchema, caricoFormIniziale, { mode: 'onChange' });
  const { errors } = form.formState;
  const { esito, setEsito, invio, conferma } = useInvio(form.submitWith, onSubmit, onClose);
  const [gustoId, produzioneId] = form.watch(['gustoId', 'produzioneId']);
  const scegli = (gusto: number | null, produzione: number | null) => {
    form.setValue('gustoId', gusto, { shouldValidate: true });
    form.setValue('produzioneId', produzione);
    setEsito(null);
  };

  return (
    <FormDialog open title="Carica vaschetta" onClose={onClose} onSubmit={conferma} submitting={invio} submitLabel="Carica" testId="dialog-carica" touch>
      {righe.length > 0 && (
        <Stack gap="2">
          <Text fontWeight="semibold">Dalla produzione di oggi</Text>
          <Stack gap="2">
            {righe.map((r) => {
              const attiva = produzioneId === r.produzioneId && gustoId === r.gustoId;
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
                    scegli(r.gustoId, r.produzioneId);
                    form.setValue('kg', formatNumber(r.kg, 3).replace(/\./g, ''), { shouldValidate: true });
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
        value={produzioneId === null ? gustoId : null}
        onChange={(gusto) => scegli(gusto, null)}
      />
      <CampoKg label="Kg caricati" errore={errors.kg?.message} testId="kg-carico" {...form.register('kg')} />
      <ErroreDialog errore={errors.gustoId?.message ?? esito} />
    </FormDialog>
  );
}

interface PropsChiusura {
  onClose: () => void;
  aperte: readonly VaschettaDaPesare[];
  onSubmit: Invio<Pesata[]>;
}

/** "Pesata di chiusura": one number per open tray; the trays left empty stay open. */
export function ChiusuraDialog({ open, ...props }: PropsChiusura & { open: boolean }) {
  return open ? <ChiusuraForm {...props} /> : null;
}

function ChiusuraForm({ onClose, aperte, onSubmit }: PropsChiusura) {
  const schema = useMemo(() => chiusuraFormSchema(aperte), [aperte]);
  const form = useZodForm(schema, { pesate: {} }, { mode: 'onChange' });
  const errori = form.formState.errors.pesate;
  const { esito, setEsito, invio, conferma } = useInvio(form.submitWith, onSubmit, onClose);

  return (
    <FormDialog open title="Pesata di chiusura" onClose={onClose} onSubmit={conferma} submitting={invio} submitLabel="Salva pesate" testId="dialog-chiusura" touch>
      <Text color="fg.muted">Kg rimasti in ogni vaschetta a fine giornata (0 se vuota).</Text>
      {aperte.map((c) => {
        const errore = errori?.[chiavePesata(c.id)]?.message;
        return (
          <Flex key={c.id} align="center" gap="3" borderLeftWidth="6px" borderLeftColor={c.gustoColore} ps="3">
            <Box flex="1" minW="0">
              <NomeGusto nome={c.gustoNome} fontSize="lg" fontWeight="semibold" />
              <Text fontSize="sm" color="fg.muted">
                Caricati {formatNumber(c.kg, 3)} kg{typeof c.id === 'string' && ' · in attesa di invio'}
              </Text>
              {errore && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {errore}
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
              aria-invalid={errore ? true : undefined}
              {...form.register(`pesate.${chiavePesata(c.id)}`, {
                onChange: () => {
                  form.clearErrors(`pesate.${PESATE_TUTTE}`);
                  setEsito(null);
                },
              })}
            />
          </Flex>
        );
      })}
      <ErroreDialog errore={errori?.[PESATE_TUTTE]?.message ?? esito} />
    </FormDialog>
  );
}

export interface ValoriScarto {
  gustoId: number;
  kg: number;
  motivo: MotivoScarto;
}

interface PropsScarto {
  onClose: () => void;
  gusti: readonly GustoRegistrazione[];
  onSubmit: Invio<ValoriScarto>;
}

/** "Scarto": flavour (those in the case first), kg and the reason as four big buttons. */
export function ScartoDialog({ open, ...props }: PropsScarto & { open: boolean }) {
  return open ? <ScartoForm {...props} /> : null;
}

function ScartoForm({ onClose, gusti, onSubmit }: PropsScarto) {
  const form = useZodForm(scartoFormSchema, scartoFormIniziale, { mode: 'onChange' });
  const { errors } = form.formState;
  const { esito, setEsito, invio, conferma } = useInvio(form.submitWith, onSubmit, onClose);
  const [gustoId, motivo] = form.watch(['gustoId', 'motivo']);

  return (
    <FormDialog open title="Scarto" onClose={onClose} onSubmit={conferma} submitting={invio} submitLabel="Registra scarto" testId="dialog-scarto" touch>
      <SceltaGusto gusti={gusti} value={gustoId} onChange={(gusto) => form.setValue('gustoId', gusto, { shouldValidate: true })} />
      <CampoKg label="Kg scartati" errore={errors.kg?.message} testId="kg-scarto" {...form.register('kg')} />
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
                form.setValue('motivo', m.value, { shouldValidate: true });
                setEsito(null);
              }}
            >
              {m.label}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
      <ErroreDialog errore={errors.gustoId?.message ?? errors.motivo?.message ?? esito} />
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

interface PropsCorreggi {
  onClose: () => void;
  onSubmit: Invio<number>;
}

/** Correction of a tray's closing weigh: the kg left, 0 to the kg loaded; the old value is shown. */
export function CorreggiChiusuraDialog({ carico, ...props }: PropsCorreggi & { carico: ChiusuraDaCorreggere | null }) {
  return carico ? <CorreggiForm key={carico.id} carico={carico} {...props} /> : null;
}

function CorreggiForm({ carico, onClose, onSubmit }: PropsCorreggi & { carico: ChiusuraDaCorreggere }) {
  const schema = useMemo(() => correzioneFormSchema(carico.kg), [carico.kg]);
  const form = useZodForm(schema, { kgRimasti: '' });
  const errore = form.formState.errors.kgRimasti?.message;
  const { esito, setEsito, invio, conferma } = useInvio(form.submitWith, (v) => onSubmit(v.kgRimasti), onClose);
  return (
    <FormDialog open title="Correggi la pesata di chiusura" onClose={onClose} onSubmit={conferma} submitting={invio} submitLabel="Salva correzione" testId="dialog-correggi-chiusura" touch>
      <Stack gap="3" borderLeftWidth="6px" borderLeftColor={carico.gustoColore} ps="3">
        <NomeGusto nome={carico.gustoNome} fontSize="lg" fontWeight="semibold" />
        <Text color="fg.muted">
          Caricati {formatNumber(carico.kg, 3)} kg · pesata registrata: rimasti {formatNumber(carico.kgRimasti, 3)} kg
        </Text>
        <Field.Root invalid={!!errore}>
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
            {...form.register('kgRimasti', {
              onChange: () => {
                form.clearErrors('kgRimasti');
                setEsito(null);
              },
            })}
          />
          {errore && <Field.ErrorText>{errore}</Field.ErrorText>}
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          La correzione resta nel registro attività con il valore precedente.
        </Text>
      </Stack>
      <ErroreDialog errore={esito} />
    </FormDialog>
  );
}
