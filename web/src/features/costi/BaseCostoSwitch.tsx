import { HStack, SegmentGroup, Text } from '@chakra-ui/react';
import type { BaseCosto } from '../../gql/graphql';

/** Italian labels of the cost bases (the server's values: ultimo_prezzo, media_ponderata). */
export const BASI_COSTO: { value: BaseCosto; label: string }[] = [
  { value: 'ultimo_prezzo', label: 'Ultimo prezzo' },
  { value: 'media_ponderata', label: 'Media ponderata del magazzino' },
];

/** The food cost's basis switch (Gestione Gusti, Analytics; only where costs are shown). */
export function BaseCostoSwitch({ valore, onChange }: { valore: BaseCosto; onChange: (b: BaseCosto) => void }) {
  return (
    <HStack gap="2" wrap="wrap" maxW="full" minW="0" data-testid="base-costo">
      <Text as="span" fontSize="sm" color="fg.muted" id="base-costo-etichetta">
        Food cost a
      </Text>
      {/* segments of at least 48 px for a finger up to the tablet; on a phone a label wraps instead of running off the screen */}
      <SegmentGroup.Root
        size={{ base: 'lg', xl: 'sm' }}
        maxW="full"
        minW="0"
        css={{
          '& [data-part="item"]': { whiteSpace: 'normal', flexShrink: 1, minWidth: 0, height: 'auto', minHeight: { base: '12', xl: '8' }, lineHeight: 'short' },
          '& [data-part="item-text"]': { whiteSpace: 'normal' },
        }}
        value={valore}
        onValueChange={(e) => e.value && onChange(e.value as BaseCosto)}
        aria-labelledby="base-costo-etichetta"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={BASI_COSTO} />
      </SegmentGroup.Root>
    </HStack>
  );
}
