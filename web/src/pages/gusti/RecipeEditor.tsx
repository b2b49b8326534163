import { Alert, Box, Button, Checkbox, Field, Flex, IconButton, Input, NativeSelect, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuInfo, LuPlus, LuTrash2 } from 'react-icons/lu';
import { formatDecimal, formatEuro, formatNumber } from '../../lib/format';
import { NO_INGREDIENTS_MESSAGE, RUOLI_RIGA_ETICHETTE, newLineKey, previewLines, unitForIngredient, type RecipeLineForm } from './gusto-form';
import type { IngredienteOpzione } from './operations';
import { computeRecipePreview, unitChoices, type PreviewIngredient, type UnitaMisura } from './recipe-preview';
import type { RuoloRiga } from '../../gql/graphql';

export const PZ_NOTE = 'I pezzi pesano quanto il peso del pezzo dell’ingrediente; senza peso del pezzo contano solo nel costo';
/** Under the preview when some line is a variegate or an inclusion. */
export const FUORI_MISCELA_NOTE = 'PAC e POD sono della sola miscela: variegati e inclusioni (aggiunti a fine mantecazione) contano nel costo, nella massa e nelle kcal';
export const MASS_NOTE = "I liquidi pesano secondo la densità dell'ingrediente (1 kg/l se non indicata)";

interface Props {
  righe: RecipeLineForm[];
  onChange: (righe: RecipeLineForm[]) => void;
  ingredienti: readonly IngredienteOpzione[];
  errors?: Record<string, string>;
  /** narrow column (the Bilanciamento panel is open): the ingredient takes its own row */
  compatto?: boolean;
}

