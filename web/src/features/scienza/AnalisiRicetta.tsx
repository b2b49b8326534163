import { Alert, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDecimal, formatEuro, formatNumber } from '../../lib/format';
import { CHIAVE_LATTOSIO, formatIntervallo, formatTemperatura, formatValore } from './chiavi';
import { ComposizioneTabella, type ControlloVista } from './ComposizioneTabella';
import { CurvaCongelamentoChart } from './grafici';
import { valoriPerChiave, type AnalisiVista } from './tipi';

export const PZ_AVVISO = 'Le righe in pezzi contano solo nel costo: non entrano in massa, composizione e curva.';

/** Italian warnings of an analysis: coverage below 100 %, lactose crystallisation, pieces. */
export function avvisiAnalisi(a: AnalisiVista, conPezzi: boolean): { chiave: string; testo: string }[] {
  const avvisi: { chiave: string; testo: string }[] = [];
  if (a.copertura.percentuale < 100) {
    const nomi = a.copertura.ingredientiSenzaComposizione.map((i) => i.nome).join(', ');
    avvisi.push({
      chiave: 'copertura',
      testo: `Composizione nota per il ${formatNumber(a.copertura.percentuale, 1)}% della massa: valori indicativi. Senza composizione: ${nomi}.`,
    });
  }
  const lattosio = a.controlli.find((c) => c.chiave === CHIAVE_LATTOSIO);
  if (lattosio && lattosio.esito !== 'ok') {
    avvisi.push({
      chiave: 'lattosio',
      testo: `Rischio di cristallizzazione del lattosio (sabbiosità): SLNG ${formatValore('slng', lattosio.valore)} oltre il massimo ${formatValore('slng', lattosio.max)}. Riduci il latte in polvere o aumenta l'acqua.`,
    });
  }
  if (conPezzi) avvisi.push({ chiave: 'pezzi', testo: PZ_AVVISO });
  return avvisi;
}

interface Props {
  analisi: AnalisiVista;
  /** the recipe has lines in pieces (cost only) */
  conPezzi?: boolean;
  /** shown above the figures (e.g. the sales point selector) */
  strumenti?: ReactNode;
}

/** The science of one recipe: warnings, key figures, composition with targets, freezing curve. */
export function AnalisiRicetta({ analisi: a, conPezzi = false, strumenti }: Props) {
  const avvisi = avvisiAnalisi(a, conPezzi);
  const servizio = a.controlli.find((c) => c.chiave === 'temperatura_servizio');
  const composizione = a.controlli.filter((c) => c.chiave !== 'temperatura_servizio' && c.chiave !== CHIAVE_LATTOSIO);
  const vetrina = a.durezzaVetrina;
  return (
    <Stack gap="4" data-testid="analisi-ricetta">
      {strumenti}
      {avvisi.map((w) => (
        <Alert.Root key={w.chiave} status="warning" size="sm" borderRadius="md" data-testid={`avviso-${w.chiave}`}>
          <Alert.Indicator />
          <Alert.Description>{w.testo}</Alert.Description>
        </Alert.Root>
      ))}
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
        <Cifra etichetta="PAC" valore={formatDecimal(a.pacTotale, 1)} nota={`di cui sali del latte ${formatDecimal(a.pacSaliLatte, 1)}`} testId="cifra-pac" />
        <Cifra etichetta="POD" valore={formatDecimal(a.pod, 1)} nota="saccarosio = 100" testId="cifra-pod" />
        <Cifra etichetta="abs-PAC" valore={formatDecimal(a.absPac, 1)} nota="PAC sull'acqua" testId="cifra-abs-pac" />
        <Cifra etichetta="HF" valore={formatDecimal(a.hf, 1)} nota="fattore di durezza" testId="cifra-hf" />
        <Cifra etichetta="Punto di congelamento" valore={formatTemperatura(a.puntoCongelamento)} testId="cifra-congelamento" />
        <Cifra
          etichetta="Temperatura di servizio"
          valore={formatTemperatura(a.temperaturaServizio)}
          nota={servizio ? `obiettivo ${formatIntervallo('temperatura_servizio', servizio.min, servizio.max)}` : '75% di acqua congelata'}
          controllo={servizio}
          testId="cifra-servizio"
        />
        <Cifra
          etichetta={`In vetrina a ${formatTemperatura(vetrina.temperatura)}`}
          valore={typeof vetrina.percentuale === 'number' ? `${formatDecimal(vetrina.percentuale, 0)}%` : '-'}
          nota="acqua congelata"
          testId="cifra-vetrina"
        />
        <Cifra etichetta="Densità del mix" valore={`${formatDecimal(a.densitaMix, 3)} kg/l`} testId="cifra-densita" />
        <Cifra etichetta="Food cost" valore={`${formatEuro(a.foodCost)}/kg`} nota={`massa ${formatDecimal(a.massaKg, 3)} kg`} testId="cifra-food-cost" />
      </SimpleGrid>
      <Box>
        <Heading as="h4" size="xs" mb="1" display="flex" gap="2" alignItems="baseline">
          Composizione
          {a.profilo && (
            <Text as="span" fontWeight="normal" color="fg.muted" fontSize="xs">
              profilo {a.profilo.nome}
            </Text>
          )}
        </Heading>
        <ComposizioneTabella valori={valoriPerChiave(a)} controlli={composizione} />
      </Box>
      <Box>
        <Heading as="h4" size="xs" mb="1">
          Curva di congelamento
        </Heading>
        <CurvaCongelamentoChart curva={a.curva} temperaturaVetrina={vetrina.temperatura} temperaturaServizio={a.temperaturaServizio} />
      </Box>
    </Stack>
  );
}

function Cifra({ etichetta, valore, nota, controllo, testId }: { etichetta: string; valore: string; nota?: string; controllo?: ControlloVista; testId: string }) {
  const fuori = controllo !== undefined && controllo.esito !== 'ok';
  const colore = controllo === undefined ? undefined : fuori ? 'orange.700' : 'green.700';
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      px="2.5"
      py="1.5"
      bg={fuori ? 'orange.50' : 'bg'}
      borderColor={fuori ? 'orange.300' : 'border'}
      data-testid={testId}
      data-esito={controllo?.esito}
    >
      <Text fontSize="xs" color="fg.muted" lineClamp={1} title={etichetta}>
        {etichetta}
      </Text>
      <Text fontWeight="semibold" fontSize="md" fontVariantNumeric="tabular-nums" color={colore} whiteSpace="nowrap">
        {valore}
      </Text>
      {nota && (
        <Text fontSize="2xs" color={fuori ? 'orange.700' : 'fg.muted'} lineClamp={1} title={nota}>
          {nota}
        </Text>
      )}
    </Box>
  );
}
