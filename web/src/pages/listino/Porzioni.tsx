import { Box, Button, Card, Field, Flex, Grid, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { serverErrorMessage } from '../../app/error-message';
import { formatDecimal } from '../../lib/format';
import { ELIMINA_PORZIONE, IMPOSTA_PORZIONE, PORZIONI_QUERY } from './porzioni-operations';
import { TIPI_PORZIONE, leggiPorzione, prezzoAlKg, type Porzione } from './porzioni-state';
import { SelectPuntoVendita } from '../../components/SelectPuntoVendita';

const euro = (n: number) => formatDecimal(n, 2);
const refetchQueries = ['ListinoPorzioni'];
/** Name, grams, price, implied €/kg: on phones the name takes its own line. */
const COLONNE = { base: 'repeat(3, minmax(0, 1fr))', md: 'minmax(10rem, 2fr) repeat(3, minmax(0, 1fr))' };

/** One portion kind at a point: the admin types grams and price (both empty removes it), the manager reads them. */
function RigaPorzione({ tipo, nome, porzione, puntoVenditaId, modificabile }: { tipo: Porzione['tipo']; nome: string; porzione: Porzione | undefined; puntoVenditaId: number; modificabile: boolean }) {
  const [bozza, setBozza] = useState<{ grammi: string; prezzo: string } | null>(null);
  const [errore, setErrore] = useState<string | null>(null);
  const [imposta] = useMutation(IMPOSTA_PORZIONE, { refetchQueries, awaitRefetchQueries: true });
  const [elimina] = useMutation(ELIMINA_PORZIONE, { refetchQueries, awaitRefetchQueries: true });
  const valori = bozza ?? { grammi: porzione ? String(porzione.grammi) : '', prezzo: porzione ? euro(porzione.prezzo) : '' };
  const letta = leggiPorzione(valori.grammi, valori.prezzo);
  const alKg = letta.ok ? (letta.valori ? prezzoAlKg(letta.valori.grammi, letta.valori.prezzo) : null) : (porzione?.prezzoKg ?? null);

  const salva = async () => {
    if (bozza === null) return;
    if (!letta.ok) return setErrore(letta.errore);
    setErrore(null);
    try {
      if (letta.valori === null) {
        if (porzione) await elimina({ variables: { puntoVenditaId, tipo } });
      } else if (!porzione || letta.valori.grammi !== porzione.grammi || letta.valori.prezzo !== porzione.prezzo) {
        await imposta({ variables: { input: { puntoVenditaId, tipo, ...letta.valori } } });
      }
      setBozza(null);
    } catch (e) {
      setErrore(serverErrorMessage(e) ?? 'Errore nel salvare la porzione');
    }
  };
  const campo = (k: 'grammi' | 'prezzo', label: string, placeholder: string) => (
    <Field.Root>
      <Field.Label hideFrom="md" fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        aria-label={`${label} ${nome}`}
        inputMode={k === 'grammi' ? 'numeric' : 'decimal'}
        enterKeyHint="done"
        autoComplete="off"
        size="lg"
        textAlign="end"
        bg="bg"
        placeholder={placeholder}
        aria-invalid={errore ? true : undefined}
        value={valori[k]}
        onChange={(e) => {
          const testo = e.currentTarget.value;
          setBozza({ ...valori, [k]: testo });
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
          if (e.key === 'Escape') {
            setBozza(null);
            setErrore(null);
          }
        }}
      />
    </Field.Root>
  );

  return (
    <Box
      py="2"
      borderTopWidth="1px"
      data-testid={`porzione-${tipo}`}
      // saved when the focus leaves the row (from grams to price is still the same row)
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) void salva();
      }}
    >
      <Grid templateColumns={COLONNE} gap="3" alignItems="end">
        <Text fontWeight="semibold" gridColumn={{ base: '1 / -1', md: 'auto' }} alignSelf="center">
          {nome}
        </Text>
        {modificabile ? (
          <>
            {campo('grammi', 'Grammi', String(TIPI_PORZIONE.find((t) => t.tipo === tipo)?.grammiTipici ?? ''))}
            {campo('prezzo', 'Prezzo (€)', '0,00')}
          </>
        ) : (
          <>
            <Text textAlign="end">{porzione ? `${porzione.grammi} g` : '-'}</Text>
            <Text textAlign="end">{porzione ? `€ ${euro(porzione.prezzo)}` : '-'}</Text>
          </>
        )}
        <Box textAlign="end" alignSelf="center">
          <Text hideFrom="md" fontSize="xs" color="fg.muted">
            €/kg
          </Text>
          <Text fontWeight="semibold" data-testid={`porzione-${tipo}-kg`}>
            {alKg === null ? '-' : `€ ${euro(alKg)}`}
          </Text>
        </Box>
      </Grid>
      {errore && (
        <Text role="alert" fontSize="sm" color="fg.error" mt="1">
          {errore}
        </Text>
      )}
    </Box>
  );
}

