import {
  Alert,
  Box,
  Button,
  CloseButton,
  Field,
  Flex,
  Input,
  List,
  Text,
  Heading,
  SimpleGrid,
  Stack,
  Textarea,
  Wrap,
  type ButtonProps,
  type SimpleGridProps,
  type TextProps,
} from '@chakra-ui/react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { LuArrowLeft, LuCheck, LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { PAGES } from '../../app/navigation';
import { usePageNavigation } from '../../app/navigation-context';
import { useMediaQuery } from '../../app/use-is-mobile';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SelectPuntoVendita, type PuntoVenditaScelta } from '../../components/SelectPuntoVendita';
import { formatDate, formatDecimal, formatNumber } from '../../lib/format';
import { contatoreNote, etichettaStep, leggiQuantita, puoDecrementare, testoQuantita } from './quantities';
import type { GustoRegistrazione } from './catalogo';
import { BarraSuggeriti } from './Suggerimento';
import { useRegistrazioneProduzione, type Registrato, type RegistrazioneProduzione } from './use-registrazione-produzione';

/** The three screens share these pieces; `touch` enlarges them for fingers (>= 48 px targets). */
type Props = { r: RegistrazioneProduzione; touch?: boolean };

/** A total in kg: one decimal, grams when typed (2.345 -> '2,345 kg'). */
export const formatQuantita = (kg: number) => `${Math.round(kg * 1000) % 100 === 0 ? formatDecimal(kg, 1) : formatNumber(kg, 3)} kg`;

/** A flavour's name: wraps (up to two lines on the narrowest cards), never cut with an ellipsis. */
export function NomeGusto({ nome, ...props }: { nome: string } & TextProps) {
  return (
    <Text data-testid="nome-gusto" lineHeight="short" overflowWrap="break-word" {...props}>
      {nome}
    </Text>
  );
}

/** A flavour's colour swatch (white flavours get a visible border). */
export function ColoreGusto({ colore, size = '3' }: { colore: string; size?: string }) {
  return <Box as="span" display="inline-block" flexShrink={0} boxSize={size} borderRadius="full" bg={colore} borderWidth="1px" borderColor="blackAlpha.300" aria-hidden />;
}

export function TornaAProduzione() {
  const { navigate } = usePageNavigation();
  return (
    <Button variant="outline" size="lg" minH="12" onClick={() => navigate('produzione')}>
      <LuArrowLeft /> Torna a Registra Produzione
    </Button>
  );
}

/** Loading / load-error wrapper of a recording screen. */
export function StatoCaricamento({ r, children }: { r: RegistrazioneProduzione; children: ReactNode }) {
  if (r.loading) return <LoadingState />;
  if (r.loadError) return <ErrorState message={r.loadError} onRetry={r.reload} />;
  return <>{children}</>;
}

