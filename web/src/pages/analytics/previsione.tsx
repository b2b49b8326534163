import { Button, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatPercent } from '../../lib/format';
import { AnalyticsPrevisioneDocument } from './operations';
import { Figura, SectionCard, SectionSkeleton } from './sections';

export const MSG_PREVISIONE = {
  titolo: 'Previsione',
  descrizione:
    'Errore della previsione delle vendite per gusto (WMAPE) nelle ultime 8 settimane, ogni giorno previsto solo dai giorni precedenti, accanto alla previsione ingenua (stesso giorno della settimana scorsa) e alla regola delle 4 settimane.',
  errore: 'Errore nel calcolo dell’accuratezza della previsione',
  vuoto: 'Nessuna vendita in vetrina nelle ultime 8 settimane per questo punto vendita',
  nessunPunto: 'Nessun punto vendita attivo',
} as const;

interface Punto {
  id: number;
  nome: string;
  attivo: boolean;
}

/** Analytics "Previsione" (admin, manager): the backtest of one sales point, the three errors side by side. */
export function PrevisioneSection({ punti }: { punti: readonly Punto[] }) {
  const attivi = punti.filter((p) => p.attivo);
  const [scelto, setScelto] = useState<number | null>(null);
  const pv = scelto ?? attivi[0]?.id ?? null;
  const { data, loading, error, refetch } = useQuery(AnalyticsPrevisioneDocument, { variables: { puntoVenditaId: pv ?? 0 }, skip: pv === null });
  const a = data?.accuratezzaPrevisioni;

  let contenuto;
  if (pv === null) contenuto = <Text color="fg.muted">{MSG_PREVISIONE.nessunPunto}</Text>;
  else if (loading && !data) contenuto = <SectionSkeleton rows={2} />;
  else if (error && !data)
    contenuto = (
      <Stack align="start" gap="2">
        <Text color="red.600">{MSG_PREVISIONE.errore}</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          Riprova
        </Button>
      </Stack>
    );
  else if (!a || a.giorni === 0 || a.wmapeModello === null) contenuto = <Text color="fg.muted">{MSG_PREVISIONE.vuoto}</Text>;
  else
    contenuto = (
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Figura label="Modello" valore={formatPercent(a.wmapeModello)} testId="wmape-modello" />
          <Figura label="Ingenua (settimana scorsa)" valore={formatPercent(a.wmapeIngenuo)} testId="wmape-ingenuo" />
          <Figura label="Regola delle 4 settimane" valore={formatPercent(a.wmapeRegola4Settimane)} testId="wmape-regola" />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {`${a.giorni} giorni con vendite in ${a.settimane} settimane; più basso è meglio.`}
        </Text>
      </Stack>
    );

  return (
    <SectionCard title={MSG_PREVISIONE.titolo} description={MSG_PREVISIONE.descrizione} testId="sezione-previsione">
      {attivi.length > 1 && (
        <Field.Root maxW="xs" mb="4">
          <Field.Label fontSize="sm">Punto vendita della previsione</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={String(pv ?? '')} onChange={(e) => setScelto(Number(e.currentTarget.value))} bg="white">
              {attivi.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {contenuto}
    </SectionCard>
  );
}
