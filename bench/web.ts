/**
 * `npm run bench:web`: what a storefront visitor downloads and how Lighthouse rates the pages.
 * (a) initial JavaScript of the home page, gzip, from the built index.html; the admin chunks apart.
 * (b) Lighthouse 12, mobile preset, with Debian's Chromium, on home, brand, item, category item,
 * search and tip pages of the demo data, served by the built product: each page twice, first as
 * rendered on request (not yet in the page cache) and then as served from the cache. Prints
 * figures; asserts nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProduct } from '../e2e/harness';

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'packages/web/dist');
const TOPIC = 'batteries';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The storefront's targets: scores, and the metrics behind performance. */
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
const METRIC_TARGETS = { lcpMs: 1500, tbtMs: 100, cls: 0.02 };
const INITIAL_JS_TARGET_KB = 120;
/** Search result pages are `noindex, follow` on purpose: Lighthouse's SEO score counts that against them. */
const NOINDEX_PAGES = new Set(['search']);
/** Lighthouse runs per page and way of serving; the run with the median performance score is shown. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

const allScripts = () =>
  readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
const sumGz = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);

/** Admin code and what loads on demand: none of it is in a storefront page's first download. */
function bundleFigures() {
  const admin = allScripts().filter((f) => /admin/i.test(path.basename(f)));
  console.log('## Web app JavaScript (gzip, level 9)\n');
  console.log('| chunks | gzip |\n|---|---:|');
  console.log(`| all (${allScripts().length}) | ${kb(sumGz(allScripts()))} |`);
  console.log(`| admin screens (${admin.length}) | ${kb(sumGz(admin))} |`);
  console.log();
}

/**
 * The scripts a page loaded before it became interactive, as the browser fetched them in a
 * Lighthouse run (which waits for the network to go quiet after hydration): files of the build,
 * each counted gzipped at level 9 like the rest of this report.
 */