/** The recipe lines of a flavour: ingredient, quantity (it-IT text, '574,2'), unit, remove. */
export function RecipeEditor({ righe, onChange, ingredienti, errors, compatto = false }: Props) {
  const [noIngredients, setNoIngredients] = useState(false);
  const byId = useMemo(() => new Map(ingredienti.map((i) => [i.id, i])), [ingredienti]);
  const attivi = useMemo(() => ingredienti.filter((i) => i.attivo), [ingredienti]);

  const update = (key: string, patch: Partial<RecipeLineForm>) => onChange(righe.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const add = () => {
    if (attivi.length === 0) {
      setNoIngredients(true);
      return;
    }
    onChange([...righe, { key: newLineKey(), ingredienteId: null, quantita: '', unita: 'g' }]);
  };

  return (
    <Stack gap="3">
      {righe.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          Nessun ingrediente nella ricetta.
        </Text>
      )}
      {righe.map((r, index) => {
        const ing = r.ingredienteId != null ? byId.get(r.ingredienteId) : undefined;
        const units: UnitaMisura[] = ing ? unitChoices(ing.unitaMisura) : [r.unita];
        const error = errors?.[r.key];
        const n = index + 1;
        return (
          <Box key={r.key} borderWidth="1px" borderRadius="md" p="3" bg="bg" data-testid="riga-ricetta">
            <Flex gap="2" wrap={compatto ? 'wrap' : { base: 'wrap', md: 'nowrap' }} align="flex-end">
              <Field.Root flex={compatto ? '1 1 100%' : { base: '1 1 100%', md: '3' }} invalid={Boolean(error) && r.ingredienteId == null}>
                <Field.Label fontSize="xs">Ingrediente</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    aria-label={`Ingrediente riga ${n}`}
                    value={r.ingredienteId ?? ''}
                    onChange={(e) => {
                      const id = e.currentTarget.value ? Number(e.currentTarget.value) : null;
                      const next = id != null ? byId.get(id) : undefined;
                      update(r.key, { ingredienteId: id, unita: next ? unitForIngredient(r.unita, next.unitaMisura) : r.unita });
                    }}
                  >
                    <option value="">Seleziona un ingrediente...</option>
                    {attivi.map((i) => (
                      <option key={i.id} value={i.id}>
                        {i.nome} ({i.unitaMisura})
                      </option>
                    ))}
                    {ing && !ing.attivo && (
                      <option value={ing.id}>
                        {ing.nome} ({ing.unitaMisura}) - disattivato
                      </option>
                    )}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root flex={{ base: '1', md: '1.2' }} invalid={Boolean(error) && r.ingredienteId != null}>
                <Field.Label fontSize="xs">Quantità</Field.Label>
                <Input
                  size="sm"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={`Quantità riga ${n}`}
                  value={r.quantita}
                  onChange={(e) => update(r.key, { quantita: e.currentTarget.value })}
                />
              </Field.Root>
              <Field.Root flex={{ base: '1', md: '1' }}>
                <Field.Label fontSize="xs">Unità</Field.Label>
                <NativeSelect.Root size="sm" disabled={!ing || units.length < 2}>
                  <NativeSelect.Field
                    aria-label={`Unità riga ${n}`}
                    value={r.unita}
                    onChange={(e) => update(r.key, { unita: e.currentTarget.value as UnitaMisura })}
                  >
                    {units.map((u) => (
                      <option key={u} value={u}>
                        {u}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root flex={{ base: '1.6', md: '1.2' }}>
                <Field.Label fontSize="xs">Ruolo</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field aria-label={`Ruolo riga ${n}`} value={r.ruolo ?? 'base'} onChange={(e) => update(r.key, { ruolo: e.currentTarget.value as RuoloRiga })}>
                    {RUOLI_RIGA_ETICHETTE.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Rimuovi riga ${n}`} onClick={() => onChange(righe.filter((x) => x.key !== r.key))}>
                <LuTrash2 />
              </IconButton>
            </Flex>
            <Checkbox.Root mt="2" size="sm" checked={r.caratterizzante === true} onCheckedChange={(e) => update(r.key, { caratterizzante: e.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Caratterizzante (percentuale in etichetta)</Checkbox.Label>
            </Checkbox.Root>
            {r.unita === 'pz' && ing && !ing.pesoPezzoG && (
              <Text mt="2" fontSize="xs" color="orange.700" display="flex" alignItems="center" gap="1" data-testid="nota-pezzi">
                <LuInfo /> {PZ_NOTE}
              </Text>
            )}
            {error && (
              <Text mt="2" fontSize="xs" color="fg.error">
                {error}
              </Text>
            )}
          </Box>
        );
      })}
      <Box>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={add}>
          <LuPlus /> Aggiungi Ingrediente
        </Button>
      </Box>
      {noIngredients && (
        <Alert.Root status="warning" borderRadius="md" size="sm">
          <Alert.Indicator />
          <Alert.Description>{NO_INGREDIENTS_MESSAGE}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}

/** The live preview: food cost, PAC and POD (absolute and per kg), kcal per 100 g, batch mass. */
export function RecipePreviewPanel({ righe, ingredienti }: { righe: readonly RecipeLineForm[]; ingredienti: readonly IngredienteOpzione[] }) {
  const catalogo = useMemo(
    () => new Map<number, PreviewIngredient>(ingredienti.map((i) => [i.id, i])),
    [ingredienti],
  );
  const p = computeRecipePreview(previewLines(righe), catalogo);
  return (
    <Box borderWidth="1px" borderRadius="lg" p="3" bg="crema.100" data-testid="anteprima-ricetta" aria-live="polite">
      <Text fontWeight="semibold" mb="2">
        Anteprima valori
      </Text>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <PreviewStat label="Food cost" value={`${formatEuro(p.foodCost)}/kg`} testId="anteprima-food-cost" help={`Costo ricetta ${formatEuro(p.costoTotale)}`} />
        <PreviewStat label="PAC" value={formatNumber(p.pac, 1)} testId="anteprima-pac" help={`${formatNumber(p.pacKg, 1)} per kg di miscela`} />
        <PreviewStat label="POD" value={formatNumber(p.pod, 1)} testId="anteprima-pod" help={`${formatNumber(p.podKg, 1)} per kg di miscela`} />
        <PreviewStat label="Kcal" value={formatNumber(p.kcal, 1)} testId="anteprima-kcal" help="per 100 g" />
        <PreviewStat label="Massa ricetta" value={`${formatDecimal(p.massaKg, 3)} kg`} testId="anteprima-massa" help={MASS_NOTE} />
      </SimpleGrid>
      {p.conPezzi && (
        <Text mt="2" fontSize="xs" color="fg.muted">
          {PZ_NOTE}.
        </Text>
      )}
      {p.conFuoriMiscela && (
        <Text mt="2" fontSize="xs" color="fg.muted" data-testid="anteprima-fuori-miscela">
          {FUORI_MISCELA_NOTE} (miscela {formatDecimal(p.massaMiscelaKg, 3)} kg).
        </Text>
      )}
    </Box>
  );
}

function PreviewStat({ label, value, help, testId }: { label: string; value: string; help?: string; testId: string }) {
  return (
    <Stat.Root size="sm">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="lg" data-testid={testId}>
        {value}
      </Stat.ValueText>
      {help && <Stat.HelpText as="dd" fontSize="xs">{help}</Stat.HelpText>}
    </Stat.Root>
  );
}
