import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ChartSeries {
  key: string;
  name: string;
  /** A CSS colour; the first series defaults to the text colour (the brand shade). */
  color?: string;
}

export interface AnalyticsChartProps {
  kind: 'bar' | 'stacked' | 'line';
  /** One object per x-axis point: `label` and a number under each series key. */
  points: Record<string, string | number>[];
  series: ChartSeries[];
  format?: (value: number) => string;
  /** Bars drawn sideways, for long names (trips). */
  horizontal?: boolean;
}

const axisTick = { fontSize: 12, fill: 'currentColor' };

/**
 * The analytics charts (recharts, in a chunk only the analytics screen loads). Screen readers get
 * the same numbers from the table beside each chart, so the drawing is hidden from them.
 */
export default function AnalyticsChart({ kind, points, series, format, horizontal = false }: AnalyticsChartProps) {
  const tickFormatter = format ? (value: number) => format(value) : undefined;
  const tooltip = (
    <Tooltip
      formatter={(value, name) => [format ? format(Number(value)) : String(value), String(name)]}
      cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
      contentStyle={{ borderRadius: 8, fontSize: 13, color: '#0f172a' }}
      itemStyle={{ color: '#0f172a' }}
    />
  );
  const grid = <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.15} />;
  const legend = series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null;
  const colour = (entry: ChartSeries) => entry.color ?? 'currentColor';
  const height = horizontal ? Math.max(240, points.length * 36 + 40) : 288;

  return (
    <div className="w-full text-brand-700 dark:text-brand-300" style={{ height }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'line' ? (
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
            {grid}
            <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} />
            <YAxis
              tickFormatter={tickFormatter}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={60}
              allowDecimals={false}
            />
            {tooltip}
            {legend}
            {series.map((entry) => (
              <Line
                key={entry.key}
                type="monotone"
                dataKey={entry.key}
                name={entry.name}
                stroke={colour(entry)}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart
            data={points}
            layout={horizontal ? 'vertical' : 'horizontal'}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            accessibilityLayer={false}
          >
            {grid}
            {horizontal ? (
              <>
                <XAxis type="number" tickFormatter={tickFormatter} tick={axisTick} tickLine={false} axisLine={false} />
                <YAxis type="category" dataKey="label" tick={axisTick} tickLine={false} axisLine={false} width={140} />
              </>
            ) : (
              <>
                <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} />
                <YAxis
                  tickFormatter={tickFormatter}
                  tick={axisTick}
                  tickLine={false}
                  axisLine={false}
                  width={70}
                  allowDecimals={false}
                />
              </>
            )}
            {tooltip}
            {legend}
            {series.map((entry) => (
              <Bar
                key={entry.key}
                dataKey={entry.key}
                name={entry.name}
                fill={colour(entry)}
                stackId={kind === 'stacked' ? 'total' : undefined}
                radius={kind === 'stacked' ? undefined : horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
