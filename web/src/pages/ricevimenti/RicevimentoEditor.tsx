import { Badge, Box, Button, Card, Flex, Heading, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LuCheck, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { serverErrorMessage } from '../../app/error-message';
import { Avviso } from '../../components/Avviso';
import { ErrorState } from '../../components/ErrorState';
import { FormField } from '../../components/FormField';
import { LoadingState } from '../../components/LoadingState';
import { formatDate, formatEuro, formatNumber } from '../../lib/format';
import { CONTROLLO_TOCCO } from '../../lib/tocco';
import {
  inputDaModello,
  quantitaEPrezzo,
  rigaVuota,
  scegliIngrediente,
  senzaErrori,
  validaModello,
  type ErroriModello,
  type ErroriRiga,
  type IngredienteScelta,
  type ModelloRicevimento,
  type RigaModello,
} from './modello';
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
  const [m, setM] = useState(iniziale);
  // after the first attempt the errors follow what is typed (a corrected field loses its error)
  const [tentato, setTentato] = useState(false);
  const errori: ErroriModello | null = useMemo(() => (tentato ? validaModello(m) : null), [tentato, m]);
  const [erroreServer, setErroreServer] = useState<string | null>(null);
  const [registra, { loading }] = useMutation(REGISTRA_RICEVIMENTO, { refetchQueries: [{ query: RICEVIMENTI_QUERY, variables: { limite: 200 } }] });
  const perId = useMemo(() => new Map(ingredienti.map((i) => [i.id, i])), [ingredienti]);
  const ordinati = useMemo(() => [...ingredienti].sort((a, b) => a.nome.localeCompare(b.nome, 'it')), [ingredienti]);
  const fattura = m.fattura;
  const daAbbinare = m.righe.filter((r) => r.fattura && r.ingredienteId === null).length;

  const aggiornaRiga = (chiave: string, f: (r: RigaModello) => RigaModello) => setM((x) => ({ ...x, righe: x.righe.map((r) => (r.chiave === chiave ? f(r) : r)) }));

  const conferma = async () => {
    setTentato(true);
    setErroreServer(null);
    if (!senzaErrori(validaModello(m))) return;
    try {
      const r = (await registra({ variables: { input: inputDaModello(m) } })).data?.registraRicevimento;
      if (r) onRegistrato(r);
    } catch (err) {
      setErroreServer(serverErrorMessage(err) ?? MSG_EDITOR.registrazione);
    }
  };

  return (
    <Stack gap="5" data-testid="ricevimento-editor">
      <Box>
        <Heading as="h2" size="lg">
          {fattura ? `Fattura n. ${m.numeroDocumento} del ${formatDate(m.data)}` : 'Nuovo ricevimento'}
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
            <FormField label="Fornitore" required error={errori?.fornitore}>
              <NativeSelect.Root size={CONTROLLO_TOCCO} disabled={fattura !== null}>
                <NativeSelect.Field
                  aria-label="Fornitore"
                  value={m.fornitoreId ?? ''}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setM((x) => ({ ...x, fornitoreId: v ? Number(v) : null }));
                  }}
                >
                  <option value="">Scegli il fornitore…</option>
                  {fornitori
                    .filter((f) => f.attivo || f.id === m.fornitoreId)
                    .map((f) => (
                      <option key={f.id} value={f.id}>
                        {f.ragioneSociale}
                      </option>
                    ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Data" required error={errori?.data}>
              <Input size={CONTROLLO_TOCCO} type="date" aria-label="Data del ricevimento" value={m.data} readOnly={fattura !== null} onChange={(e) => setM({ ...m, data: e.currentTarget.value })} />
            </FormField>
            <FormField label="Numero documento (DDT o fattura)" required error={errori?.numeroDocumento}>
              <Input size={CONTROLLO_TOCCO} aria-label="Numero documento" value={m.numeroDocumento} maxLength={50} readOnly={fattura !== null} placeholder="Es. DDT 1187" onChange={(e) => setM({ ...m, numeroDocumento: e.currentTarget.value })} />
            </FormField>
          </SimpleGrid>
          {me.ruolo === 'admin' && !fattura?.notaDiCredito && (
            <Switch.Root mt="4" colorPalette="brand" checked={m.aggiornaPrezzi} onCheckedChange={(e) => setM({ ...m, aggiornaPrezzi: e.checked })} minH="11" alignItems="center">
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
            Righe ({m.righe.length})
          </Heading>
          {errori?.righe && <Avviso status="error">{errori.righe}</Avviso>}
          {m.righe.map((r, i) => (
            <RigaCard
              key={r.chiave}
              indice={i}
              riga={r}
              ingredienti={ordinati}
              ingrediente={r.ingredienteId === null ? null : (perId.get(r.ingredienteId) ?? null)}
              errori={errori?.perRiga[r.chiave] ?? {}}
              onChange={(f) => aggiornaRiga(r.chiave, f)}
              onRimuovi={fattura || m.righe.length === 1 ? undefined : () => setM((x) => ({ ...x, righe: x.righe.filter((y) => y.chiave !== r.chiave) }))}
            />
          ))}
          {!fattura && (
            <Button size={CONTROLLO_TOCCO} variant="outline" alignSelf="flex-start" onClick={() => setM((x) => ({ ...x, righe: [...x.righe, rigaVuota()] }))}>
              <LuPlus /> Aggiungi riga
            </Button>
          )}
          {m.righeEscluse.length > 0 && (
            <Box fontSize="sm" color="fg.muted" data-testid="righe-escluse">
              <Text fontWeight="medium">Righe della fattura non ricevute come merce:</Text>
              {m.righeEscluse.map((r) => (
                <Text key={r.numero_linea}>
                  {r.numero_linea}. {r.descrizione} — {r.motivo}
                </Text>
              ))}
            </Box>
          )}
        </Stack>
      )}

      {errori && !senzaErrori(errori) && <Avviso status="error">{MSG_EDITOR.correggi}</Avviso>}
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
          <Button size={CONTROLLO_TOCCO} colorPalette="brand" onClick={() => void conferma()} loading={loading}>
            <LuCheck /> {fattura ? 'Conferma ricevimento' : 'Registra ricevimento'}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

interface RigaProps {
  indice: number;
  riga: RigaModello;
  ingredienti: IngredienteScelta[];
  ingrediente: IngredienteScelta | null;
  errori: ErroriRiga;
  onChange: (f: (r: RigaModello) => RigaModello) => void;
  onRimuovi?: () => void;
}

function RigaCard({ indice, riga, ingredienti, ingrediente, errori, onChange, onRimuovi }: RigaProps) {
  const n = indice + 1;
  const f = riga.fattura;
  const u = ingrediente?.unitaMisura ?? '';
  const { quantita, prezzo } = quantitaEPrezzo(riga);
  const testo = (campo: 'lotto' | 'scadenza' | 'quantita' | 'prezzo' | 'temperatura' | 'fattore') => ({
    value: riga[campo],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const v = e.currentTarget.value;
      onChange((r) => ({ ...r, [campo]: v }));
    },
  });
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
            <FormField label="Ingrediente" required error={errori.ingrediente}>
              <NativeSelect.Root size={CONTROLLO_TOCCO}>
                <NativeSelect.Field
                  aria-label={`Ingrediente della riga ${n}`}
                  value={riga.ingredienteId ?? ''}
                  onChange={(e) => {
                    const id = e.currentTarget.value ? Number(e.currentTarget.value) : null;
                    onChange((r) => scegliIngrediente(r, ingredienti.find((i) => i.id === id) ?? null));
                  }}
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
                  error={errori.fattore}
                  helper={quantita > 0 ? `Ricevuti ${formatNumber(quantita, 3)} ${u} a ${formatEuro(prezzo)}/${u}` : 'Es. cartone da 6 kg: 6'}
                >
                  <Input size={CONTROLLO_TOCCO} aria-label={`Conversione della riga ${n}`} inputMode="decimal" {...testo('fattore')} />
                </FormField>
              </Box>
            )
          ) : (
            <>
              <FormField label={`Quantità${u ? ` (${u})` : ''}`} required error={errori.quantita}>
                <Input size={CONTROLLO_TOCCO} aria-label={`Quantità della riga ${n}`} inputMode="decimal" placeholder="0" {...testo('quantita')} />
              </FormField>
              <FormField label={`Prezzo unitario (€${u ? `/${u}` : ''})`} required error={errori.prezzo}>
                <Input size={CONTROLLO_TOCCO} aria-label={`Prezzo della riga ${n}`} inputMode="decimal" placeholder="0,00" {...testo('prezzo')} />
              </FormField>
            </>
          )}
          <FormField label="Lotto" required error={errori.lotto}>
            <Input size={CONTROLLO_TOCCO} aria-label={`Lotto della riga ${n}`} maxLength={50} placeholder="Es. L2611-07" {...testo('lotto')} />
          </FormField>
          <FormField label="Scadenza" error={errori.scadenza} helper="Vuota solo per merci senza scadenza">
            <Input size={CONTROLLO_TOCCO} type="date" aria-label={`Scadenza della riga ${n}`} {...testo('scadenza')} />
          </FormField>
          <FormField label="Temperatura (°C)" error={errori.temperatura}>
            <Input size={CONTROLLO_TOCCO} aria-label={`Temperatura della riga ${n}`} inputMode="decimal" placeholder="Es. 3,5" {...testo('temperatura')} />
          </FormField>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
