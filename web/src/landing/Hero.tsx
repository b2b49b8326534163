import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { AppPreview } from './AppPreview';

export function Hero({ onLogin }: { onLogin: () => void }) {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientVia="crema.50"
      gradientTo="pistacchio.50"
      overflow="hidden"
    >
      <Container maxW="6xl" py={{ base: '12', md: '20' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '14' }} alignItems="center">
          <Stack gap="6">
            <Badge alignSelf="flex-start" colorPalette="pistacchio" variant="subtle" size="lg" borderRadius="full" px="3">
              <LuSparkles /> Il gestionale per gelaterie artigianali
            </Badge>
            <Heading
              id="hero-title"
              as="h1"
              fontSize={{ base: '4xl', md: '5xl', lg: '6xl' }}
              lineHeight="1.05"
              letterSpacing="tight"
              color="cioccolato.900"
            >
              Il tuo laboratorio di gelato,{' '}
              <Box as="span" color="brand.solid">
                sotto controllo
              </Box>
              .
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="cioccolato.700" maxW="xl">
              Produzione giornaliera, ricette, food cost, valori PAC e POD, punti vendita e analytics:
              tutto in un’unica app, pensata da e per i gelatieri.
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button size="lg" colorPalette="brand" onClick={onLogin} data-testid="hero-trial-button">
                Prova gratis per 30 giorni
              </Button>
              <Button size="lg" variant="outline" colorPalette="brand" bg="white" onClick={onLogin}>
                Accedi
              </Button>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Nessuna carta di credito richiesta · Disdici quando vuoi
            </Text>
          </Stack>
          <AppPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
