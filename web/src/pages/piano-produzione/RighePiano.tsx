import { Box, Button, Flex, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMinus, LuPlus, LuTruck } from 'react-icons/lu';
import { useMediaQuery } from '../../app/use-is-mobile';
import { DataTable, type Column } from '../../components/DataTable';
import { SectionCard } from '../../components/SectionCard';
import { notifyError } from '../../components/notify';
import { apriPdf } from '../../features/allergeni/apri-pdf';
import { NomeGusto } from '../../features/produzione/components';
import type { PianoCompletoFragment } from '../../gql/graphql';
import { formatCount, formatDateTime } from '../../lib/format';
import { MSG_PIANO, chiaveRiga, gruppiPerPunto, intervallo, kg1, leggiVaschette, passo, percorsoTrasferimento, type Bozza, type GruppoPunto } from './piano-state';

export type RigaPiano = PianoCompletoFragment['righe'][number];

/** From here (Chakra's `md`) the rows are a table; a phone gets one card per flavour. */
const TABELLA_QUERY = '(min-width: 768px)';

interface Modifica {
  bozza: Bozza;
  /** Null when the plan is read-only (operator, or the production is recorded). */
  onCambia: ((chiave: string, testo: string) => void) | null;
}

/** Trays of a row: − [count] + with 44 px targets; the count alone when read-only. */
function Vaschette({ r, bozza, onCambia }: { r: RigaPiano } & Modifica) {
  const chiave = chiaveRiga(r);
  const testo = bozza[chiave];
  if (!onCambia) {
    return (
      <Text fontSize="lg" fontWeight="bold" textAlign="end" data-testid={`vaschette-${chiave}`}>
        {r.vaschette}
      </Text>
    );
  }
  const valore = testo ?? String(r.vaschette);
  const invalido = leggiVaschette(valore) === null;
  const cambiata = !invalido && Number(valore) !== r.vaschette;
  const nome = `${r.gustoNome}, ${r.puntoVenditaNome}`;
  return (
    <HStack gap="1" justify="flex-end">
      <IconButton size="lg" variant="outline" aria-label={`Una vaschetta in meno: ${nome}`} disabled={!invalido && Number(valore) <= 0} onClick={() => onCambia(chiave, passo(testo, r.vaschette, -1))}>
        <LuMinus />
      </IconButton>
      <Input
        size="lg"
        w="16"
        textAlign="center"
        fontWeight="bold"
        inputMode="numeric"
        autoComplete="off"
        aria-label={`Vaschette ${nome}`}
        aria-invalid={invalido || undefined}
        data-testid={`vaschette-${chiave}`}
        borderColor={invalido ? 'border.error' : cambiata ? 'orange.500' : undefined}
        borderWidth={cambiata || invalido ? '2px' : undefined}
        bg={cambiata ? 'orange.50' : 'bg'}
        value={valore}
        onChange={(e) => onCambia(chiave, e.currentTarget.value)}
        onFocus={(e) => e.currentTarget.select()}
      />
      <IconButton size="lg" variant="outline" aria-label={`Una vaschetta in più: ${nome}`} onClick={() => onCambia(chiave, passo(testo, r.vaschette, 1))}>
        <LuPlus />
      </IconButton>
    </HStack>
  );
}

/** Who changed the row's trays last, and when (nothing while it is the plan's proposal). */
function UltimaModifica({ r }: { r: RigaPiano }) {
  if (!r.modificataDa) return null;
  return (
    <Text fontSize="xs" color="fg.muted">
      Modificata da {r.modificataDa}
      {r.modificataIl ? ` il ${formatDateTime(r.modificataIl)}` : ''}
    </Text>
  );
}

const Previsione = ({ r }: { r: RigaPiano }) => (
  <Box textAlign="end">
    <Text fontWeight="semibold" whiteSpace="nowrap">
      {kg1(r.kgPrevisti)}
    </Text>
    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" title="Intervallo dell'80 %">
      {intervallo(r.kgMin, r.kgMax)}
    </Text>
  </Box>
);

const Numero = ({ children }: { children: string }) => (
  <Text as="span" whiteSpace="nowrap">
    {children}
  </Text>
);

