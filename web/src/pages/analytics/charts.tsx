import { Box, Stack, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDecimal } from '../../lib/format';
import { formatConsumo } from './format';
import { MESI_BREVI } from './filters';

const kgTick = (value: number) => formatDecimal(value, 0);
const kgValue = (value: unknown) => (typeof value === 'number' ? `${formatDecimal(value, 1)} kg` : String(value));

/** White or very light flavour colours (the default is #ffffff) would vanish on white: use a visible tone. */
export function coloreVisibile(colore: string | null | undefined, fallback = '#e44d77'): string {
  if (!colore || !/^#[0-9a-f]{6}$/i.test(colore)) return fallback;
  const r = parseInt(colore.slice(1, 3), 16);
  const g = parseInt(colore.slice(3, 5), 16);
  const b = parseInt(colore.slice(5, 7), 16);
  const luminanza = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return luminanza > 0.92 ? fallback : colore;
}

interface MeseKg {
  mese: number;
  kgTotale: number;
}

interface ConfrontoChartProps {
  annoCorrente: number;
  mesiCorrente: readonly MeseKg[];
  /** Omitted when no comparison year is chosen. */
  annoPrecedente?: number;
  mesiPrecedente?: readonly MeseKg[];
  /** Months shown from January (12; up to today's month when the running year is compared up to today). */
  mesi?: number;
}

type RigaConfronto = { mese: string; corrente: number; precedente: number };

/** Monthly kg of the selected year (and of the comparison year). */
export function ConfrontoChart({ annoCorrente, mesiCorrente, annoPrecedente, mesiPrecedente, mesi = 12 }: ConfrontoChartProps) {
  const kgDi = (mesi: readonly MeseKg[] | undefined, m: number) => mesi?.find((x) => x.mese === m)?.kgTotale ?? 0;
  const chart = useChart<RigaConfronto>({
    data: MESI_BREVI.slice(0, mesi).map((nome, i) => ({ mese: nome, corrente: kgDi(mesiCorrente, i + 1), precedente: kgDi(mesiPrecedente, i + 1) })),
    series: [
      { name: 'corrente', color: 'brand.500', label: String(annoCorrente) },
      ...(annoPrecedente !== undefined ? [{ name: 'precedente' as const, color: 'pistacchio.400', label: String(annoPrecedente) }] : []),
    ],
  });
  return (
    <Chart.Root chart={chart} h="280px" aspectRatio="auto" role="img" data-testid="grafico-confronto" aria-label="Kg prodotti per mese">
      <BarChart data={chart.data} responsive margin={{ left: -12, right: 4, top: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('mese')} axisLine={false} tickLine={false} interval="preserveStartEnd" minTickGap={4} tickMargin={6} fontSize={11} />
        <YAxis axisLine={false} tickLine={false} tickFormatter={kgTick} width={48} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip formatter={kgValue} />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} name={item.label as string} fill={chart.color(item.color)} radius={[4, 4, 0, 0]} maxBarSize={28} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

interface GustoBar {
  nome: string;
  totaleKg: number;
  colore: string;
}

/** Horizontal bars of the top flavours, each in its own colour. */
export function TopGustiChart({ gusti }: { gusti: readonly GustoBar[] }) {
  const chart = useChart<GustoBar>({ data: [...gusti], series: [{ name: 'totaleKg', color: 'brand.500', label: 'Kg' }] });
  const altezza = Math.max(160, gusti.length * 34 + 40);
  return (
    <Chart.Root chart={chart} h={`${altezza}px`} aspectRatio="auto" role="img" data-testid="grafico-top-gusti" aria-label="Kg per gusto">
      <BarChart data={chart.data} layout="vertical" responsive margin={{ left: 4, right: 16 }}>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" axisLine={false} tickLine={false} tickFormatter={kgTick} />
        <YAxis type="category" dataKey={chart.key('nome')} axisLine={false} tickLine={false} width={110} fontSize={12} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip hideIndicator formatter={kgValue} />} />
        <Bar isAnimationActive={false} dataKey={chart.key('totaleKg')} name="Kg" radius={[0, 4, 4, 0]} maxBarSize={22} stroke={chart.color('border.emphasized')} strokeWidth={0.5}>
          {chart.data.map((g) => (
            <Cell key={g.nome} fill={coloreVisibile(g.colore)} />
          ))}
        </Bar>
      </BarChart>
    </Chart.Root>
  );
}

interface IngredienteBar {
  nome: string;
  consumoTotale: number;
  unita: string;
}

/** The units of one quantity, each as a factor to the quantity's chart unit (never two quantities on one axis). */
const GRANDEZZE = [
  { unita: 'kg', titolo: 'A peso', fattori: { kg: 1, g: 0.001 } as Record<string, number> },
  { unita: 'l', titolo: 'A volume', fattori: { l: 1, ml: 0.001 } as Record<string, number> },
  { unita: 'pz', titolo: 'A pezzi', fattori: { pz: 1 } as Record<string, number> },
] as const;

export interface GruppoUnita {
  unita: 'kg' | 'l' | 'pz';
  titolo: string;
  righe: { nome: string; consumo: number }[];
}

/** The ingredients split by quantity (mass in kg, volume in l, pieces), g and ml converted; only groups with rows, order kept. */
export function perUnita(ingredienti: readonly IngredienteBar[]): GruppoUnita[] {
  return GRANDEZZE.map((g) => ({
    unita: g.unita,
    titolo: g.titolo,
    righe: ingredienti.filter((i) => i.unita in g.fattori).map((i) => ({ nome: i.nome, consumo: i.consumoTotale * g.fattori[i.unita]! })),
  })).filter((g) => g.righe.length > 0);
}

function GraficoUnita({ gruppo }: { gruppo: GruppoUnita }) {
  const { unita, righe } = gruppo;
  const chart = useChart<{ nome: string; consumo: number }>({ data: righe, series: [{ name: 'consumo', color: 'pistacchio.500', label: `Consumo (${unita})` }] });
  const altezza = Math.max(120, righe.length * 34 + 40);
  const tick = (v: number) => `${formatDecimal(v, 0)} ${unita}`;
  return (
    <Chart.Root chart={chart} h={`${altezza}px`} aspectRatio="auto" role="img" data-testid={`grafico-ingredienti-${unita}`} aria-label={`Consumo per ingrediente, in ${unita}`}>
      <BarChart data={chart.data} layout="vertical" responsive margin={{ left: 4, right: 16 }}>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" axisLine={false} tickLine={false} tickFormatter={tick} fontSize={11} />
        <YAxis type="category" dataKey={chart.key('nome')} axisLine={false} tickLine={false} width={130} fontSize={12} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip hideIndicator render={(item) => formatConsumo(Number(item.value), unita)} />} />
        <Bar isAnimationActive={false} dataKey={chart.key('consumo')} name={`Consumo (${unita})`} fill={chart.color('pistacchio.500')} radius={[0, 4, 4, 0]} maxBarSize={22} />
      </BarChart>
    </Chart.Root>
  );
}

/** Consumption of the top ingredients: one chart per quantity (kg, l, pz), each axis in its own unit. */
export function IngredientiChart({ ingredienti }: { ingredienti: readonly IngredienteBar[] }) {
  return (
    <Stack gap="5" data-testid="grafico-ingredienti">
      {perUnita(ingredienti).map((g) => (
        <Box key={g.unita}>
          <Text fontSize="sm" fontWeight="medium" color="fg.muted" mb="1">
            {g.titolo} ({g.unita})
          </Text>
          <GraficoUnita gruppo={g} />
        </Box>
      ))}
    </Stack>
  );
}
