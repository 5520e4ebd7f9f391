const parts: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
// The server and the hydrating browser write the time in UTC (the same markup on both sides);
// once the page runs, the visitor reads it in their own time zone.
const utc = new Intl.DateTimeFormat('en-US', { ...parts, timeZone: 'UTC' });
let local: Intl.DateTimeFormat | null = null;

/** "Nov 23, 2026, 7:05 PM UTC", or in the visitor's zone when `inLocalZone`. */
export function formatCheckedAt(iso: string, inLocalZone: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (!inLocalZone) return utc.format(date);
  local ??= new Intl.DateTimeFormat('en-US', parts);
  return local.format(date);
}

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Nov 23, 2026" (UTC: a chart's dates read the same on the server and in the browser). */
export const formatDay = (ms: number) => day.format(new Date(ms));
