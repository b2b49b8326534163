import { Box, Checkbox, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LoadingState } from '../../components/LoadingState';
import { ErrorState } from '../../components/ErrorState';
import { impostaAllergene, type AllergeniIngredienteValues, type StatoAllergene } from './allergeni-form';
import { CatalogoAllergeniDocument } from './operations';

const STATI = [
  { value: 'no', label: 'No' },
  { value: 'contiene', label: 'Contiene' },
  { value: 'tracce', label: 'Può contenere' },
] as const;

/**
 * Allergens of an ingredient in its form (issue 12): for each allergen of the catalogue "No",
 * "Contiene" or "Tracce" (può contenere), "declared" (also none), the label name and the QUID flag.
 */
export function AllergeniIngredienteSection({ value, onChange }: { value: AllergeniIngredienteValues; onChange: (v: AllergeniIngredienteValues) => void }) {
  const { data, loading, error, refetch } = useQuery(CatalogoAllergeniDocument);
  const stato = (nome: string): StatoAllergene =>
    value.allergeniContiene.includes(nome) ? 'contiene' : value.allergeniTracce.includes(nome) ? 'tracce' : null;
  const dichiaratiAltrimenti = value.allergeniContiene.length + value.allergeniTracce.length > 0;
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" aria-label="Allergeni ed etichetta">
      <Heading as="h3" size="sm" mb="0.5">
        Allergeni ed etichetta
      </Heading>
      <Text fontSize="xs" color="fg.muted" mb="3">
        Gli allergeni dei gusti si ricavano da quelli dei loro ingredienti (Reg. UE 1169/2011).
      </Text>
      <Stack gap="3">
        {loading ? (
          <LoadingState message="Caricamento degli allergeni..." />
        ) : error ? (
          <ErrorState message="Impossibile caricare gli allergeni" onRetry={() => void refetch()} />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" role="list" aria-label="Allergeni dell'ingrediente">
            {(data?.allergeni ?? []).map((a) => (
              <Box key={a.id} role="listitem" display="flex" alignItems="center" justifyContent="space-between" gap="2" flexWrap="wrap">
                <Text fontSize="sm" id={`allergene-${a.id}`}>
                  {a.nome}
                </Text>
                <NativeSelect.Root size="sm" width="auto" minW="36">
                  <NativeSelect.Field
                    aria-labelledby={`allergene-${a.id}`}
                    minH="11"
                    value={stato(a.nome) ?? 'no'}
                    onChange={(e) => onChange(impostaAllergene(value, a.nome, e.currentTarget.value === 'no' ? null : (e.currentTarget.value as StatoAllergene)))}
                  >
                    {STATI.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Box>
            ))}
          </SimpleGrid>
        )}
        <Checkbox.Root
          checked={value.allergeniDichiarati || dichiaratiAltrimenti}
          disabled={dichiaratiAltrimenti}
          onCheckedChange={(e) => onChange({ ...value, allergeniDichiarati: e.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Allergeni verificati (anche se nessuno)</Checkbox.Label>
        </Checkbox.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="end">
          <Field.Root>
            <Field.Label>Denominazione in etichetta</Field.Label>
            <Input value={value.nomeEtichetta} placeholder="es. latte intero" maxLength={150} onChange={(e) => onChange({ ...value, nomeEtichetta: e.currentTarget.value })} />
            <Field.HelperText>Vuoto: si usa il nome dell'ingrediente.</Field.HelperText>
          </Field.Root>
          <Checkbox.Root checked={value.caratterizzante} onCheckedChange={(e) => onChange({ ...value, caratterizzante: e.checked === true })} minH="11">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Caratterizzante (percentuale in etichetta, QUID)</Checkbox.Label>
          </Checkbox.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Ingredienti (se è un ingrediente composto)</Field.Label>
          <Textarea
            value={value.ingredientiComposti}
            placeholder="es. pasta di cacao, zucchero, burro di cacao, emulsionante: lecitina di soia"
            maxLength={2000}
            rows={2}
            onChange={(e) => onChange({ ...value, ingredientiComposti: e.currentTarget.value })}
          />
          <Field.HelperText>In etichetta tra parentesi dopo il nome (non sotto il 2 % del prodotto; gli allergeni sempre).</Field.HelperText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
          <Field.Root>
            <Field.Label>Additivo: categoria</Field.Label>
            <Input value={value.additivoCategoria} placeholder="es. emulsionante" maxLength={100} onChange={(e) => onChange({ ...value, additivoCategoria: e.currentTarget.value })} />
            <Field.HelperText>Vuoto: non è un additivo.</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Additivo: nome</Field.Label>
            <Input value={value.additivoNome} placeholder="es. lecitina di soia" maxLength={150} onChange={(e) => onChange({ ...value, additivoNome: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Additivo: numero E</Field.Label>
            <Input value={value.additivoENumero} placeholder="es. E322" maxLength={10} onChange={(e) => onChange({ ...value, additivoENumero: e.currentTarget.value })} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root maxW="xs">
          <Field.Label>Peso di un pezzo (g)</Field.Label>
          <Input value={value.pesoPezzoG} inputMode="decimal" placeholder="es. 3" onChange={(e) => onChange({ ...value, pesoPezzoG: e.currentTarget.value })} />
          <Field.HelperText>Per gli ingredienti a pezzi: conta nella massa, nell'ordine in etichetta e nei valori nutrizionali.</Field.HelperText>
        </Field.Root>
      </Stack>
    </Box>
  );
}
