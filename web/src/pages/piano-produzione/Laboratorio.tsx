import { Badge, Box, Circle, Flex, Heading, HStack, Icon, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Fragment } from 'react';
import { LuSprayCan } from 'react-icons/lu';
import { EmptyState } from '../../components/EmptyState';
import { SectionCard } from '../../components/SectionCard';
import { NomeGusto } from '../../features/produzione/components';
import type { PianoCompletoFragment } from '../../gql/graphql';
import { formatCount } from '../../lib/format';
import { cicliPerMantecatore, kg1 } from './piano-state';

type Ciclo = PianoCompletoFragment['cicli'][number];

/** A cleaning of the batch freezer before the next cycle (the run order could not avoid it). */
const Pulizia = () => (
  <HStack as="li" gap="2" px="3" py="2" borderRadius="md" bg="blue.50" color="blue.800" fontWeight="medium" data-testid="pulizia">
    <Icon as={LuSprayCan} aria-hidden />
    <Text>Pulizia del mantecatore</Text>
  </HStack>
);

function RigaCiclo({ c }: { c: Ciclo }) {
  return (
    <Flex as="li" gap="3" align="flex-start" p="3" borderWidth="1px" borderRadius="md" bg="bg" data-testid="ciclo">
      <Circle size="8" bg="brand.subtle" color="brand.fg" fontWeight="bold" flexShrink={0} aria-label={`Ciclo ${c.ordine}`}>
        {c.ordine}
      </Circle>
      <Box flex="1" minW="0">
        <Flex gap="2" wrap="wrap" justify="space-between">
          <NomeGusto nome={c.gustoNome} fontWeight="semibold" />
          <Text fontWeight="semibold" whiteSpace="nowrap">
            {kg1(c.kg)}
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {c.inizio}–{c.fine}
        </Text>
        {c.allergeni.length > 0 && (
          <Wrap gap="1" mt="1" aria-label="Allergeni">
            {c.allergeni.map((a) => (
              <Badge key={a} colorPalette="orange" variant="subtle" size="sm">
                {a}
              </Badge>
            ))}
          </Wrap>
        )}
      </Box>
    </Flex>
  );
}

/** The laboratory's day: the cycles of each batch freezer in run order, with the cleanings between them. */
export function Laboratorio({ cicli, pulizie }: { cicli: readonly Ciclo[]; pulizie: number }) {
  const mantecatori = cicliPerMantecatore(cicli);
  return (
    <SectionCard
      title="Giornata del laboratorio"
      description={`${formatCount(cicli.length, 'ciclo', 'cicli')} · ${formatCount(pulizie, 'pulizia', 'pulizie')}. Prima i gusti senza allergeni e leggeri, la frutta a guscio per ultima.`}
      testId="laboratorio"
    >
      {mantecatori.length === 0 ? (
        <EmptyState title="Nessun ciclo" description="Senza vaschette da produrre il laboratorio non ha cicli." />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: Math.min(2, mantecatori.length) }} gap="4">
          {mantecatori.map((m) => (
            <Box key={m.nome} as="section" aria-label={`Mantecatore ${m.nome}`} borderWidth="1px" borderColor="crema.300" borderRadius="lg" p="3" bg="crema.50">
              <Flex gap="2" wrap="wrap" justify="space-between" align="baseline" mb="3">
                <Heading as="h3" size="md">
                  {m.nome}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {m.inizio}–{m.fine} · {formatCount(m.cicli.length, 'ciclo', 'cicli')} · {formatCount(m.pulizie, 'pulizia', 'pulizie')}
                </Text>
              </Flex>
              <Stack as="ol" gap="2" listStyleType="none">
                {m.cicli.map((c) => (
                  <Fragment key={c.ordine}>
                    {c.puliziaPrima && <Pulizia />}
                    <RigaCiclo c={c} />
                  </Fragment>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
