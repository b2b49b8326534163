import { Box, Circle, Container, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuQuote, LuStar } from 'react-icons/lu';
import { TESTIMONIALS } from './content';
import { SectionHeading } from './SectionHeading';

export function Testimonials() {
  return (
    <Box as="section" id="testimonials" aria-labelledby="testimonials-title" py={{ base: '16', md: '24' }} bg="crema.100" scrollMarginTop="16">
      <Container maxW="6xl">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonianze"
          title="Scelto dai maestri gelatieri"
          text="Gelaterie e laboratori in tutta Italia organizzano la produzione con Gelatiere."
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {TESTIMONIALS.map((t) => (
            <Stack key={t.name} as="figure" bg="white" borderRadius="2xl" p="7" gap="5" boxShadow="sm" justify="space-between">
              <Stack gap="4">
                <HStack justify="space-between">
                  <HStack gap="0.5" color="orange.400" role="img" aria-label="5 stelle su 5">
                    {[0, 1, 2, 3, 4].map((i) => (
                      <Icon key={i} as={LuStar} boxSize="4" fill="currentColor" />
                    ))}
                  </HStack>
                  <Icon as={LuQuote} boxSize="7" color="brand.200" />
                </HStack>
                <Text as="blockquote" color="cioccolato.700" fontSize="md" lineHeight="tall">
                  “{t.quote}”
                </Text>
              </Stack>
              <HStack as="figcaption" gap="3">
                <Circle size="11" bg="pistacchio.100" color="pistacchio.800" fontWeight="bold" fontSize="sm">
                  {t.initials}
                </Circle>
                <Box>
                  <Text fontWeight="bold" color="cioccolato.900">
                    {t.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t.role}
                  </Text>
                </Box>
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