/** "Porzioni": grams and price of each portion at one sales point, with the price per kg it implies. */
export function SezionePorzioni({ punti, modificabile, preferito }: { punti: readonly { id: number; nome: string }[]; modificabile: boolean; preferito: number | null }) {
  const [scelto, setScelto] = useState<number | null>(null);
  // the chosen point, else the user's own, else the first active one
  const valido = (id: number | null) => id !== null && punti.some((p) => p.id === id);
  const puntoVenditaId = valido(scelto) ? scelto : valido(preferito) ? preferito : (punti[0]?.id ?? null);
  const { data, loading, error, refetch } = useQuery(PORZIONI_QUERY, { variables: { puntoVenditaId }, skip: puntoVenditaId === null });
  const perTipo = new Map((data?.porzioni ?? []).map((p) => [p.tipo, p]));

  let corpo;
  if (puntoVenditaId === null) corpo = <Text color="fg.muted">Nessun punto vendita attivo.</Text>;
  else if (loading && !data) corpo = <Text color="fg.muted">Caricamento porzioni...</Text>;
  else if (error && !data)
    corpo = (
      <Text color="fg.error" role="alert">
        {serverErrorMessage(error) ?? 'Errore nel caricamento delle porzioni'}{' '}
        <Button variant="outline" size="sm" minH="11" ms="2" onClick={() => void refetch().catch(() => undefined)}>
          Riprova
        </Button>
      </Text>
    );
  else
    corpo = (
      <Box>
        <Grid templateColumns={COLONNE} gap="3" pb="2" hideBelow="md" color="fg.muted" fontSize="sm" fontWeight="medium">
          <Text>Porzione</Text>
          <Text textAlign="end">Grammi</Text>
          <Text textAlign="end">Prezzo (€)</Text>
          <Text textAlign="end">Prezzo al kg</Text>
        </Grid>
        {TIPI_PORZIONE.map((t) => (
          <RigaPorzione key={`${puntoVenditaId}-${t.tipo}`} tipo={t.tipo} nome={t.nome} porzione={perTipo.get(t.tipo)} puntoVenditaId={puntoVenditaId} modificabile={modificabile} />
        ))}
      </Box>
    );

  return (
    <Card.Root data-testid="porzioni">
      <Card.Body gap="4">
        <Flex align="end" justify="space-between" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="lg">
              Porzioni
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {modificabile ? 'Grammi e prezzo di coni, coppette e vaschette; svuota i due campi per togliere una porzione.' : 'Grammi e prezzo di coni, coppette e vaschette.'}
            </Text>
          </Stack>
          <Field.Root maxW={{ md: 'xs' }} flex="1 1 14rem">
            <Field.Label fontSize="sm">Punto vendita</Field.Label>
            <SelectPuntoVendita
              size="lg"
              aria-label="Punto vendita delle porzioni"
              bg="bg"
              punti={punti}
              value={puntoVenditaId}
              onChange={(id) => {
                if (id !== null) setScelto(id);
              }}
            />
          </Field.Root>
        </Flex>
        {corpo}
      </Card.Body>
    </Card.Root>
  );
}