function scriptsLoaded(lhr: Lhr): string[] {
  const items = ((lhr.audits['network-requests']?.details as { items?: Array<{ url: string }> } | undefined)
    ?.items ?? []) as Array<{ url: string }>;
  return [
    ...new Set(
      items
        .map((i) => new URL(i.url).pathname.slice(1))
        .filter((p) => p.startsWith('assets/') && p.endsWith('.js')),
    ),
  ];
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
  const categoryItems = (await get(`/api/brand-items?websiteTopic=${TOPIC}&isCategory=true&pageSize=1`)) as {
    items: Array<{ brandSlug: string; itemSlug: string }>;
  };
  const tips = (await get(`/api/tips?websiteTopic=${TOPIC}&pageSize=1`)) as {
    items: Array<{ slug: string }>;
  };
  const brand = brands.items[0];
  const item = items.items[0];
  const categoryItem = categoryItems.items[0];
  const tip = tips.items[0];
  if (!brand || !item || !categoryItem || !tip)
    throw new Error('the demo catalogue lacks a brand, an item, a category item or a tip');
  return {
    home: `/${TOPIC}`,
    brand: `/${TOPIC}/${brand.slug}`,
    item: `/${TOPIC}/${item.brandSlug}/${item.itemSlug}`,
    'category item': `/${TOPIC}/category/${categoryItem.brandSlug}/${categoryItem.itemSlug}`,
    search: `/${TOPIC}/search?q=aa`,
    tip: `/${TOPIC}/tips/${tip.slug}`,
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The run with the median performance score; runs Lighthouse could not finish count as the worst. */
function medianRun(runs: Lhr[]): Lhr {
  const score = (lhr: Lhr) => (lhr.runtimeError ? -1 : (lhr.categories.performance?.score ?? -1));
  const sorted = [...runs].sort((a, b) => score(a) - score(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

const ms = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const mark = (ok: boolean) => (ok ? '' : ' ✗');

function scoreCells(name: string, lhr: Lhr): string[] {
  return CATEGORIES.map((c) => {
    const score = lhr.categories[c]?.score;
    if (score === null || score === undefined) return 'n/a';
    const n = Math.round(score * 100);
    const byDesign = c === 'seo' && NOINDEX_PAGES.has(name);
    return `${n}${byDesign ? ' (noindex)' : mark(n >= TARGETS[c])}`;
  });
}

function metricCells(lhr: Lhr): string[] {
  const fcp = ms(lhr, 'first-contentful-paint');
  const lcp = ms(lhr, 'largest-contentful-paint');
  const tbt = ms(lhr, 'total-blocking-time');
  const cls = ms(lhr, 'cumulative-layout-shift');
  return [
    `${(fcp / 1000).toFixed(1)} s`,
    `${(lcp / 1000).toFixed(1)} s${mark(lcp <= METRIC_TARGETS.lcpMs)}`,
    `${Math.round(tbt)} ms${mark(tbt <= METRIC_TARGETS.tbtMs)}`,
    `${cls.toFixed(3)}${mark(cls <= METRIC_TARGETS.cls)}`,
  ];
}

/** Audits behind a score under 90, except the one a noindex page fails by design. */
function weakAudits(name: string, lhr: Lhr): string[] {
  const lines: string[] = [];
  if (lhr.runtimeError) lines.push(`Lighthouse error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const c of CATEGORIES) {
    const failed = (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .filter((a) => !(NOINDEX_PAGES.has(name) && a!.id === 'is-crawlable'))
      .map((a) => `${a!.id} (${Math.round((a!.score ?? 0) * 100)})`);
    if (failed.length) lines.push(`${c}: ${failed.join(', ')}`);
  }
  return lines;
}

function scriptRow(name: string, lhr: Lhr): string {
  const scripts = scriptsLoaded(lhr);
  const total = sumGz(scripts);
  return `| ${name} | ${scripts.length} | ${kb(total)}${mark(total <= INITIAL_JS_TARGET_KB * 1024)} |`;
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
  const audit = async (url: string) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  };
  try {
    const pages = await pagesOfDemo(product.url);
    // The renderer is loaded with the first page a process serves; a process that has served
    // any page has it. That first load is not a page's cost.
    await fetch(`${product.url}/${TOPIC}/about`);
    const rows: string[] = [];
    const notes: string[] = [];
    const scriptRows: string[] = [];
    for (const [name, pagePath] of Object.entries(pages)) {
      for (const served of ['rendered on request', 'from the page cache'] as const) {
        const runs: Lhr[] = [];
        for (let run = 1; run <= RUNS; run++) {
          // A query parameter of its own makes a new page-cache entry: the server renders it for this run.
          const url =
            served === 'rendered on request'
              ? `${product.url}${pagePath}${pagePath.includes('?') ? '&' : '?'}run=${run}`
              : product.url + pagePath;
          if (served === 'from the page cache') await fetch(url);
          runs.push(await audit(url));
        }
        const lhr = medianRun(runs);
        if (served === 'from the page cache') scriptRows.push(scriptRow(name, lhr));
        rows.push(
          `| ${name} | ${served} | ${scoreCells(name, lhr).join(' | ')} | ${metricCells(lhr).join(' | ')} |`,
        );
        const weak = weakAudits(name, lhr);
        if (weak.length) notes.push(`- **${name}**, ${served}: ${weak.join('; ')}`);
      }
    }
    console.log(`## Lighthouse 12, mobile preset (Debian Chromium, headless), median of ${RUNS} runs\n`);
    console.log(
      Object.entries(pages)
        .map(([name, p]) => `- ${name}: \`${p}\``)
        .join('\n'),
    );
    console.log();
    console.log(
      '| page | served | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| target | | ≥ ${TARGETS.performance} | ≥ ${TARGETS.accessibility} | ≥ ${TARGETS['best-practices']} | ${TARGETS.seo} | | ≤ ${METRIC_TARGETS.lcpMs / 1000} s | ≤ ${METRIC_TARGETS.tbtMs} ms | ≤ ${METRIC_TARGETS.cls} |`,
    );
    for (const r of rows) console.log(r);
    console.log('\n✗ = misses its target. Audits scoring under 90:\n');
    for (const n of notes) console.log(n);
    console.log('\n## JavaScript a page loads before it is interactive (gzip, level 9)\n');
    console.log(`| page | scripts | gzip (target ≤ ${INITIAL_JS_TARGET_KB} KB) |\n|---|---:|---:|`);
    for (const r of scriptRows) console.log(r);
    console.log();
  } finally {
    chrome.kill();
    await product.stop();
  }
}

bundleFigures();
await lighthouseFigures();
