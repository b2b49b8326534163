import { Box, Card, Flex, SimpleGrid } from '@chakra-ui/react';
import { CampoQuantita, ColoreGusto, NomeGusto, SchermataTouch, StepButton, passiDelModo } from '../../features/produzione/components';
import { Suggerito } from '../../features/produzione/Suggerimento';
import type { RegistrazioneProduzione } from '../../features/produzione/use-registrazione-produzione';
import type { GustoRegistrazione } from '../../features/produzione/catalogo';

function CardGusto({ r, gusto }: { r: RegistrazioneProduzione; gusto: GustoRegistrazione }) {
  const q = r.quantitaDi(gusto.id);
  return (
    <Card.Root data-testid={`gusto-${gusto.id}`} borderLeftWidth="8px" borderLeftColor={gusto.colore} bg={q > 0 ? 'brand.subtle' : 'bg'}>
      <Card.Body p={{ base: '3', md: '4' }} gap="3">
        {/* The name keeps its words whole: when it does not fit beside the kg, the kg goes on the line below. */}
        <Flex align="center" justify="space-between" wrap="wrap" columnGap="2" rowGap="1">
          <Flex align="center" gap="2" flex="1 1 auto" maxW="full">
            <ColoreGusto colore={gusto.colore} size="5" />
            <NomeGusto nome={gusto.nome} fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" />
          </Flex>
          <Box ms="auto">
            <CampoQuantita r={r} gusto={gusto} size="xl" />
          </Box>
        </Flex>
        <Suggerito r={r} gustoId={gusto.id} fontSize="md" mt="-2" />
        <SimpleGrid columns={5} gap="2" mt="auto">
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
