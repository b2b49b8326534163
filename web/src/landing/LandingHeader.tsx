import { Box, Button, Container, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuLogIn, LuMenu, LuX } from 'react-icons/lu';
import { BrandMark } from '../components/BrandMark';

const NAV = [
  { href: '#features', label: 'Funzionalità' },
  { href: '#testimonials', label: 'Testimonianze' },
  { href: '#pricing', label: 'Prezzi' },
];

const MENU_ID = 'landing-menu-sezioni';

/**
 * The landing's top bar: the section links inline from md up; below md a menu button (a disclosure:
 * aria-expanded, Escape closes it and gives the focus back) opens them in a panel under the bar.
 */
export function LandingHeader({ onLogin }: { onLogin: () => void }) {
  const [aperto, setAperto] = useState(false);
  const bottone = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!aperto) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setAperto(false);
      bottone.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [aperto]);

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
          <HStack gap="2">
            <Button colorPalette="brand" size="sm" onClick={onLogin} data-testid="landing-login-button">
              <LuLogIn /> Accedi
            </Button>
            <IconButton
              ref={bottone}
              hideFrom="md"
              variant="outline"
              size="md"
              aria-label={aperto ? 'Chiudi il menu delle sezioni' : 'Apri il menu delle sezioni'}
              aria-expanded={aperto}
              aria-controls={MENU_ID}
              onClick={() => setAperto((a) => !a)}
              data-testid="landing-menu-button"
            >
              {aperto ? <LuX /> : <LuMenu />}
            </IconButton>
          </HStack>
        </HStack>
        {aperto && (
          <Stack as="nav" id={MENU_ID} aria-label="Sezioni" hideFrom="md" gap="1" pt="3" data-testid="landing-menu">
            {NAV.map((item) => (
              <Link
                key={item.href}
                href={item.href}
                fontWeight="medium"
                color="cioccolato.700"
                minH="11"
                px="2"
                borderRadius="md"
                _hover={{ bg: 'crema.200' }}
                onClick={() => setAperto(false)}
              >
                {item.label}
              </Link>
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
