import { useCallback, useState } from 'react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryLine, VictoryScatter } from 'victory';
import {
  chartOrder,
  type DistributionBar,
  type MonthlyPoint,
  monthTicks,
  tickBudget,
  wrapLabel,
} from './chart-data.ts';
import { formatAxisDollars } from './dashboard-format.ts';

/**
 * The dashboard's two charts. This module is the only one importing victory (about 72 kB gzip),
 * and the screen loads it with React.lazy, so the landing and login pages never pay for it.
 */

const INK = '#374151';
const GRID = '#e5e7eb';
const NAVY = '#1e3a5f';
const BLUE = '#1d4ed8';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const NARROW = 480;

const tickLabels = { fontSize: 13, fill: INK, fontFamily: FONT, padding: 6 };
const axisStyle = {
  axis: { stroke: '#9ca3af' },
  ticks: { stroke: 'transparent' },
  tickLabels,
  grid: { stroke: 'transparent' },
};
const valueAxisStyle = { ...axisStyle, axis: { stroke: 'transparent' }, grid: { stroke: GRID } };

/**
 * The chart is drawn at the width it is shown at: victory scales its SVG to fit, so a chart
 * drawn wider than its box would shrink its text below reading size on a phone.
 */
function useMeasuredWidth(
  initial: number,
): [(el: HTMLDivElement | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(initial);
  const ref = useCallback((el: HTMLDivElement | null) => {
    if (!el) return undefined;
    const measure = (w: number) => {
      if (w > 0) setWidth(Math.max(260, Math.round(w)));
    };
    measure(el.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

type ChartText = { title: string; desc: string };

/** Count per asset group, largest on top; each bar carries its count so no hover is needed. */
export function DistributionChart({ bars, title, desc }: ChartText & { bars: DistributionBar[] }) {
  const [ref, width] = useMeasuredWidth(560);
  const narrow = width < NARROW;
  const data = chartOrder(bars).map((b) => ({ x: narrow ? wrapLabel(b.label, 14) : b.label, y: b.count }));
  const max = Math.max(1, ...bars.map((b) => b.count));
  // Whole numbers only: half an asset is not a thing.
  const step = Math.max(1, Math.ceil(max / 5));
  const ticks = Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
  return (
    <div ref={ref}>
      <VictoryChart
        horizontal
        title={title}
        desc={desc}
        width={width}
        height={Math.max(180, (narrow ? 50 : 46) * data.length + 50)}
        domainPadding={{ x: 22, y: [0, 28] }}
        padding={{ top: 10, bottom: 36, left: narrow ? 118 : 190, right: 20 }}
      >
        <VictoryAxis style={axisStyle} />
        <VictoryAxis
          dependentAxis
          tickValues={ticks}
          tickFormat={(t: number) => String(t)}
          style={valueAxisStyle}
        />
        <VictoryBar
          data={data}
          barWidth={24}
          cornerRadius={{ top: 4 }}
          labels={({ datum }: { datum: { y: number } }) => String(datum.y)}
          style={{
            data: { fill: NAVY },
            labels: { fontSize: 13, fill: INK, fontFamily: FONT, fontWeight: 600 },
          }}
        />
      </VictoryChart>
    </div>
  );
}

/** Total transaction amount per month, oldest on the left, in US dollars like the rest of the page. */
export function MonthlyChart({ points, title, desc }: ChartText & { points: MonthlyPoint[] }) {
  const [ref, width] = useMeasuredWidth(560);
  const padding = { top: 16, bottom: 44, left: 64, right: 28 };
  const data = points.map((p) => ({ x: p.x, y: p.dollars }));
  const label = (x: number) => points[x - 1]?.label ?? '';
  const min = Math.min(0, ...data.map((d) => d.y));
  return (
    <div ref={ref}>
      <VictoryChart
        title={title}
        desc={desc}
        width={width}
        height={width < NARROW ? 260 : 300}
        domain={{ x: [0.5, points.length + 0.5] }}
        minDomain={{ y: min }}
        domainPadding={{ y: [0, 16] }}
        padding={padding}
      >
        <VictoryAxis
          tickValues={monthTicks(points, tickBudget(width - padding.left - padding.right))}
          tickFormat={label}
          style={axisStyle}
        />
        {/* crossAxis off keeps the $0 tick, which victory otherwise hides where the axes meet. */}
        <VictoryAxis
          dependentAxis
          crossAxis={false}
          tickFormat={(t: number) => formatAxisDollars(t)}
          style={valueAxisStyle}
        />
        <VictoryLine data={data} style={{ data: { stroke: BLUE, strokeWidth: 2.5 } }} />
        <VictoryScatter
          data={data}
          size={4}
          style={{ data: { fill: BLUE, stroke: '#fff', strokeWidth: 1.5 } }}
        />
      </VictoryChart>
    </div>
  );
}
