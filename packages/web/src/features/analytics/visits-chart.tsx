import type { DailyVisits } from '@app/contract';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dayLabel } from './place-names';

/** Page views and visitors per day; clicking a day shows its visitors. */
export function VisitsChart({
  daily,
  onSelectDay,
}: {
  daily: DailyVisits[];
  onSelectDay: (day: string) => void;
}) {
  const theme = useTheme();
  const first = daily[0];
  const last = daily.at(-1);
  return (
    <Box
      role="img"
      aria-label={`Line chart of page views and visitors per day, ${first ? dayLabel(first.day) : ''} to ${last ? dayLabel(last.day) : ''}`}
      sx={{ height: { xs: 220, md: 280 }, mx: -1 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={daily}
          margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
          onClick={(state) => {
            const label = (state as { activeLabel?: unknown } | null)?.activeLabel;
            if (typeof label === 'string') onSelectDay(label);
          }}
          style={{ cursor: 'pointer' }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
          <XAxis
            dataKey="day"
            tickFormatter={dayLabel}
            tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
            minTickGap={24}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
            width={48}
          />
          <Tooltip labelFormatter={(d) => dayLabel(String(d))} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Line
            type="monotone"
            isAnimationActive={false}
            dataKey="pageviews"
            name="Page views"
            stroke={theme.palette.primary.main}
            strokeWidth={2}
            dot={false}
            activeDot={{ r: 5 }}
          />
          <Line
            type="monotone"
            isAnimationActive={false}
            dataKey="visitors"
            name="Visitors"
            stroke={theme.palette.secondary.main}
            strokeWidth={2}
            dot={false}
            activeDot={{ r: 5 }}
          />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
