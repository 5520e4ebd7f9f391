import { formatMinorAmount } from '@app/contract';

const LOCALE = 'en-US';
/** A price held in integer minor units (cents for USD, none for JPY) as the visitor reads it. */
export function formatPrice(priceMinor: number | null, currency: string): string | null {
  return priceMinor === null ? null : formatMinorAmount(priceMinor, currency, { locale: LOCALE });
}

const countFormatter = new Intl.NumberFormat(LOCALE);
export const formatCount = (n: number) => countFormatter.format(n);

/** 1845 seconds → "31 min". */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null || seconds <= 0) return null;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min`;
}

// In UTC, so that a page rendered on the server shows the day the visitor's browser shows after hydration.
const dateFormatter = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
export function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormatter.format(date);
}

export { clip, textOf } from '@app/contract';
