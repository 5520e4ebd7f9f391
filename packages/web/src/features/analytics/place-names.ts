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

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "2026-03-12" → "Thu 12 Mar 2026" (the day is a UTC day). */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** An ISO time → "14:05" UTC. */
export const utcTime = (iso: string) => iso.slice(11, 16);
