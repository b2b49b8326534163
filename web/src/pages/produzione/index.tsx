import { Box, Button, Card, Flex, Grid, Heading, HStack, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { LuHand, LuTablet } from 'react-icons/lu';
import { PAGES } from '../../app/navigation';
import { usePageNavigation } from '../../app/navigation-context';
import { PageHeader } from '../../components/PageHeader';
import {
  BarraInvio,
  CampiProduzione,
  CampoNote,
  ColoreGusto,
  EsitoProduzione,
  FiltroCategorie,
  NessunGusto,
  StatoCaricamento,
  StepButton,
  formatQuantita,
} from '../../features/produzione/components';
import { useRegistrazioneProduzione, type RegistrazioneProduzione } from '../../features/produzione/use-registrazione-produzione';
import type { GustoRegistrazione } from '../../features/produzione/catalogo';

function RigaGusto({ r, gusto }: { r: RegistrazioneProduzione; gusto: GustoRegistrazione }) {
  const q = r.quantitaDi(gusto.id);
  const step = (delta: number) => <StepButton key={delta} r={r} gustoId={gusto.id} gustoNome={gusto.nome} delta={delta} size="sm" minW="12" />;
  return (
    <Flex
      data-testid={`gusto-${gusto.id}`}
      align="center"
      justify="space-between"
      wrap="wrap"
      gap="2"
      py="2"
      px="3"
      borderRadius="md"
      bg={q > 0 ? 'brand.subtle' : undefined}
    >
      <HStack gap="2" minW="0" flex="1 1 160px">
        <ColoreGusto colore={gusto.colore} size="4" />
        <Text fontWeight="medium" truncate>
          {gusto.nome}
        </Text>
      </HStack>
      <HStack gap="1">
        {r.config.decrementi.map((s) => step(-s))}
        <Text w="20" textAlign="center" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={`quantita-${gusto.id}`}>
          {formatQuantita(q)}
        </Text>
        {r.config.incrementi.map((s) => step(s))}
      </HStack>
    </Flex>
  );
}

/** Registra Produzione (standard mode): +/-0.5, 2, 4 kg per flavour. */
export default function ProduzionePage() {
  const r = useRegistrazioneProduzione('standard');
  const { navigate } = usePageNavigation();
  // From 1280 px the notes and the total sit in a side column (the 'xl' breakpoint of the grid).
  const [wide] = useMediaQuery(['(min-width: 1280px)'], { ssr: false });
  return (
    <Box>
      <PageHeader
        title={PAGES.produzione.label}
        description="Registra i kg prodotti per gusto, punto vendita e giorno."
        actions={
          <>
            <Button variant="outline" colorPalette="brand" onClick={() => navigate('produzione-touch')}>
              <LuHand /> Modalità Touch
            </Button>
            <Button variant="outline" colorPalette="brand" onClick={() => navigate('produzione-touch-2')}>
              <LuTablet /> Touch 2
            </Button>
          </>
        }
      />
      <StatoCaricamento r={r}>
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
          <Stack gap="4">
            <Card.Root>
              <Card.Body>
                <CampiProduzione r={r} />
              </Card.Body>
            </Card.Root>
            <FiltroCategorie r={r} />
            {r.gruppi.length === 0 && <NessunGusto />}
            {r.gruppi.map((g) => (
              <Card.Root key={g.id} borderTopWidth="4px" borderTopColor={g.colore} data-testid="categoria-gruppo">
                <Card.Header pb="2">
                  <Heading as="h2" size="md">
                    {g.nome}
                  </Heading>
                </Card.Header>
                <Card.Body pt="0" px="2">
                  {g.gusti.map((gusto) => (
                    <RigaGusto key={gusto.id} r={r} gusto={gusto} />
                  ))}
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
          <Stack gap="4" position={{ xl: 'sticky' }} top={{ xl: '4' }}>
            <EsitoProduzione r={r} />
            <Card.Root>
              <Card.Body>
                <Stack gap="4">
                  <CampoNote r={r} />
                </Stack>
              </Card.Body>
            </Card.Root>
            <BarraInvio r={r} vertical={wide} />
          </Stack>
        </Grid>
      </StatoCaricamento>
    </Box>
  );
}
