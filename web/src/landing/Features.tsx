import { Box, Container, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { FEATURES } from './content';
import { SectionHeading } from './SectionHeading';

export function Features() {
  return (
    <Box as="section" id="features" aria-labelledby="features-title" py={{ base: '16', md: '24' }} scrollMarginTop="16">
      <Container maxW="6xl">
        <SectionHeading
          id="features-title"
          eyebrow="Funzionalità"
          title="Tutto ciò che serve al tuo laboratorio"
          text="Dalla vetrina al laboratorio: meno carta, più tempo per creare nuovi gusti."
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {FEATURES.map((feature) => (
            <Box
              key={feature.title}
              bg="white"
              borderRadius="2xl"
              borderWidth="1px"
              borderColor="crema.200"
              p="7"
              transition="transform 0.15s ease, box-shadow 0.15s ease"
              _hover={{ transform: 'translateY(-3px)', boxShadow: 'lg' }}
            >
              <Box display="inline-flex" p="3" borderRadius="xl" bg="brand.50" color="brand.solid" mb="4">
                <Icon as={feature.icon} boxSize="6" />
              </Box>
              <Heading as="h3" size="md" mb="2" color="cioccolato.900">
                {feature.title}
              </Heading>
              <Text color="cioccolato.700">{feature.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
