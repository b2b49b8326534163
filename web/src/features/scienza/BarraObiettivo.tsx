import { Box } from '@chakra-ui/react';
import { formatIntervallo, formatValore } from './chiavi';

export type Esito = 'ok' | 'basso' | 'alto';

export interface BarraObiettivoProps {
  chiave: string;
  valore: number;
  min: number | null;
  max: number | null;
  esito: Esito;
}

/** Where value, min and max sit on a track that shows all three with some margin (0..100 %). */
export function scalaBarra(valore: number, min: number | null, max: number | null) {
  const punti = [valore, ...(min !== null ? [min] : []), ...(max !== null ? [max] : [])];
  let lo = Math.min(...punti);
  let hi = Math.max(...punti);
  const margine = (hi - lo) * 0.3 || Math.max(Math.abs(hi) * 0.2, 1);
  lo -= margine;
  hi += margine;
  const pos = (v: number) => ((v - lo) / (hi - lo)) * 100;
  return {
    valore: pos(valore),
    da: min !== null ? pos(min) : 0,
    a: max !== null ? pos(max) : 100,
  };
}

/**
 * A target bar: the profile's range as a band on a track and a marker at the value; green inside
 * the range, amber outside. The accessible name says value, range and outcome.
 */
export function BarraObiettivo({ chiave, valore, min, max, esito }: BarraObiettivoProps) {
  const s = scalaBarra(valore, min, max);
  const ok = esito === 'ok';
  const colore = ok ? 'green.500' : 'orange.500';
  const descrizione = `${formatValore(chiave, valore)}, obiettivo ${formatIntervallo(chiave, min, max)}${ok ? '' : esito === 'alto' ? ', oltre il massimo' : ', sotto il minimo'}`;
  return (
    <Box position="relative" h="3" minW="20" role="img" aria-label={descrizione} data-testid={`barra-${chiave}`} data-esito={esito}>
      <Box position="absolute" insetX="0" top="50%" h="1.5" mt="-0.75" bg="bg.emphasized" borderRadius="full" />
      <Box
        position="absolute"
        top="50%"
        h="1.5"
        mt="-0.75"
        left={`${s.da}%`}
        width={`${Math.max(s.a - s.da, 1)}%`}
        bg={ok ? 'green.200' : 'orange.200'}
        borderRadius="full"
      />
      <Box
        position="absolute"
        top="0"
        boxSize="3"
        ml="-1.5"
        left={`${Math.min(Math.max(s.valore, 0), 100)}%`}
        bg={colore}
        borderWidth="2px"
        borderColor="bg"
        borderRadius="full"
        boxShadow="xs"
      />
    </Box>
  );
}