/** Date (yyyy-MM-dd, required) and sales point (a single active one is pre-selected). */
export function CampiProduzione({ r, touch = false }: Props) {
  const size = touch ? 'xl' : 'md';
  return (
    <Flex gap="4" wrap="wrap">
      <Field.Root required flex="1 1 180px">
        <Field.Label fontSize={touch ? 'md' : 'sm'}>
          Data <Field.RequiredIndicator />
        </Field.Label>
        <Input type="date" size={size} bg="bg" value={r.data} onChange={(e) => r.setData(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root required flex="2 1 220px">
        <Field.Label fontSize={touch ? 'md' : 'sm'}>
          Punto vendita <Field.RequiredIndicator />
        </Field.Label>
        <SceltaPuntoVendita punti={r.puntiVendita} value={r.puntoVenditaId} onChange={r.setPuntoVenditaId} size={size} />
      </Field.Root>
    </Flex>
  );
}

/** The sales points to choose from ('Seleziona un punto vendita...' for none). */
function SceltaPuntoVendita({ punti, value, onChange, size }: { punti: readonly PuntoVenditaScelta[]; value: number | null; onChange: (id: number | null) => void; size: 'md' | 'lg' | 'xl' }) {
  return <SelectPuntoVendita punti={punti} value={value} onChange={onChange} placeholder="Seleziona un punto vendita..." size={size} bg="bg" />;
}

/** The sales point field of the touch pages (Vetrina, Registro HACCP); `disabled` for an operatore tied to his. */
export function CampoPuntoVendita(props: Omit<Parameters<typeof SceltaPuntoVendita>[0], 'size'> & { disabled: boolean }) {
  return (
    <Field.Root flex="2 1 220px" maxW={{ md: 'sm' }} disabled={props.disabled}>
      <Field.Label fontSize="md">Punto vendita</Field.Label>
      <SceltaPuntoVendita punti={props.punti} value={props.value} onChange={props.onChange} size="xl" />
    </Field.Root>
  );
}

/** Category chips: 'Tutte' plus every category with active flavours, in its colour. */
export function FiltroCategorie({ r, touch = false }: Props) {
  if (r.categorie.length < 2) return null;
  const size = touch ? 'lg' : 'sm';
  return (
    <Wrap gap="2" role="group" aria-label="Filtra per categoria">
      <Button size={size} minH={touch ? '12' : undefined} borderRadius="full" variant={r.categoriaId === null ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={r.categoriaId === null} onClick={() => r.setCategoriaId(null)}>
        Tutte
      </Button>
      {r.categorie.map((c) => {
        const active = r.categoriaId === c.id;
        return (
          <Button
            key={c.id}
            size={size}
            minH={touch ? '12' : undefined}
            borderRadius="full"
            variant={active ? 'solid' : 'outline'}
            colorPalette="gray"
            aria-pressed={active}
            onClick={() => r.setCategoriaId(active ? null : c.id)}
          >
            <ColoreGusto colore={c.colore} />
            {c.nome}
          </Button>
        );
      })}
    </Wrap>
  );
}

/** Phone widths, where the day, the sales point and the filters fold into one line above the flavours. */
export const TELEFONO = '(max-width: 599px)';

/**
 * The recording's settings (day, sales point, suggestions, category filter). On a phone they fold into
 * one line that says them ("28/11/2026 · Gelateria Centro · Tutte le categorie") and opens them on a
 * tap, so the flavours start on the first screen; with no sales point chosen its menu stays above the
 * line, and with no day everything stays open.
 */
export function ImpostazioniRegistrazione({ r, touch = false, children }: Props & { children: ReactNode }) {
  const telefono = useMediaQuery(TELEFONO);
  const [aperte, setAperte] = useState(false);
  const id = useId();
  if (!telefono || !r.data) return <>{children}</>;
  const punto = r.puntiVendita.find((p) => p.id === r.puntoVenditaId)?.nome ?? 'punto vendita da scegliere';
  const categoria = r.categoriaId === null ? 'Tutte le categorie' : (r.categorie.find((c) => c.id === r.categoriaId)?.nome ?? 'Tutte le categorie');
  return (
    <Stack gap={touch ? '4' : '3'}>
      {/* no point chosen yet (a user of no point, several points): its menu stays on the line, the rest folds */}
      {r.puntoVenditaId === null && !aperte && (
        <Field.Root required>
          <Field.Label fontSize="sm">
            Punto vendita <Field.RequiredIndicator />
          </Field.Label>
          <SceltaPuntoVendita punti={r.puntiVendita} value={r.puntoVenditaId} onChange={r.setPuntoVenditaId} size={touch ? 'xl' : 'lg'} />
        </Field.Root>
      )}
      <Button
        variant="outline"
        colorPalette="gray"
        bg="bg"
        w="full"
        minH={touch ? '14' : '12'}
        h="auto"
        py="2"
        justifyContent="space-between"
        textAlign="start"
        whiteSpace="normal"
        aria-expanded={aperte}
        aria-controls={id}
        data-testid="riepilogo-registrazione"
        onClick={() => setAperte((a) => !a)}
      >
        <Text as="span" fontWeight="medium" minW="0">
          {formatDate(r.data)} · {punto} · {categoria}
        </Text>
        <Text as="span" display="inline-flex" alignItems="center" gap="1" color="brand.fg" flexShrink={0}>
          {aperte ? 'Chiudi' : 'Modifica'} {aperte ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
        </Text>
      </Button>
      {aperte && (
        <Stack id={id} gap={touch ? '5' : '4'}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}

/** A quick-step button; decrements are disabled while the quantity is lower than the step. */
export function StepButton({ r, gustoId, gustoNome, delta, ...props }: { r: RegistrazioneProduzione; gustoId: number; gustoNome: string; delta: number } & ButtonProps) {
  const quantita = r.quantitaDi(gustoId);
  const disabled = delta < 0 && !puoDecrementare(quantita, -delta);
  const label = etichettaStep(delta);
  return (
    <Button
      variant={delta < 0 ? 'outline' : 'subtle'}
      colorPalette={delta < 0 ? 'gray' : 'brand'}
      fontWeight="bold"
      disabled={disabled}
      aria-label={`${label} kg ${gustoNome}`}
      onClick={() => r.step(gustoId, delta)}
      {...props}
    >
      {label}
    </Button>
  );
}

const DIMENSIONI_QUANTITA = {
  /** Standard rows. */
  md: { fontSize: 'lg', h: '11', unita: 'sm' },
  /** Touch cards and tiles: the big figure, smaller on phones so the name keeps its room. */
  xl: { fontSize: { base: '2xl', md: '3xl' }, h: { base: '11', md: '12' }, unita: { base: 'md', md: 'lg' } },
} as const;

/**
 * A flavour's quantity in kg, also typed by hand (numeric keypad on touch devices, comma or dot).
 * Each valid entry updates the total at once; an invalid one is marked with its message and puts
 * back the quantity the field had before typing; leaving the field shows the stored value again.
 */
export function CampoQuantita({
  r,
  gusto,
  size = 'md',
  align = 'end',
}: {
  r: RegistrazioneProduzione;
  gusto: Pick<GustoRegistrazione, 'id' | 'nome'>;
  size?: keyof typeof DIMENSIONI_QUANTITA;
  /** Where the field sits in its card: the error message opens from that side. */
  align?: 'end' | 'center';
}) {
  const kg = r.quantitaDi(gusto.id);
  // the text being typed, and the quantity before typing started
  const [bozza, setBozza] = useState<{ testo: string; prima: number } | null>(null);
  const lettura = bozza === null ? null : leggiQuantita(bozza.testo);
  const errore = lettura && !lettura.ok ? lettura.errore : null;
  const dim = DIMENSIONI_QUANTITA[size];
  const erroreId = `quantita-errore-${gusto.id}`;
  const testo = bozza?.testo ?? testoQuantita(kg);
  return (
    <Flex position="relative" align="baseline" justify={align === 'center' ? 'center' : 'flex-end'} gap="1" flexShrink={0}>
      <Input
        data-testid={`quantita-${gusto.id}`}
        variant="flushed"
        inputMode="decimal"
        enterKeyHint="done"
        autoComplete="off"
        aria-label={`Kg ${gusto.nome}`}
        aria-invalid={errore ? true : undefined}
        aria-describedby={errore ? erroreId : undefined}
        value={testo}
        onFocus={(e) => {
          setBozza({ testo: testoQuantita(kg), prima: kg });
          e.currentTarget.select();
        }}
        onChange={(e) => {
          const testo = e.currentTarget.value;
          const prima = bozza?.prima ?? kg;
          setBozza({ testo, prima });
          const letta = leggiQuantita(testo);
          r.imposta(gusto.id, letta.ok ? letta.kg : prima);
        }}
        onBlur={() => setBozza(null)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'Escape') e.currentTarget.blur();
        }}
        // as wide as its text (digits are 1ch with tabular numbers), so the name keeps the room
        w={`${Math.min(Math.max(testo.length, 3), 9) + 0.5}ch`}
        h={dim.h}
        px="0.5"
        fontSize={dim.fontSize}
        fontWeight="bold"
        fontVariantNumeric="tabular-nums"
        textAlign={align === 'center' ? 'center' : 'end'}
        color={kg > 0 ? 'fg' : 'fg.muted'}
      />
      <Text as="span" fontSize={dim.unita} fontWeight="semibold" color="fg.muted" aria-hidden>
        kg
      </Text>
      {errore && (
        <Text
          id={erroreId}
          role="alert"
          position="absolute"
          top="100%"
          insetEnd={align === 'end' ? '0' : undefined}
          left={align === 'center' ? '50%' : undefined}
          transform={align === 'center' ? 'translateX(-50%)' : undefined}
          zIndex="1"
          w="max-content"
          maxW="13rem"
          mt="1"
          px="2"
          py="1"
          fontSize="xs"
          fontWeight="medium"
          color="fg.error"
          bg="bg"
          borderWidth="1px"
          borderColor="border.error"
          borderRadius="md"
          boxShadow="sm"
        >
          {errore}
        </Text>
      )}
    </Flex>
  );
}

/** The decrement then increment steps of the current mode for one flavour. */
export function passiDelModo(r: RegistrazioneProduzione): number[] {
  return [...r.config.decrementi.map((s) => -s), ...r.config.incrementi];
}

/** Notes textarea; input stops at the mode's limit; counter 'n/max'. */
export function CampoNote({ r, touch = false }: Props) {
  const max = r.config.noteMax;
  return (
    <Field.Root>
      <Field.Label fontSize={touch ? 'md' : 'sm'}>Note</Field.Label>
      <Textarea
        bg="bg"
        value={r.note}
        maxLength={max}
        rows={touch ? 2 : 3}
        fontSize={touch ? 'lg' : undefined}
        placeholder="Note sulla produzione (facoltative)"
        onChange={(e) => r.setNote(e.currentTarget.value)}
      />
      <Field.HelperText alignSelf="flex-end" data-testid="note-counter">
        {contatoreNote(r.note, max)}
      </Field.HelperText>
    </Field.Root>
  );
}

/** What was just recorded: sales point, date and kg per flavour. */
function RiepilogoRegistrato({ registrato }: { registrato: Registrato }) {
  return (
    <Box fontSize="sm" data-testid="produzione-registrata">
      <Text>
        {registrato.puntoVendita} · {formatDate(registrato.data)}
      </Text>
      <List.Root ps="4" aria-label="Gusti registrati">
        {registrato.righe.map((riga) => (
          <List.Item key={riga.nome}>
            {riga.nome}: {formatNumber(riga.kg, 3)} kg
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** Success or error message of the last submit. */
export function EsitoProduzione({ r }: { r: RegistrazioneProduzione }) {
  if (!r.esito) return null;
  const ok = r.esito.tipo === 'successo';
  return (
    <Alert.Root status={ok ? 'success' : 'error'} borderRadius="lg" data-testid="produzione-esito" role={ok ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description fontWeight="medium">{r.esito.messaggio}</Alert.Description>
        {r.esito.registrato && <RiepilogoRegistrato registrato={r.esito.registrato} />}
      </Alert.Content>
      <CloseButton size="sm" aria-label="Chiudi messaggio" onClick={r.chiudiEsito} />
    </Alert.Root>
  );
}

/**
 * Running total and the submit button (disabled at total 0), with the outcome of the last submit
 * right above them, so it is in view where the button was pressed; `vertical` for a narrow side column.
 */
export function BarraInvio({ r, touch = false, sticky = false, vertical = false }: Props & { sticky?: boolean; vertical?: boolean }) {
  return (
    <Stack
      gap="3"
      p={touch ? { base: '3', md: '4' } : '4'}
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow={sticky ? 'lg' : undefined}
      position={sticky ? 'sticky' : undefined}
      bottom={sticky ? '2' : undefined}
      zIndex={sticky ? 'docked' : undefined}
      data-testid="barra-invio"
    >
      <EsitoProduzione r={r} />
      <Flex direction={vertical ? 'column' : 'row'} align={vertical ? 'stretch' : 'center'} justify="space-between" gap="3">
        <Box flexShrink={0}>
          <Text fontSize="sm" color="fg.muted" lineHeight="short">
            Totale
          </Text>
          <Text fontSize={touch ? { base: '2xl', md: '3xl' } : '2xl'} fontWeight="bold" color="brand.fg" lineHeight="short" whiteSpace="nowrap" data-testid="totale-kg">
            {formatQuantita(r.totale)}
          </Text>
        </Box>
        <Button
          colorPalette="brand"
          size={touch ? { base: 'xl', md: '2xl' } : 'lg'}
          minH={touch ? '14' : '12'}
          flex={{ base: '1', sm: '0 1 auto' }}
          disabled={!r.puoInviare}
          loading={r.invio}
          data-testid="produzione-submit"
          onClick={() => void r.submit()}
        >
          <Box as="span" hideBelow="sm" display="inline-flex">
            <LuCheck />
          </Box>
          Registra Produzione
        </Button>
      </Flex>
    </Stack>
  );
}

export function NessunGusto() {
  return (
    <Text color="fg.muted" py="6" textAlign="center">
      Nessun gusto attivo disponibile.
    </Text>
  );
}

interface SchermataTouchProps {
  modo: 'touch' | 'touch2';
  pageKey: 'produzione-touch' | 'produzione-touch-2';
  /** Grid props of each category's flavour grid. */
  griglia: SimpleGridProps;
  /** One flavour's control (card or tile). */
  renderGusto: (r: RegistrazioneProduzione, gusto: GustoRegistrazione) => ReactNode;
}

/** The layout both touch screens share: fields, category filter, flavours grouped by category, notes, sticky submit bar. */
export function SchermataTouch({ modo, pageKey, griglia, renderGusto }: SchermataTouchProps) {
  const r = useRegistrazioneProduzione(modo);
  return (
    <Box>
      <PageHeader title={PAGES[pageKey].label} actions={<TornaAProduzione />} />
      <StatoCaricamento r={r}>
        <Stack gap="5">
          <ImpostazioniRegistrazione r={r} touch>
            <CampiProduzione r={r} touch />
            <BarraSuggeriti r={r} touch />
            <FiltroCategorie r={r} touch />
          </ImpostazioniRegistrazione>
          {r.gruppi.length === 0 && <NessunGusto />}
          {r.gruppi.map((g) => (
            <Stack key={g.id} gap="3" data-testid="categoria-gruppo">
              <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2">
                <ColoreGusto colore={g.colore} size="4" /> {g.nome}
              </Heading>
              <SimpleGrid gap="3" {...griglia}>
                {g.gusti.map((gusto) => (
                  <Fragment key={gusto.id}>{renderGusto(r, gusto)}</Fragment>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          <CampoNote r={r} touch />
          <BarraInvio r={r} touch sticky />
        </Stack>
      </StatoCaricamento>
    </Box>
  );
}
