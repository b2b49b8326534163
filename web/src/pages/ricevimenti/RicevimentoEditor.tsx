import { Badge, Box, Button, Card, Flex, Heading, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LOTTO_RICEVIMENTO_MAX, NUMERO_DOCUMENTO_MAX } from '@gelatiere/contratto';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { LuCheck, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { serverErrorMessage } from '../../app/error-message';
import { Avviso } from '../../components/Avviso';
import { ErrorState } from '../../components/ErrorState';
import { FormField } from '../../components/FormField';
import { LoadingState } from '../../components/LoadingState';
import { useZodForm } from '../../components/use-zod-form';
import type { RicevimentoInput } from '../../gql/graphql';
import { formatDate, formatEuro, formatNumber } from '../../lib/format';
import { CONTROLLO_TOCCO } from '../../lib/tocco';
import { quantitaEPrezzo, rigaVuota, scegliIngrediente, type IngredienteScelta, type ModelloRicevimento } from './modello';
import { ricevimentoFormSchema, valoriDaModello, type RicevimentoFormValues } from './ricevimento-form';
import { DATI_RICEVIMENTO_QUERY, REGISTRA_RICEVIMENTO, RICEVIMENTI_QUERY } from './operations';

export const MSG_EDITOR = {
  caricamento: 'Errore nel caricamento di fornitori e ingredienti',
  registrazione: 'Errore nella registrazione del ricevimento',
  correggi: 'Correggi i campi evidenziati',
} as const;

interface Props {
  iniziale: ModelloRicevimento;
  /** "Bozza 1 di 2" when a .zip held several invoices. */
  sottotitolo?: string;
  onAnnulla: () => void;
  onRegistrato: (r: { id: number; numeroDocumento: string; fornitoreNome: string }) => void;
}

/** A goods receipt typed by hand, or an imported invoice's draft completed: supplier, document, lines with lot and expiry. */
export function RicevimentoEditor(props: Props) {
  const dati = useQuery(DATI_RICEVIMENTO_QUERY, { fetchPolicy: 'cache-and-network' });
  if (dati.loading && !dati.data) return <LoadingState message="Caricamento fornitori e ingredienti..." />;
  if (!dati.data) return <ErrorState message={MSG_EDITOR.caricamento} onRetry={() => void dati.refetch().catch(() => undefined)} />;
  return <Editor {...props} fornitori={dati.data.fornitori} ingredienti={dati.data.ingredienti} />;
}

function Editor({ iniziale, sottotitolo, onAnnulla, onRegistrato, fornitori, ingredienti }: Props & { fornitori: { id: number; ragioneSociale: string; attivo: boolean }[]; ingredienti: IngredienteScelta[] }) {
  const me = useCurrentUser();
  const form = useZodForm(ricevimentoFormSchema, valoriDaModello(iniziale));
  const { control, register, setValue, watch, trigger } = form;
  const { errors, isSubmitted } = form.formState;
  const righe = useFieldArray({ control, name: 'righe' });
  const [fornitoreId, data, numeroDocumento, aggiornaPrezzi, valoriRighe] = useWatch({ control, name: ['fornitoreId', 'data', 'numeroDocumento', 'aggiornaPrezzi', 'righe'] });
  // after the first attempt the errors follow what is typed (a corrected field loses its error, a changed date checks the expiries again)
  useEffect(() => {
    if (!isSubmitted) return;
    const { unsubscribe } = watch(() => void trigger());
    return unsubscribe;
  }, [isSubmitted, watch, trigger]);
  const [erroreServer, setErroreServer] = useState<string | null>(null);
  const [registra, { loading }] = useMutation(REGISTRA_RICEVIMENTO, { refetchQueries: [{ query: RICEVIMENTI_QUERY, variables: { limite: 200 } }] });
  const perId = useMemo(() => new Map(ingredienti.map((i) => [i.id, i])), [ingredienti]);
  const ordinati = useMemo(() => [...ingredienti].sort((a, b) => a.nome.localeCompare(b.nome, 'it')), [ingredienti]);
  const fattura = iniziale.fattura;
  const daAbbinare = valoriRighe.filter((r) => r.fattura && r.ingredienteId === null).length;
  const erroreRighe = errors.righe?.message ?? errors.righe?.root?.message;

  const registraValido = async (input: RicevimentoInput) => {
    try {
      const r = (await registra({ variables: { input } })).data?.registraRicevimento;
      if (r) onRegistrato(r);
    } catch (err) {
      setErroreServer(serverErrorMessage(err) ?? MSG_EDITOR.registrazione);
    }
  };
  const conferma = () => {
    setErroreServer(null);
    form.submitWith((input) => void registraValido(input))();
  };

  return (
    <Stack gap="5" data-testid="ricevimento-editor">
      <Box>
        <Heading as="h2" size="lg">
          {fattura ? `Fattura n. ${numeroDocumento} del ${formatDate(data)}` : 'Nuovo ricevimento'}
        </Heading>
        {sottotitolo && <Text color="fg.muted">{sottotitolo}</Text>}
      </Box>
      {fattura && (
        <Avviso status={fattura.notaDiCredito ? 'warning' : 'info'} testId="avviso-fattura">
          {fattura.notaDiCredito
            ? 'Questa è una nota di credito (TD04): non è un ricevimento di merce. Registra il reso come rettifica di magazzino.'
            : `Fattura ${fattura.nomeFile} di ${fattura.fornitoreNome}${fattura.fornitoreCreato ? ' (nuovo fornitore, creato dalla fattura)' : ''}. ` +
              (daAbbinare > 0
                ? `${daAbbinare === 1 ? '1 riga da abbinare' : `${daAbbinare} righe da abbinare`} a un ingrediente: la scelta viene ricordata per le prossime fatture.`
                : 'Tutte le righe sono abbinate a un ingrediente.') +
              ' Indica lotto e scadenza di ogni riga.'}
        </Avviso>
      )}

      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label="Fornitore" required error={errors.fornitoreId?.message}>
              <NativeSelect.Root size={CONTROLLO_TOCCO} disabled={fattura !== null}>
                <NativeSelect.Field
                  aria-label="Fornitore"
                  value={fornitoreId ?? ''}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setValue('fornitoreId', v ? Number(v) : null);
                  }}
                >
                  <option value="">Scegli il fornitore…</option>
                  {fornitori
                    .filter((f) => f.attivo || f.id === fornitoreId)
                    .map((f) => (
                      <option key={f.id} value={f.id}>
                        {f.ragioneSociale}
                      </option>
                    ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Data" required error={errors.data?.message}>
              <Input size={CONTROLLO_TOCCO} type="date" aria-label="Data del ricevimento" readOnly={fattura !== null} {...register('data')} />
            </FormField>
            <FormField label="Numero documento (DDT o fattura)" required error={errors.numeroDocumento?.message}>
              <Input size={CONTROLLO_TOCCO} aria-label="Numero documento" maxLength={NUMERO_DOCUMENTO_MAX} readOnly={fattura !== null} placeholder="Es. DDT 1187" {...register('numeroDocumento')} />
            </FormField>
          </SimpleGrid>
          {me.ruolo === 'admin' && !fattura?.notaDiCredito && (
            <Switch.Root mt="4" colorPalette="brand" checked={aggiornaPrezzi} onCheckedChange={(e) => setValue('aggiornaPrezzi', e.checked)} minH="11" alignItems="center">
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Aggiorna i prezzi degli ingredienti (il costo per unità diventa il prezzo di questo ricevimento e il food cost dei gusti si aggiorna)</Switch.Label>
            </Switch.Root>
          )}
        </Card.Body>
      </Card.Root>

      {!fattura?.notaDiCredito && (
        <Stack gap="3">
          <Heading as="h3" size="md">
            Righe ({righe.fields.length})
          </Heading>
          {erroreRighe && <Avviso status="error">{erroreRighe}</Avviso>}
          {righe.fields.map((campo, i) => (
            <RigaCard
              key={campo.id}
              indice={i}
              control={control}
              register={register}
              setValue={setValue}
              ingredienti={ordinati}
              perId={perId}
              errori={errors.righe?.[i]}
              onRimuovi={fattura || righe.fields.length === 1 ? undefined : () => righe.remove(i)}
            />
          ))}
          {!fattura && (
            <Button size={CONTROLLO_TOCCO} variant="outline" alignSelf="flex-start" onClick={() => righe.append(rigaVuota())}>
              <LuPlus /> Aggiungi riga
            </Button>
          )}
          {iniziale.righeEscluse.length > 0 && (
            <Box fontSize="sm" color="fg.muted" data-testid="righe-escluse">
              <Text fontWeight="medium">Righe della fattura non ricevute come merce:</Text>
              {iniziale.righeEscluse.map((r) => (
                <Text key={r.numero_linea}>
                  {r.numero_linea}. {r.descrizione} — {r.motivo}
                </Text>
              ))}
            </Box>
          )}
        </Stack>
      )}

      {Object.keys(errors).length > 0 && <Avviso status="error">{MSG_EDITOR.correggi}</Avviso>}
      {erroreServer && (
        <Avviso status="error" testId="errore-ricevimento">
          {erroreServer}
        </Avviso>
      )}
      <Flex gap="3" justify="flex-end" wrap="wrap">
        <Button size={CONTROLLO_TOCCO} variant="outline" onClick={onAnnulla} disabled={loading}>
          {fattura?.notaDiCredito ? 'Chiudi' : 'Annulla'}
        </Button>
        {!fattura?.notaDiCredito && (
          <Button size={CONTROLLO_TOCCO} colorPalette="brand" onClick={conferma} loading={loading}>
            <LuCheck /> {fattura ? 'Conferma ricevimento' : 'Registra ricevimento'}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

type Riga = RicevimentoFormValues['righe'][number];
type ErroriRiga = NonNullable<FieldErrors<RicevimentoFormValues>['righe']>[number];

interface RigaProps {
  indice: number;
  control: Control<RicevimentoFormValues, unknown, RicevimentoInput>;
  register: UseFormRegister<RicevimentoFormValues>;
  setValue: UseFormSetValue<RicevimentoFormValues>;
  ingredienti: IngredienteScelta[];
  perId: Map<number, IngredienteScelta>;
  errori: ErroriRiga | undefined;
  onRimuovi?: () => void;
}

function RigaCard({ indice, control, register, setValue, ingredienti, perId, errori, onRimuovi }: RigaProps) {
  const n = indice + 1;
  const riga: Riga = useWatch({ control, name: `righe.${indice}` });
  const f = riga.fattura;
  const ingrediente = riga.ingredienteId === null ? null : (perId.get(riga.ingredienteId) ?? null);
  const u = ingrediente?.unitaMisura ?? '';
  const { quantita, prezzo } = quantitaEPrezzo(riga);
  const testo = (campo: 'lotto' | 'scadenza' | 'quantita' | 'prezzo' | 'temperatura' | 'fattore') => register(`righe.${indice}.${campo}`);
  const scegli = (id: number | null) => {
    const scelta = scegliIngrediente(riga, ingredienti.find((i) => i.id === id) ?? null);
    setValue(`righe.${indice}.ingredienteId`, scelta.ingredienteId);
    setValue(`righe.${indice}.fattore`, scelta.fattore);
  };
  return (
    <Card.Root data-testid="riga-ricevimento" borderColor={f && riga.ingredienteId === null ? 'orange.300' : undefined}>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="flex-start" gap="2">
          <Box minW="0">
            <Text fontWeight="semibold" wordBreak="break-word">
              {f ? `${f.numeroLinea}. ${f.descrizione}` : `Riga ${n}`}
            </Text>
            {f && (
              <Text fontSize="sm" color="fg.muted">
                In fattura: {formatNumber(f.quantita, 3)} {f.unita ?? ''} a {formatEuro(f.prezzoUnitario)}
                {f.unita ? `/${f.unita}` : ''}
                {f.codiceArticolo ? ` · articolo ${f.codiceArticolo}` : ''}
              </Text>
            )}
          </Box>
          <HStack flexShrink={0}>
            {f && (riga.ingredienteId === null ? <Badge colorPalette="orange">Da abbinare</Badge> : f.ricordata ? <Badge colorPalette="green">Abbinamento ricordato</Badge> : null)}
            {onRimuovi && (
              <IconButton variant="ghost" colorPalette="red" aria-label={`Rimuovi la riga ${n}`} onClick={onRimuovi}>
                <LuTrash2 />
              </IconButton>
            )}
          </HStack>
        </Flex>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
          <Box gridColumn={{ lg: 'span 2' }}>
            <FormField label="Ingrediente" required error={errori?.ingredienteId?.message}>
              <NativeSelect.Root size={CONTROLLO_TOCCO}>
                <NativeSelect.Field
                  aria-label={`Ingrediente della riga ${n}`}
                  value={riga.ingredienteId ?? ''}
                  onChange={(e) => scegli(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
                >
                  <option value="">Scegli l'ingrediente…</option>
                  {ingredienti.map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.nome} ({i.unitaMisura})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Box>
          {f ? (
            riga.ingredienteId !== null && (
              <Box gridColumn={{ lg: 'span 2' }}>
                <FormField
                  label={`${u} in 1 ${f.unita ?? 'unità della fattura'}`}
                  required
                  error={errori?.fattore?.message}
                  helper={quantita > 0 ? `Ricevuti ${formatNumber(quantita, 3)} ${u} a ${formatEuro(prezzo)}/${u}` : 'Es. cartone da 6 kg: 6'}
                >
                  <Input size={CONTROLLO_TOCCO} aria-label={`Conversione della riga ${n}`} inputMode="decimal" {...testo('fattore')} />
                </FormField>
              </Box>
            )
          ) : (
            <>
              <FormField label={`Quantità${u ? ` (${u})` : ''}`} required error={errori?.quantita?.message}>
                <Input size={CONTROLLO_TOCCO} aria-label={`Quantità della riga ${n}`} inputMode="decimal" placeholder="0" {...testo('quantita')} />
              </FormField>
              <FormField label={`Prezzo unitario (€${u ? `/${u}` : ''})`} required error={errori?.prezzo?.message}>
                <Input size={CONTROLLO_TOCCO} aria-label={`Prezzo della riga ${n}`} inputMode="decimal" placeholder="0,00" {...testo('prezzo')} />
              </FormField>
            </>
          )}
          <FormField label="Lotto" required error={errori?.lotto?.message}>
            <Input size={CONTROLLO_TOCCO} aria-label={`Lotto della riga ${n}`} maxLength={LOTTO_RICEVIMENTO_MAX} placeholder="Es. L2611-07" {...testo('lotto')} />
          </FormField>
          <FormField label="Scadenza" error={errori?.scadenza?.message} helper="Vuota solo per merci senza scadenza">
            <Input size={CONTROLLO_TOCCO} type="date" aria-label={`Scadenza della riga ${n}`} {...testo('scadenza')} />
          </FormField>
          <FormField label="Temperatura (°C)" error={errori?.temperatura?.message}>
            <Input size={CONTROLLO_TOCCO} aria-label={`Temperatura della riga ${n}`} inputMode="decimal" placeholder="Es. 3,5" {...testo('temperatura')} />
          </FormField>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
