import { Box, Flex, SimpleGrid } from '@chakra-ui/react';
import { CampoQuantita, NomeGusto, SchermataTouch, StepButton, passiDelModo } from '../../features/produzione/components';
import { Suggerito } from '../../features/produzione/Suggerimento';
import type { RegistrazioneProduzione } from '../../features/produzione/use-registrazione-produzione';
import type { GustoRegistrazione } from '../../features/produzione/catalogo';

/** A square flavour tile (taller when a long name needs a second line): colour band, name, big quantity, +1 / +2 / -1. */
function TileGusto({ r, gusto }: { r: RegistrazioneProduzione; gusto: GustoRegistrazione }) {
  const q = r.quantitaDi(gusto.id);
  return (
    <Flex
      data-testid={`gusto-${gusto.id}`}
      direction="column"
      aspectRatio="1"
      borderRadius="xl"
      borderWidth="2px"
      borderColor={q > 0 ? 'brand.solid' : 'border'}
      bg="bg"
      boxShadow={q > 0 ? 'md' : 'xs'}
    >
      <Box h="3" bg={gusto.colore} borderBottomWidth="1px" borderColor="blackAlpha.200" borderTopRadius="calc(var(--chakra-radii-xl) - 2px)" flexShrink={0} />
      <Flex direction="column" flex="1" px={{ base: '1.5', md: '2' }} py="2" gap="1">
        <NomeGusto nome={gusto.nome} fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }} textAlign="center" />
        <Suggerito r={r} gustoId={gusto.id} fontSize="xs" textAlign="center" />
        <Flex flex="1" align="center" justify="center">
          <CampoQuantita r={r} gusto={gusto} size="xl" align="center" />
        </Flex>
        <SimpleGrid columns={3} gap="1">
          {passiDelModo(r).map((delta) => (
            <StepButton key={delta} r={r} gustoId={gusto.id} gustoNome={gusto.nome} delta={delta} minH="12" h="12" px="0" fontSize="lg" />
          ))}
        </SimpleGrid>
      </Flex>
    </Flex>
  );
}

/** Touch Produzione 2: a grid of square flavour tiles; notes up to 200 characters. */
export default function ProduzioneTouch2Page() {
  return <SchermataTouch modo="touch2" pageKey="produzione-touch-2" griglia={{ gridTemplateColumns: { base: 'repeat(auto-fill, minmax(160px, 1fr))', md: 'repeat(auto-fill, minmax(200px, 1fr))' } }} renderGusto={(r, gusto) => <TileGusto r={r} gusto={gusto} />} />;
}
