import { Box, Button, Container, HStack, Link } from '@chakra-ui/react';
import { LuLogIn } from 'react-icons/lu';
import { BrandMark } from '../components/BrandMark';

const NAV = [
  { href: '#features', label: 'Funzionalità' },
  { href: '#testimonials', label: 'Testimonianze' },
  { href: '#pricing', label: 'Prezzi' },
];

export function LandingHeader({ onLogin }: { onLogin: () => void }) {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgba(255, 252, 247, 0.85)"
      backdropFilter="blur(10px)"
      borderBottomWidth="1px"
      borderColor="crema.200"
    >
      <Container maxW="6xl" py="3">
        <HStack justify="space-between" gap="4">
          <BrandMark />
          <HStack as="nav" gap="7" display={{ base: 'none', md: 'flex' }} aria-label="Sezioni">
            {NAV.map((item) => (
              <Link key={item.href} href={item.href} fontWeight="medium" color="cioccolato.700" _hover={{ color: 'brand.fg' }}>
                {item.label}
              </Link>
            ))}
          </HStack>
          <Button colorPalette="brand" size="sm" onClick={onLogin} data-testid="landing-login-button">
            <LuLogIn /> Accedi
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
