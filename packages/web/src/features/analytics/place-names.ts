let names: Intl.DisplayNames | null = null;

/** "GB" → "United Kingdom"; '' (no known place) → "Unknown". */
export function countryName(code: string): string {
  if (!code) return 'Unknown';
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "GB" + "ENG" → "United Kingdom · ENG". */
export const placeName = (country: string, region: string) =>
  region ? `${countryName(country)} · ${region}` : countryName(country);

/*
 * One way of writing a day on the whole screen: the browser's own, as its date inputs show it
 * ("11/23/2026" in the US, "23.11.2026" in Germany), in the range inputs, the chart and the tables.
 */
const dayFormat = new Intl.DateTimeFormat(undefined, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "2026-03-12" → "03/12/2026" in the browser's locale (the day is a UTC day). */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
/** An ISO time → "14:05" UTC. */
export const utcTime = (iso: string) => iso.slice(11, 16);
