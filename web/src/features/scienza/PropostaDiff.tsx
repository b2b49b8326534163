import { Alert, Badge, Box, Button, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { LuArrowRight, LuCheck, LuX } from 'react-icons/lu';
import { formatDecimal, formatEuro } from '../../lib/format';
import { formatIntervallo, formatScarto, formatValore, infoChiave, type Mancato } from './chiavi';
import type { ControlloDiff, RigaDiff } from './proposta';

interface Props {
  righe: readonly RigaDiff[];
  foodCostPrima: number;
  foodCostDopo: number;
  controlli: readonly ControlloDiff[];
  fattibile: boolean;
  mancati: readonly Mancato[];
  onAccetta: () => void;
  onScarta: () => void;
}

const Freccia = () => (
  <Box as="span" color="fg.muted" display="inline-flex" verticalAlign="middle" mx="1" aria-label="diventa">
    <LuArrowRight size="12" />
  </Box>
);

/** g and ml with 1 decimal, kg and l with 3, pieces whole. */
const quantita = (q: number, unita: string) => `${formatDecimal(q, unita === 'pz' ? 0 : unita === 'kg' || unita === 'l' ? 3 : 1)}\u00a0${unita}`;

/** The balancing proposal as a diff (old -> new) that the user accepts or discards. */
export function PropostaDiff({ righe, foodCostPrima, foodCostDopo, controlli, fattibile, mancati, onAccetta, onScarta }: Props) {
  const risparmio = foodCostPrima - foodCostDopo;
  return (
    <Stack gap="3" borderWidth="2px" borderColor={fattibile ? 'brand.200' : 'orange.300'} borderRadius="lg" p="3" bg="bg" data-testid="proposta">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">Proposta di bilanciamento</Text>
        {fattibile ? (
          <Badge colorPalette="green" variant="subtle">
            Tutti gli obiettivi rispettati
          </Badge>
        ) : (
          <Badge colorPalette="orange" variant="solid">
            Obiettivi non raggiungibili
          </Badge>
        )}
      </HStack>
      {!fattibile && mancati.length > 0 && (
        <Alert.Root status="warning" size="sm" borderRadius="md" data-testid="obiettivi-mancati">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Con questi ingredienti e vincoli non si raggiungono tutti gli obiettivi. La proposta si avvicina il più possibile:</Alert.Title>
            <Alert.Description>
              <List.Root ps="4" mt="1" gap="0.5">
                {mancati.map((m) => (
                  <List.Item key={m.chiave}>
                    {m.messaggio} <Text as="span" color="fg.muted">(scarto {formatScarto(m)})</Text>
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Quantità proposte">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Ingrediente</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Attuale</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Proposta</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Differenza</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {righe.map((r, i) => {
              const delta = r.dopo - r.prima;
              const cambiata = quantita(r.prima, r.unita) !== quantita(r.dopo, r.unita);
              return (
                <Table.Row key={`${r.ingredienteId}-${i}`} data-testid="proposta-riga" fontWeight={cambiata ? 'medium' : undefined}>
                  <Table.Cell>
                    {r.nome}
                    {r.indice === null && (
                      <Badge ms="2" size="xs" colorPalette="blue">
                        nuovo
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color="fg.muted">
                    {quantita(r.prima, r.unita)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {quantita(r.dopo, r.unita)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color={!cambiata ? 'fg.muted' : delta > 0 ? 'green.700' : 'red.700'}>
                    {cambiata ? `${delta > 0 ? '+' : '\u2212'}${quantita(Math.abs(delta), r.unita)}` : '='}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <HStack gap="2" wrap="wrap" fontSize="sm" data-testid="proposta-food-cost">
        <Text fontWeight="medium">Food cost</Text>
        <Text fontVariantNumeric="tabular-nums" color="fg.muted">
          {formatEuro(foodCostPrima)}/kg
        </Text>
        <Freccia />
        <Text fontVariantNumeric="tabular-nums" fontWeight="semibold">
          {formatEuro(foodCostDopo)}/kg
        </Text>
        {Math.abs(risparmio) >= 0.005 && (
          <Badge colorPalette={risparmio > 0 ? 'green' : 'red'} variant="subtle">
            {risparmio > 0 ? `−${formatEuro(risparmio)}/kg` : `+${formatEuro(-risparmio)}/kg`}
          </Badge>
        )}
      </HStack>
      {controlli.length > 0 && (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Obiettivi prima e dopo">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Obiettivo</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Intervallo</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Attuale</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Proposta</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {controlli.map((c) => (
                <Table.Row key={c.chiave} data-testid={`proposta-controllo-${c.chiave}`}>
                  <Table.Cell>{infoChiave(c.chiave).label}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" color="fg.muted" fontSize="xs">
                    {formatIntervallo(c.chiave, c.min, c.max)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color={c.prima && c.prima.esito !== 'ok' ? 'orange.700' : 'fg.muted'}>
                    {c.prima ? formatValore(c.chiave, c.prima.valore, { fisso: true }) : '-'}
                  </Table.Cell>
                  <Table.Cell
                    textAlign="end"
                    whiteSpace="nowrap"
                    fontVariantNumeric="tabular-nums"
                    fontWeight="semibold"
                    color={c.dopo.esito === 'ok' ? 'green.700' : 'orange.700'}
                    data-esito={c.dopo.esito}
                  >
                    {formatValore(c.chiave, c.dopo.valore, { fisso: true })}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <HStack justify="flex-end" gap="2">
        <Button size="sm" variant="outline" onClick={onScarta}>
          <LuX /> Scarta
        </Button>
        <Button size="sm" colorPalette="brand" onClick={onAccetta}>
          <LuCheck /> Accetta proposta
        </Button>
      </HStack>
    </Stack>
  );
}