function colonne(m: Modifica): Column<RigaPiano>[] {
  return [
    {
      key: 'gusto',
      header: 'Gusto',
      render: (r) => (
        <Stack gap="0.5" minW="8rem">
          <NomeGusto nome={r.gustoNome} fontWeight="medium" />
          <UltimaModifica r={r} />
        </Stack>
      ),
    },
    { key: 'previsione', header: 'Previsione (80 %)', align: 'end', render: (r) => <Previsione r={r} /> },
    { key: 'vetrina', header: 'In vetrina', align: 'end', render: (r) => <Numero>{kg1(r.kgInVetrina)}</Numero> },
    { key: 'freezer', header: 'In freezer', align: 'end', render: (r) => <Numero>{kg1(r.kgInFreezer)}</Numero> },
    { key: 'proposte', header: 'Proposte', align: 'end', render: (r) => <Numero>{String(r.vaschetteProposte)}</Numero> },
    { key: 'vaschette', header: 'Vaschette', align: 'end', render: (r) => <Vaschette r={r} {...m} /> },
  ];
}

/** A figure of a phone card: small label over the value. */
const Figura = ({ label, children }: { label: string; children: string }) => (
  <Box>
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text fontWeight="semibold">{children}</Text>
  </Box>
);

/** One flavour of a sales point as a card (phones). */
function CartaRiga({ r, ...m }: { r: RigaPiano } & Modifica) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" p="3" bg="bg">
      <NomeGusto nome={r.gustoNome} fontWeight="semibold" fontSize="lg" />
      <UltimaModifica r={r} />
      <SimpleGrid columns={2} gap="2" mt="2">
        <Figura label="Previsione">{`${kg1(r.kgPrevisti)} (${intervallo(r.kgMin, r.kgMax)})`}</Figura>
        <Figura label="Proposte">{formatCount(r.vaschetteProposte, 'vaschetta', 'vaschette')}</Figura>
        <Figura label="In vetrina">{kg1(r.kgInVetrina)}</Figura>
        <Figura label="In freezer">{kg1(r.kgInFreezer)}</Figura>
      </SimpleGrid>
      <Flex mt="3" align="center" justify="space-between" gap="2">
        <Text fontWeight="medium">Vaschette</Text>
        <Vaschette r={r} {...m} />
      </Flex>
    </Box>
  );
}

/** The transfer note of a sales point (PDF: trays, flavours, lots). */
function BollaTrasferimento({ data, g }: { data: string; g: GruppoPunto<RigaPiano> }) {
  const [attesa, setAttesa] = useState(false);
  const stampa = async () => {
    setAttesa(true);
    try {
      await apriPdf(percorsoTrasferimento(data, g.puntoVenditaId), `trasferimento-${data}-${g.puntoVenditaNome}.pdf`);
    } catch (e) {
      notifyError(MSG_PIANO.stampa, e instanceof Error ? e.message : undefined);
    } finally {
      setAttesa(false);
    }
  };
  return (
    <Button size="lg" variant="outline" colorPalette="brand" loading={attesa} loadingText="PDF..." aria-label={`Bolla di trasferimento ${g.puntoVenditaNome}`} onClick={() => void stampa()}>
      <LuTruck /> Bolla di trasferimento
    </Button>
  );
}

/** Per sales point, per flavour: the forecast, what is in the cases and freezers, the trays proposed and to make. */
export function RighePiano({ data, righe, bozza, onCambia, stampaBolle }: { data: string; righe: readonly RigaPiano[]; stampaBolle: boolean } & Modifica) {
  const tabella = useMediaQuery(TABELLA_QUERY);
  const m = { bozza, onCambia };
  const cols = colonne(m);
  return (
    <Stack gap="5">
      {gruppiPerPunto(righe).map((g) => (
        <SectionCard
          key={g.puntoVenditaId}
          title={g.puntoVenditaNome}
          description={`${formatCount(g.vaschette, 'vaschetta', 'vaschette')} · ${kg1(g.kg)} · ${formatCount(g.righe.length, 'gusto', 'gusti')}`}
          actions={stampaBolle ? <BollaTrasferimento data={data} g={g} /> : undefined}
          testId={`punto-${g.puntoVenditaId}`}
        >
          {tabella ? (
            <DataTable caption={`Vaschette di ${g.puntoVenditaNome}`} columns={cols} rows={g.righe} rowKey={chiaveRiga} />
          ) : (
            <Stack as="ul" gap="2" aria-label={`Vaschette di ${g.puntoVenditaNome}`}>
              {g.righe.map((r) => (
                <CartaRiga key={chiaveRiga(r)} r={r} {...m} />
              ))}
            </Stack>
          )}
        </SectionCard>
      ))}
    </Stack>
  );
}

