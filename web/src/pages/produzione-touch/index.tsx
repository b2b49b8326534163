import { Card, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { SchermataTouch, StepButton, formatQuantita, passiDelModo, ColoreGusto } from '../../features/produzione/components';
import type { RegistrazioneProduzione } from '../../features/produzione/use-registrazione-produzione';
import type { GustoRegistrazione } from '../../features/produzione/catalogo';

function CardGusto({ r, gusto }: { r: RegistrazioneProduzione; gusto: GustoRegistrazione }) {
  const q = r.quantitaDi(gusto.id);
  return (
    <Card.Root data-testid={`gusto-${gusto.id}`} borderLeftWidth="8px" borderLeftColor={gusto.colore} bg={q > 0 ? 'brand.subtle' : 'bg'}>
      <Card.Body p="4" gap="3">
        <Flex align="center" justify="space-between" gap="3">
          <Flex align="center" gap="2" minW="0">
            <ColoreGusto colore={gusto.colore} size="5" />
            <Text fontSize="xl" fontWeight="semibold" truncate>
              {gusto.nome}
            </Text>
          </Flex>
          <Text fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums" flexShrink={0} data-testid={`quantita-${gusto.id}`}>
            {formatQuantita(q)}
          </Text>
        </Flex>
        <SimpleGrid columns={5} gap="2">
          {passiDelModo(r).map((delta) => (
            <StepButton key={delta} r={r} gustoId={gusto.id} gustoNome={gusto.nome} delta={delta} size="xl" minH="14" px="0" fontSize="lg" />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** Produzione Touch: large cards for a tablet on the lab bench; -1, -0.5, +0.5, +1, +5 kg. */
export default function ProduzioneTouchPage() {
  return <SchermataTouch modo="touch" pageKey="produzione-touch" griglia={{ minChildWidth: '300px' }} renderGusto={(r, gusto) => <CardGusto r={r} gusto={gusto} />} />;
}
