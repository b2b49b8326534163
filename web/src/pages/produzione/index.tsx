import { Box, Button, Card, Flex, Grid, Heading, Stack, useMediaQuery } from '@chakra-ui/react';
import { LuHand, LuTablet } from 'react-icons/lu';
import { PAGES } from '../../app/navigation';
import { usePageNavigation } from '../../app/navigation-context';
import { PageHeader } from '../../components/PageHeader';
import {
  BarraInvio,
  CampiProduzione,
  CampoNote,
  CampoQuantita,
  ColoreGusto,
  FiltroCategorie,
  ImpostazioniRegistrazione,
  NomeGusto,
  NessunGusto,
  StatoCaricamento,
  StepButton,
} from '../../features/produzione/components';
import { FoglioPesataButton } from '../../features/produzione/FoglioPesataButton';
import { BarraSuggeriti, Suggerito } from '../../features/produzione/Suggerimento';
import { useRegistrazioneProduzione, type RegistrazioneProduzione } from '../../features/produzione/use-registrazione-produzione';
import type { GustoRegistrazione } from '../../features/produzione/catalogo';

/** Container width from which a flavour row fits on one line (name, minus steps, kg, plus steps). */
const RIGA_UNA_LINEA = '@container (min-width: 34rem)';

/**
 * One flavour: on a narrow card the name (wrapping) and the kg on top with the steps in a full-width
 * row of 44 px buttons below; from 34rem of card width all on one line, the kg between minus and plus.
 */
function RigaGusto({ r, gusto }: { r: RegistrazioneProduzione; gusto: GustoRegistrazione }) {
  const q = r.quantitaDi(gusto.id);
  const { decrementi, incrementi } = r.config;
  const passi = decrementi.length + incrementi.length;
  const step = (delta: number) => <StepButton key={delta} r={r} gustoId={gusto.id} gustoNome={gusto.nome} delta={delta} size="sm" h="11" minW="0" px="1" />;
  return (
    <Grid
      data-testid={`gusto-${gusto.id}`}
      gridTemplateColumns={`repeat(${passi}, minmax(0, 1fr))`}
      alignItems="center"
      columnGap="1.5"
      rowGap="2"
      py="2"
      px={{ base: '2', sm: '3' }}
      borderRadius="md"
      bg={q > 0 ? 'brand.subtle' : undefined}
      css={{ [RIGA_UNA_LINEA]: { gridTemplateColumns: `minmax(0, 1fr) repeat(${passi + 1}, auto)`, '& button': { minWidth: '2.75rem' } } }}
    >
      <Flex align="center" gap="2" minW="0" gridColumn={`span ${passi - 2}`} css={{ [RIGA_UNA_LINEA]: { gridColumn: 'auto' } }}>
        <ColoreGusto colore={gusto.colore} size="4" />
        <Box minW="0">
          <NomeGusto nome={gusto.nome} fontWeight="medium" />
          <Suggerito r={r} gustoId={gusto.id} />
        </Box>
      </Flex>
      <Box gridColumn="span 2" css={{ [RIGA_UNA_LINEA]: { gridColumn: `${decrementi.length + 2}`, gridRow: '1', px: '1' } }}>
        <CampoQuantita r={r} gusto={gusto} />
      </Box>
      {decrementi.map((s) => step(-s))}
      {incrementi.map((s) => step(s))}
    </Grid>
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
            <FoglioPesataButton r={r} />
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
            <ImpostazioniRegistrazione r={r}>
              <Card.Root>
                <Card.Body>
                  <Stack gap="4">
                    <CampiProduzione r={r} />
                    <BarraSuggeriti r={r} />
                  </Stack>
                </Card.Body>
              </Card.Root>
              <FiltroCategorie r={r} />
            </ImpostazioniRegistrazione>
            {r.gruppi.length === 0 && <NessunGusto />}
            {r.gruppi.map((g) => (
              <Card.Root key={g.id} borderTopWidth="4px" borderTopColor={g.colore} data-testid="categoria-gruppo">
                <Card.Header pb="2">
                  <Heading as="h2" size="md">
                    {g.nome}
                  </Heading>
                </Card.Header>
                <Card.Body pt="0" px={{ base: '1', sm: '2' }} containerType="inline-size">
                  {g.gusti.map((gusto) => (
                    <RigaGusto key={gusto.id} r={r} gusto={gusto} />
                  ))}
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
          {/* From 1280 px a sticky side column; below, its pieces join the page grid so the bar can stick over the list. */}
          <Stack gap="4" display={{ base: 'contents', xl: 'flex' }} position={{ xl: 'sticky' }} top={{ xl: '4' }}>
            <Card.Root>
              <Card.Body>
                <Stack gap="4">
                  <CampoNote r={r} />
                </Stack>
              </Card.Body>
            </Card.Root>
            <BarraInvio r={r} vertical={wide} sticky={!wide} />
          </Stack>
        </Grid>
      </StatoCaricamento>
    </Box>
  );
}
