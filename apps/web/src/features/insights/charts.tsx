/**
 * The Insights charts (recharts, a maintained React chart library; only this staff screen imports it, and
 * bench/bundles.ts checks that no public page loads it). Charts are pictures for sighted staff: each is
 * hidden from assistive technology and followed by the table of its numbers. Being hidden, a chart must hold
 * nothing focusable (axe `aria-hidden-focus`): recharts' keyboard layer (`accessibilityLayer`, a tabindex on
 * the chart) is turned off; the table is the accessible form of the same numbers.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface Series {
  key: string;
  name: string;
  color: string;
}

const palette = ['#2563eb', '#94a3b8', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2', '#4b5563'];

/** The i-th series colour. */
export const colour = (i: number): string => palette[i % palette.length] ?? '#2563eb';

type Row = Record<string, string | number>;

function Frame({ children, height = 260 }: { children: React.ReactElement; height?: number }) {
  return (
    <div aria-hidden="true" className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function LinesChart({ data, x, series }: { data: Row[]; x: string; series: Series[] }) {
  return (
    <Frame>
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey={x} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
        <Tooltip />
        <Legend />
        {series.map((s) => (
          <Line key={s.key} type="monotone" dataKey={s.key} name={s.name} stroke={s.color} dot={false} />
        ))}
      </LineChart>
    </Frame>
  );
}

/** Horizontal bars (long labels such as paths and referrers read best down the side). */
export function BarsChart({
  data,
  category,
  series,
  stacked = false,
}: {
  data: Row[];
  category: string;
  series: Series[];
  stacked?: boolean;
}) {
  const height = Math.max(160, data.length * (stacked ? 28 : 22 * series.length + 12) + 60);
  return (
    <Frame height={height}>
      <BarChart
        accessibilityLayer={false}
        data={data}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey={category} width={130} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.color}
            {...(stacked ? { stackId: 'all' } : {})}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

/** Sign-ups per day (bars) and the running total (line). */
export function GrowthChart({ data }: { data: Row[] }) {
  return (
    <Frame>
      <ComposedChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis yAxisId="total" allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
        <YAxis
          yAxisId="signups"
          orientation="right"
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          width={32}
        />
        <Tooltip />
        <Legend />
        <Bar yAxisId="signups" dataKey="signups" name="Sign-ups" fill={colour(2)} />
        <Line
          yAxisId="total"
          type="monotone"
          dataKey="total"
          name="Subscribers"
          stroke={colour(0)}
          dot={false}
        />
      </ComposedChart>
    </Frame>
  );
}
