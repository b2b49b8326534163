import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDecimal } from '../../lib/format';

interface Giorno {
  data: string;
  kgTotale: number;
}

type Punto = { giorno: string; data: string; kg: number };

/** '2026-11-21' -> '21/11' */
const giornoBreve = (data: string) => formatDate(data).slice(0, 5);

/** Kg produced per day over the last 30 days (one bar per day, days without production at 0). */
export function DailyProductionChart({ giorni }: { giorni: readonly Giorno[] }) {
  const chart = useChart<Punto>({
    data: giorni.map((g) => ({ giorno: giornoBreve(g.data), data: g.data, kg: g.kgTotale })),
    series: [{ name: 'kg', color: 'brand.500', label: 'Kg prodotti' }],
  });
  return (
    <Chart.Root chart={chart} h={{ base: '220px', md: '280px' }} aspectRatio="auto" role="img" data-testid="grafico-giornaliero" aria-label="Produzione giornaliera degli ultimi 30 giorni">
      <BarChart data={chart.data} responsive margin={{ left: -12, right: 4, top: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('giorno')} axisLine={false} tickLine={false} minTickGap={12} tickMargin={6} fontSize={11} />
        <YAxis axisLine={false} tickLine={false} tickFormatter={(v: number) => formatDecimal(v, 0)} width={48} />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={<Chart.Tooltip formatter={(value: unknown) => (typeof value === 'number' ? `${formatDecimal(value, 1)} kg` : String(value))} />}
        />
        <Bar isAnimationActive={false} dataKey={chart.key('kg')} name="Kg prodotti" fill={chart.color('brand.500')} radius={[3, 3, 0, 0]} maxBarSize={24} />
      </BarChart>
    </Chart.Root>
  );
}
