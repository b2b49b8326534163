import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuInfo } from 'react-icons/lu';
import { ROLE_COLORS, ROLE_LABELS } from '../../app/navigation';
import type { Ruolo } from '../../gql/graphql';

const GUIDE: { ruolo: Ruolo; text: string }[] = [
  {
    ruolo: 'admin',
    text: 'Accesso completo: gestisce utenti, punti vendita, gusti, ingredienti, produzione, analytics e tutte le impostazioni.',
  },
  {
    ruolo: 'manager',
    text: "Gestisce gusti, ingredienti e produzione (modifica ed eliminazione comprese), vede i costi, i punti vendita e l'elenco utenti senza modificarli.",
  },
  {
    ruolo: 'operatore',
    text: 'Registra la produzione giornaliera, consulta lo storico e le analytics e invia le email di produzione.',
  },
];

/** The box explaining the three roles (spec section 2, Gestione Utenti). */
export function RoleGuide() {
  return (
    <Box
      as="section"
      aria-labelledby="role-guide-title"
      data-testid="role-guide"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      mb="5"
    >
      <HStack gap="2" mb="3" color="brand.fg">
        <LuInfo />
        <Heading as="h2" size="sm" id="role-guide-title">
          Guida ai ruoli
        </Heading>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {GUIDE.map(({ ruolo, text }) => (
          <Stack key={ruolo} gap="1">
            <Badge alignSelf="flex-start" colorPalette={ROLE_COLORS[ruolo]} variant="solid">
              {ROLE_LABELS[ruolo]}
            </Badge>
            <Text fontSize="sm" color="fg">
              {text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
