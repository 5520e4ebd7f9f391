import { SIM_LOCALES, type SimLocale, startMarketplaceSim } from './index';

// Switches for trying the crawler by hand: SIM_LATENCY_MS, SIM_SEED, SIM_BRANDS, SIM_ITEMS_PER_BRAND,
// SIM_LOCALE (en-US, ja-JP, de-DE, ...).
const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const locale = process.env.SIM_LOCALE || 'en-US';
if (!(SIM_LOCALES as readonly string[]).includes(locale)) {
  console.error(`SIM_LOCALE must be one of ${SIM_LOCALES.join(', ')}`);
  process.exit(1);
}
const sim = await startMarketplaceSim({
  locale: locale as SimLocale,
  port: num(process.env.SIM_PORT) ?? 5100,
  latencyMs: num(process.env.SIM_LATENCY_MS),
  seed: num(process.env.SIM_SEED),
  brands: num(process.env.SIM_BRANDS),
  itemsPerBrand: num(process.env.SIM_ITEMS_PER_BRAND),
});
console.log(
  `marketplace simulator (${sim.locale}) on ${sim.url}: ${sim.catalogue.products.length} products of ${sim.catalogue.brands.length} brands; try ${sim.url}/s?k=${encodeURIComponent(sim.catalogue.brands[0]!.name)}`,
);
