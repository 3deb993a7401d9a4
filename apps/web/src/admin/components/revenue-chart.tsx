import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface RevenuePoint {
  label: string;
  revenue: number;
}

/**
 * The revenue bars (recharts, in its own chunk loaded only by the dashboard). Screen readers get
 * the same numbers from the table beside it, so the drawing itself is hidden from them.
 */
export default function RevenueChart({
  points,
  format,
  seriesName,
}: {
  points: RevenuePoint[];
  format: (amount: number) => string;
  seriesName: string;
}) {
  return (
    <div className="h-72 w-full text-brand-700 dark:text-brand-300" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'currentColor' }} tickLine={false} axisLine={false} />
          <YAxis
            tickFormatter={format}
            tick={{ fontSize: 12, fill: 'currentColor' }}
            tickLine={false}
            axisLine={false}
            width={80}
          />
          <Tooltip
            formatter={(value) => [format(Number(value)), seriesName]}
            cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
            contentStyle={{ borderRadius: 8, fontSize: 13, color: '#0f172a' }}
          />
          <Bar
            dataKey="revenue"
            name={seriesName}
            fill="currentColor"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
