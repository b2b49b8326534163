import { Box, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '../app/config';
import { BrandMark } from '../components/BrandMark';

const FOOTER_LINKS = [
  { id: 'privacy', label: 'Privacy' },
  { id: 'terms', label: 'Termini di servizio' },
  { id: 'support', label: 'Supporto' },
  { id: 'contact', label: 'Contatti' },
];

export function LandingFooter() {
  return (
    <Box as="footer" bg="cioccolato.900" color="whiteAlpha.900" py="12">
      <Container maxW="6xl">
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="8">
          <Stack gap="2" maxW="sm">
            <BrandMark color="white" />
            <Text color="whiteAlpha.700" fontSize="sm">
              Il gestionale per gelaterie e laboratori di gelato artigianale.
            </Text>
          </Stack>
          <HStack as="nav" aria-label="Informazioni" gap={{ base: '5', md: '8' }} wrap="wrap" align="flex-start">
            {FOOTER_LINKS.map((link) => (
              <Link key={link.id} id={link.id} href={`#${link.id}`} color="whiteAlpha.800" _hover={{ color: 'white' }}>
                {link.label}
              </Link>
            ))}
          </HStack>
        </Flex>
        <Text mt="10" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.200" fontSize="sm" color="whiteAlpha.600">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Tutti i diritti riservati.
        </Text>
      </Container>
    </Box>
  );
}
