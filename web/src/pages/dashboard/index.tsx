import { Box, Button, Heading, HStack, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { useCurrentUser } from '../../app/auth-context';
import { PAGES, ROLE_LABELS, type PageKey } from '../../app/navigation';
import { usePageNavigation } from '../../app/navigation-context';
import { PageHeader } from '../../components/PageHeader';

const QUICK_ACTIONS: PageKey[] = ['produzione', 'storico-produzione', 'analytics'];

/** Placeholder dashboard until the role views of the spec are built. */
export default function DashboardPage() {
  const user = useCurrentUser();
  const { navigate } = usePageNavigation();
  return (
    <Box>
      <PageHeader title="Dashboard" description={`${ROLE_LABELS[user.ruolo]} · ${user.email}`} />
      <Box
        bgGradient="to-br"
        gradientFrom="brand.50"
        gradientTo="pistacchio.50"
        borderWidth="1px"
        borderColor="brand.100"
        borderRadius="2xl"
        p={{ base: '6', md: '8' }}
        mb="6"
      >
        <Heading as="h2" size="xl" data-testid="dashboard-greeting">
          Ciao, {user.nome}!
        </Heading>
        <Text mt="2" color="fg.muted">
          Benvenuto in Gelatiere. Da qui puoi registrare la produzione, consultare lo storico e le
          analisi del tuo laboratorio.
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {QUICK_ACTIONS.map((key) => (
          <Box key={key} bg="white" borderWidth="1px" borderColor="crema.300" borderRadius="xl" p="5">
            <HStack mb="3">
              <Icon as={PAGES[key].icon} boxSize="5" color="brand.solid" />
              <Text fontWeight="semibold">{PAGES[key].label}</Text>
            </HStack>
            <Button size="sm" variant="subtle" colorPalette="brand" onClick={() => navigate(key)}>
              Apri
            </Button>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
