import { Badge, Text } from '@chakra-ui/react';
import { DataTable, type Column } from '../../components/DataTable';
import { SectionCard } from '../../components/SectionCard';
import type { PianoCompletoFragment } from '../../gql/graphql';
import { quantitaIngrediente } from './piano-state';

type Fabbisogno = PianoCompletoFragment['fabbisogno'][number];

const Quantita = ({ q, f }: { q: number | null; f: Fabbisogno }) => (
  <Text as="span" whiteSpace="nowrap">
    {q === null ? '—' : quantitaIngrediente(q, f.unitaMisura)}
  </Text>
);

const COLONNE: Column<Fabbisogno>[] = [
  { key: 'nome', header: 'Ingrediente', render: (f) => <Text overflowWrap="anywhere">{f.nome}</Text> },
  { key: 'quantita', header: 'Necessario', align: 'end', render: (f) => <Quantita q={f.quantita} f={f} /> },
  { key: 'giacenza', header: 'Giacenza', align: 'end', render: (f) => <Quantita q={f.giacenza} f={f} /> },
  {
    key: 'daOrdinare',
    header: 'Da ordinare',
    align: 'end',
    render: (f) =>
      f.daOrdinare !== null && f.daOrdinare > 0 ? (
        <Badge colorPalette="red" variant="solid" size="md" whiteSpace="nowrap" data-testid="da-ordinare">
          {quantitaIngrediente(f.daOrdinare, f.unitaMisura)}
        </Badge>
      ) : (
        <Quantita q={f.daOrdinare} f={f} />
      ),
  },
];

/** The ingredients the day's cycles need, against the stock; what is short is highlighted as a purchase suggestion. */
export function FabbisognoIngredienti({ fabbisogno }: { fabbisogno: readonly Fabbisogno[] }) {
  const corti = fabbisogno.filter((f) => f.daOrdinare !== null && f.daOrdinare > 0).length;
  const senzaGiacenza = fabbisogno.length > 0 && fabbisogno.every((f) => f.giacenza === null);
  const descrizione = senzaGiacenza
    ? 'Le quantità delle ricette per i cicli del giorno (giacenze non disponibili).'
    : corti > 0
      ? `Le quantità delle ricette per i cicli del giorno contro la giacenza: ${corti === 1 ? '1 ingrediente' : `${corti} ingredienti`} da ordinare.`
      : 'Le quantità delle ricette per i cicli del giorno contro la giacenza: la giacenza basta.';
  return (
    <SectionCard title="Ingredienti necessari" description={descrizione} testId="fabbisogno">
      <DataTable caption="Ingredienti necessari" columns={COLONNE} rows={[...fabbisogno]} rowKey={(f) => f.ingredienteId} emptyText="Nessun ingrediente: nessun ciclo in programma." />
    </SectionCard>
  );
}
