import type { BrandItem, PricePoint } from '@app/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatPrice } from '../../lib/format';
import { useGetPriceHistoryQuery } from './brand-items-api';
import { formatDay } from './price-format';

const W = 1000;
const H = 200;
/** Room above the highest and below the lowest price, as a share of the range. */
const PAD = 0.12;

type Step = { at: number; price: number };

/** The price held from one change to the next: a step line from the first price to the last check. */
export function stepsOf(points: PricePoint[], currency: string, lastCheck: string | null): Step[] {
  const steps = points
    .filter((p) => p.currency === currency)
    .map((p) => ({ at: Date.parse(p.checkedAt), price: p.priceMinor }))
    .filter((s) => !Number.isNaN(s.at));
  const last = steps.at(-1);
  const checked = lastCheck ? Date.parse(lastCheck) : Number.NaN;
  if (last && checked > last.at) steps.push({ at: checked, price: last.price });
  return steps;
}

function pathOf(steps: Step[], low: number, high: number) {
  const t0 = steps[0]!.at;
  const span = Math.max(1, steps.at(-1)!.at - t0);
  const x = (at: number) => ((at - t0) / span) * W;
  const y = (price: number) => (high === low ? H / 2 : H - ((price - low) / (high - low)) * H);
  let d = `M0 ${y(steps[0]!.price)}`;
  for (let i = 1; i < steps.length; i++) d += ` H${x(steps[i]!.at)} V${y(steps[i]!.price)}`;
  return { line: d, area: `${d} V${H} H0 Z`, lastY: (y(steps.at(-1)!.price) / H) * 100 };
}

/**
 * A small chart of the item's price over the last year, drawn as SVG (a chart library would
 * weigh more than the rest of the page's code), rendered on the server with the page. Its
 * figures are also a table for screen readers.
 */
export function PriceHistoryChart({ item }: { item: BrandItem }) {
  // Addressed by the item's slugs, as the page's own read is: a server render learns it with the route.
  const { currentData } = useGetPriceHistoryQuery({
    brandSlug: item.brandSlug,
    itemSlug: item.itemSlug,
    isCategory: item.isCategory,
  });
  const steps = stepsOf(currentData?.points ?? [], item.currency, item.priceCheckedAt);
  const changes = (currentData?.points ?? []).filter((p) => p.currency === item.currency);
  if (changes.length < 2 || steps.length < 2) return null;
  const prices = steps.map((s) => s.price);
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  const pad = Math.max(1, Math.round((max - min) * PAD));
  const { line, area, lastY } = pathOf(steps, min - pad, max + pad);
  const money = (minor: number) => formatPrice(minor, item.currency) ?? '';
  const lowest = changes.find((p) => p.priceMinor === min)!;
  const highest = changes.find((p) => p.priceMinor === max)!;
  const summary = `From ${formatDay(steps[0]!.at)} to ${formatDay(steps.at(-1)!.at)}: lowest ${money(min)} (${formatDay(Date.parse(lowest.checkedAt))}), highest ${money(max)} (${formatDay(Date.parse(highest.checkedAt))}).`;

  return (
    <Box
      component="figure"
      aria-labelledby="price-history-title"
      sx={{ m: 0, mt: 3 }}
      data-testid="price-history"
    >
      <Typography id="price-history-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        Price history
      </Typography>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {summary}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }} aria-hidden>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            textAlign: 'right',
            color: 'text.secondary',
            fontSize: 12.5,
            py: 0.25,
          }}
        >
          <span>{money(max)}</span>
          <span>{money(min)}</span>
        </Box>
        <Box
          sx={{ position: 'relative', height: 140, borderLeft: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box
            component="svg"
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            sx={{
              display: 'block',
              width: '100%',
              height: '100%',
              overflow: 'visible',
              color: 'primary.main',
            }}
          >
            <path d={area} fill="currentColor" opacity={0.05} />
            <path
              d={line}
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
              vectorEffect="non-scaling-stroke"
              strokeLinejoin="round"
            />
          </Box>
          <Box
            sx={{
              position: 'absolute',
              right: -5,
              top: `calc(${lastY}% - 5px)`,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'secondary.main',
              border: 2,
              borderColor: 'background.paper',
            }}
          />
        </Box>
        <span />
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            color: 'text.secondary',
            fontSize: 12.5,
            mt: 0.5,
          }}
        >
          <span>{formatDay(steps[0]!.at)}</span>
          <span>{formatDay(steps.at(-1)!.at)}</span>
        </Box>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>Prices of {item.name}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((p) => (
            <tr key={`${p.checkedAt}-${p.priceMinor}`}>
              <td>{formatDay(Date.parse(p.checkedAt))}</td>
              <td>{money(p.priceMinor)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
