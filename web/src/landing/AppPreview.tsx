import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatKg } from '../lib/format';

const SAMPLE_FLAVOURS = [
  { name: 'Pistacchio di Bronte', kg: 14.5, color: '#93c572' },
  { name: 'Fragola', kg: 11, color: '#f26b8f' },
  { name: 'Cioccolato fondente', kg: 9.5, color: '#6b3e2e' },
  { name: 'Fior di latte', kg: 7.5, color: '#e2cfa3' },
];
const MAX_KG = 14.5;

/** A decorative mock of the app for the hero (sample numbers). */
export function AppPreview() {
  return (
    <Box
      aria-hidden
      bg="white"
      borderRadius="3xl"
      boxShadow="0 30px 60px -20px rgba(167, 41, 79, 0.35)"
      borderWidth="1px"
      borderColor="brand.100"
      p={{ base: '5', md: '7' }}
      transform={{ lg: 'rotate(1.5deg)' }}
    >
      <HStack justify="space-between" mb="5">
        <Text fontWeight="bold" color="cioccolato.900">
          Produzione di oggi
        </Text>
        <Text fontSize="sm" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
          Laboratorio Centrale
        </Text>
      </HStack>
      <SimpleGrid columns={3} gap={{ base: '2', sm: '3' }} mb="6">
        {[
          { label: 'Kg prodotti', value: '42,5 kg', bg: 'brand.50', color: 'brand.fg' },
          { label: 'Food cost', value: '€ 168,40', bg: 'pistacchio.50', color: 'pistacchio.fg' },
          { label: 'Gusti', value: '18', bg: 'crema.100', color: 'cioccolato.700' },
        ].map((stat) => (
          <Box key={stat.label} bg={stat.bg} borderRadius="xl" p={{ base: '2.5', sm: '3' }} minW="0">
            <Text fontSize="xs" color="fg.muted">
              {stat.label}
            </Text>
            <Text fontWeight="extrabold" fontSize={{ base: 'sm', sm: 'md', md: 'xl' }} color={stat.color} whiteSpace="nowrap">
              {stat.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Stack gap="3">
        {SAMPLE_FLAVOURS.map((f) => (
          <Box key={f.name}>
            <HStack justify="space-between" fontSize="sm" mb="1">
              <HStack gap="2">
                <Box w="3" h="3" borderRadius="full" bg={f.color} borderWidth="1px" borderColor="blackAlpha.200" />
                <Text color="cioccolato.700">{f.name}</Text>
              </HStack>
              <Text fontWeight="semibold">{formatKg(f.kg)}</Text>
            </HStack>
            <Box h="2" bg="crema.100" borderRadius="full" overflow="hidden">
              <Box h="full" w={`${(f.kg / MAX_KG) * 100}%`} bg={f.color} borderRadius="full" />
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
