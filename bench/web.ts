/**
 * `npm run bench:web`: what a storefront visitor downloads and how Lighthouse rates the pages.
 * (a) initial JavaScript of the home page, gzip, from the built index.html; the admin chunks apart.
 * (b) Lighthouse 12, mobile preset, with Debian's Chromium, on home, a brand, an item and the search
 * page of the demo data, served by the built product. Prints figures; asserts nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProduct } from '../e2e/harness';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'packages/web/dist');
const TOPIC = 'batteries';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 100,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The entry script and its modulepreload links: what the home page loads before it runs. */
function initialScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return [...new Set([...entry, ...preloads])];
}

function bundleFigures() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = initialScripts(html);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]!);
  const all = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const later = all.filter((f) => !initial.includes(f));
  const admin = later.filter((f) => /admin/i.test(path.basename(f)));
  const otherLazy = later.filter((f) => !admin.includes(f));
  const sum = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);

  console.log('## Storefront JavaScript (gzip, level 9)\n');
  console.log('| file | gzip |\n|---|---:|');
  for (const f of initial) console.log(`| ${f} | ${kb(gz(f))} |`);
  console.log(`| **initial JS for the home page** | **${kb(sum(initial))}** (target ≤ 150 KB) |`);
  console.log(`| initial CSS (${css.length} file${css.length === 1 ? '' : 's'}) | ${kb(sum(css))} |`);
  for (const f of admin) console.log(`| admin chunk: ${f} | ${kb(gz(f))} |`);
  console.log(`| admin chunks, total (${admin.length}) | ${kb(sum(admin))} |`);
  console.log(`| other lazy chunks (${otherLazy.length}) | ${kb(sum(otherLazy))} |`);
  console.log();
}

type Json = { [k: string]: unknown };

async function pagesOfDemo(url: string) {
  const get = async (p: string) => ((await (await fetch(url + p)).json()) as { data: Json }).data;
  const brands = (await get(`/api/brands?websiteTopic=${TOPIC}&isCategory=false&pageSize=1`)) as {
    items: Array<{ slug: string }>;
  };
  const items = (await get(`/api/brand-items?websiteTopic=${TOPIC}&isCategory=false&pageSize=1`)) as {
    items: Array<{ brandSlug: string; itemSlug: string }>;
  };
  const brand = brands.items[0];
  const item = items.items[0];
  if (!brand || !item) throw new Error('the demo catalogue has no brand or item');
  return {
    home: `/${TOPIC}`,
    brand: `/${TOPIC}/${brand.slug}`,
    item: `/${TOPIC}/${item.brandSlug}/${item.itemSlug}`,
    search: `/${TOPIC}/search?q=aa`,
  };
}

async function lighthouseFigures() {
  const product = await startProduct();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const pages = await pagesOfDemo(product.url);
    const rows: string[] = [];
    const misses: string[] = [];
    for (const [name, pagePath] of Object.entries(pages)) {
      const started = performance.now();
      const result = await lighthouse(product.url + pagePath, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const { lhr } = result;
      const cells = CATEGORIES.map((c) => {
        const score = lhr.categories[c]?.score;
        if (score === null || score === undefined) return 'n/a';
        const n = Math.round(score * 100);
        return `${n}${n >= TARGETS[c] ? '' : ' ✗'}`;
      });
      rows.push(
        `| ${name} | \`${pagePath}\` | ${cells.join(' | ')} | ${((performance.now() - started) / 1000).toFixed(0)} s |`,
      );
      const lcp = lhr.audits['largest-contentful-paint']?.displayValue ?? '?';
      const tbt = lhr.audits['total-blocking-time']?.displayValue ?? '?';
      const cls = lhr.audits['cumulative-layout-shift']?.displayValue ?? '?';
      const fcp = lhr.audits['first-contentful-paint']?.displayValue ?? '?';
      misses.push(`- **${name}**: FCP ${fcp}, LCP ${lcp}, TBT ${tbt}, CLS ${cls}`);
      if (lhr.runtimeError)
        misses.push(`  - Lighthouse error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const c of CATEGORIES) {
        const failed = (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 0.9)
          .map((a) => `${a!.id} (${Math.round((a!.score ?? 0) * 100)})`);
        if (failed.length) misses.push(`  - ${c}: ${failed.join(', ')}`);
      }
    }
    console.log('## Lighthouse 12, mobile preset (Debian Chromium, headless)\n');
    console.log('| page | path | performance | accessibility | best practices | SEO | run |');
    console.log('|---|---|---:|---:|---:|---:|---:|');
    console.log(
      `| target | | ≥ ${TARGETS.performance} | ≥ ${TARGETS.accessibility} | ≥ ${TARGETS['best-practices']} | ${TARGETS.seo} | |`,
    );
    for (const r of rows) console.log(r);
    console.log('\n✗ = below target. Metrics and audits scoring under 90:\n');
    for (const m of misses) console.log(m);
    console.log();
  } finally {
    chrome.kill();
    await product.stop();
  }
}

bundleFigures();
await lighthouseFigures();
