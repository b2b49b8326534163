import { Badge, Box, Flex, HStack, Table, Text } from '@chakra-ui/react';
import { BarraObiettivo, type Esito } from './BarraObiettivo';
import { formatIntervallo, formatValore, infoChiave } from './chiavi';

export interface ControlloVista {
  chiave: string;
  valore: number;
  min?: number | null;
  max?: number | null;
  esito: Esito;
}

/** Rows of the composition table, in the order a gelato maker reads them; `sotto` = indented detail. */
const RIGHE: { chiave: string; sotto?: boolean; soloSePresente?: boolean }[] = [
  { chiave: 'acqua' },
  { chiave: 'solidi_totali' },
  { chiave: 'grassi' },
  { chiave: 'grassi_saturi', sotto: true, soloSePresente: true },
  { chiave: 'slng' },
  { chiave: 'zuccheri' },
  { chiave: 'saccarosio', sotto: true, soloSePresente: true },
  { chiave: 'glucosio', sotto: true, soloSePresente: true },
  { chiave: 'fruttosio', sotto: true, soloSePresente: true },
  { chiave: 'lattosio', sotto: true, soloSePresente: true },
  { chiave: 'maltosio', sotto: true, soloSePresente: true },
  { chiave: 'proteine' },
  { chiave: 'fibre', soloSePresente: true },
  { chiave: 'alcol', soloSePresente: true },
  { chiave: 'sale', soloSePresente: true },
  { chiave: 'stabilizzanti' },
  { chiave: 'altri_solidi' },
  { chiave: 'pod' },
];

interface Props {
  /** g per 100 g of mix by snake_case key (pod included) */
  valori: Readonly<Record<string, number>>;
  controlli: readonly ControlloVista[];
}

/**
 * The mix composition per 100 g with the profile's target bars: inside the range green, outside
 * amber with the number and the range.
 */
export function ComposizioneTabella({ valori, controlli }: Props) {
  const perChiave = new Map(controlli.map((c) => [c.chiave, c]));
  const righe = RIGHE.filter((r) => !r.soloSePresente || (valori[r.chiave] ?? 0) > 0 || perChiave.has(r.chiave));
  return (
    <Table.Root size="sm" aria-label="Composizione del mix" css={{ '& td, & th': { px: '2' } }}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Componente</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
            per 100 g
          </Table.ColumnHeader>
          <Table.ColumnHeader width="45%">Obiettivo</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {righe.map(({ chiave, sotto }) => {
          const c = perChiave.get(chiave);
          const fuori = c !== undefined && c.esito !== 'ok';
          return (
            <Table.Row key={chiave} data-testid={`composizione-${chiave}`}>
              <Table.Cell ps={sotto ? '6' : '2'} color={sotto ? 'fg.muted' : undefined} fontSize={sotto ? 'xs' : 'sm'} title={infoChiave(chiave).descrizione}>
                {infoChiave(chiave).label}
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
                fontWeight={fuori ? 'semibold' : undefined}
                color={fuori ? 'orange.700' : sotto ? 'fg.muted' : undefined}
                fontSize={sotto ? 'xs' : 'sm'}
              >
                {formatValore(chiave, valori[chiave], { fisso: true })}
              </Table.Cell>
              <Table.Cell>
                {c && <ObiettivoCella controllo={c} />}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

function ObiettivoCella({ controllo: c }: { controllo: ControlloVista }) {
  const min = c.min ?? null;
  const max = c.max ?? null;
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap={{ base: '1', sm: '2' }} minW="0">
      <Box flex="1" minW="16">
        <BarraObiettivo chiave={c.chiave} valore={c.valore} min={min} max={max} esito={c.esito} />
      </Box>
      <HStack gap="1.5" justify="space-between" flexShrink={0}>
        <Text fontSize="xs" color={c.esito === 'ok' ? 'fg.muted' : 'orange.700'} whiteSpace="nowrap" fontVariantNumeric="tabular-nums" w={{ sm: '16' }} textAlign={{ sm: 'end' }}>
          {formatIntervallo(c.chiave, min, max)}
        </Text>
        <Box w={{ sm: '10' }} textAlign="end">
          {c.esito !== 'ok' && <EsitoBadge esito={c.esito} />}
        </Box>
      </HStack>
    </Flex>
  );
}

export function EsitoBadge({ esito }: { esito: Esito }) {
  if (esito === 'ok') {
    return (
      <Badge size="xs" colorPalette="green" variant="subtle">
        ok
      </Badge>
    );
  }
  return (
    <Badge size="xs" colorPalette="orange" variant="solid">
      {esito === 'alto' ? 'alto' : 'basso'}
    </Badge>
  );
}
