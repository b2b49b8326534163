import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Legend, Line, LineChart, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../lib/format';
import { formatTemperatura } from './chiavi';

/** Charts of the science panel (recharts via @chakra-ui/charts); imported only by lazily loaded modules. */

export interface PuntoCurvaVista {
  x: number;
  temperatura: number;
  temperaturaDurezza: number;
}

const percentTick = (v: number) => `${formatNumber(v, 0)}%`;

/**
 * The temperature axis: from 0 °C down to 5 °C below the colder of the display case and the
 * serving temperature (a multiple of 5), with a tick every 5 °C; the curve runs off the bottom.
 */
export function assetemperatura(...temperature: number[]): { dominio: [number, number]; ticks: number[] } {
  const minimo = Math.min(...temperature.filter(Number.isFinite), -10);
  const fondo = Math.max(Math.floor(minimo / 5) * 5 - 5, -40);
  const ticks = Array.from({ length: -fondo / 5 + 1 }, (_, i) => -5 * i);
  return { dominio: [fondo, 0], ticks };
}
const gradiTick = (v: number) => `${formatNumber(v === 0 ? 0 : v, 0).replace('-', '\u2212')}\u00a0°C`;
const gradiValue = (v: unknown) => (typeof v === 'number' ? formatTemperatura(v) : String(v));
const percentLabel = (v: unknown) => `${formatNumber(Number(v), 0)}% di acqua congelata`;

/**
 * The parts both charts share, as elements (recharts reads its direct children): grid, axes
 * (% of frozen water, °C), tooltip, legend, the display case's line and the 75 % line.
 */
function partiComuni(colore: (token: string) => string, temperaturaVetrina: number, asse: ReturnType<typeof assetemperatura>) {
  return [
    <CartesianGrid key="grid" stroke={colore('border.muted')} vertical={false} />,
    <XAxis
      key="x"
      dataKey="x"
      type="number"
      domain={[0, 90]}
      ticks={[0, 15, 30, 45, 60, 75, 90]}
      allowDataOverflow
      tickFormatter={percentTick}
      axisLine={false}
      tickLine={false}
      fontSize={11}
    />,
    <YAxis key="y" domain={asse.dominio} ticks={asse.ticks} allowDataOverflow tickFormatter={gradiTick} axisLine={false} tickLine={false} width={52} fontSize={11} />,
    <Tooltip key="tooltip" animationDuration={100} labelFormatter={percentLabel} content={<Chart.Tooltip formatter={gradiValue} />} />,
    <Legend key="legend" content={<Chart.Legend />} />,
    <ReferenceLine
      key="vetrina"
      y={temperaturaVetrina}
      stroke={colore('teal.600')}
      strokeDasharray="5 4"
      label={{ value: `Vetrina ${formatTemperatura(temperaturaVetrina)}`, position: 'insideBottomLeft', fontSize: 11, fill: colore('teal.700') }}
    />,
    <ReferenceLine key="x75" x={75} stroke={colore('border.emphasized')} strokeDasharray="2 3" />,
  ];
}

interface CurvaProps {
  curva: readonly PuntoCurvaVista[];
  temperaturaVetrina: number;
  temperaturaServizio: number;
}

/**
 * The freezing curve T(x) and the hardness curve T_h(x) over the share of frozen water, with the
 * display case's temperature and the serving temperature (T_h at 75 %) marked.
 */
export function CurvaCongelamentoChart({ curva, temperaturaVetrina, temperaturaServizio }: CurvaProps) {
  const chart = useChart({
    data: curva.map((p) => ({ x: p.x, congelamento: p.temperatura, durezza: p.temperaturaDurezza })),
    // the freezing curve drawn last and dashed: with no hardening factor the two coincide
    series: [
      { name: 'durezza', color: 'brand.500', label: 'Curva di durezza' },
      { name: 'congelamento', color: 'blue.500', label: 'Curva di congelamento', strokeDasharray: '5 4' },
    ],
  });
  const asse = assetemperatura(temperaturaVetrina, temperaturaServizio);
  return (
    <Chart.Root chart={chart} h="260px" aspectRatio="auto" data-testid="grafico-curva" aria-label="Curva di congelamento">
      <LineChart data={chart.data} responsive margin={{ left: -8, right: 12, top: 12, bottom: 4 }}>
        {partiComuni(chart.color, temperaturaVetrina, asse)}
        {chart.series.map((s) => (
          <Line
            key={s.name}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            name={s.label as string}
            stroke={chart.color(s.color)}
            strokeDasharray={s.strokeDasharray}
            strokeWidth={2}
            dot={false}
            type="monotone"
          />
        ))}
        <ReferenceDot
          x={75}
          y={temperaturaServizio}
          r={5}
          fill={chart.color('brand.600')}
          stroke={chart.color('bg')}
          strokeWidth={2}
          label={{ value: `Servizio ${formatTemperatura(temperaturaServizio)}`, position: 'left', dy: 16, fontSize: 11, fontWeight: 600, fill: chart.color('brand.700') }}
        />
      </LineChart>
    </Chart.Root>
  );
}

export interface CurvaGusto {
  id: number;
  nome: string;
  curva: readonly PuntoCurvaVista[];
}

/** One colour per compared flavour (flavour colours are often white or alike). */
export const COLORI_CONFRONTO = ['brand.500', 'blue.500', 'pistacchio.500', 'orange.500'] as const;

/** Hardness curves of several flavours overlaid, with the display case's temperature. */
export function CurveConfrontoChart({ gusti, temperaturaVetrina }: { gusti: readonly CurvaGusto[]; temperaturaVetrina: number }) {
  const data: Record<string, number | null>[] = Array.from({ length: 91 }, (_, x) => ({
    x,
    ...Object.fromEntries(gusti.map((g) => [`g${g.id}`, g.curva.find((p) => p.x === x)?.temperaturaDurezza ?? null])),
  }));
  const chart = useChart<Record<string, number | null>>({ data, series: gusti.map((g, i) => ({ name: `g${g.id}`, color: COLORI_CONFRONTO[i % COLORI_CONFRONTO.length]!, label: g.nome })) });
  const asse = assetemperatura(temperaturaVetrina, ...gusti.map((g) => g.curva.find((p) => p.x === 75)?.temperaturaDurezza ?? Number.NaN));
  return (
    <Chart.Root chart={chart} h="280px" aspectRatio="auto" data-testid="grafico-confronto-curve" aria-label="Curve di durezza a confronto">
      <LineChart data={chart.data} responsive margin={{ left: -8, right: 12, top: 12, bottom: 4 }}>
        {partiComuni(chart.color, temperaturaVetrina, asse)}
        {chart.series.map((s) => (
          <Line key={s.name} isAnimationActive={false} dataKey={chart.key(s.name)} name={s.label as string} stroke={chart.color(s.color)} strokeWidth={2} dot={false} type="monotone" />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
