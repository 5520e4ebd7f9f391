import { slugify } from '@app/contract';
import { hashOf } from '../../lib/stable-hash';
import { demoBrandRows, demoImage } from '../demo-catalogue';
import type { DemoSite } from './types';

/**
 * The demo catalogue's pictures: a product silhouette (or the brand's initials) on a soft
 * gradient, 600×600, drawn from the names alone so the same catalogue gives the same files.
 */
export type DemoImageFile = { name: string; alt: string; svg: string };
/** Every demo picture is drawn on this square. */
export const DEMO_IMAGE_SIZE = 600;

const PALETTES: Record<string, ReadonlyArray<readonly [string, string]>> = {
  batteries: [
    ['#dbe7ff', '#9fb6ea'],
    ['#fde3e7', '#e79aa9'],
    ['#e0f2ec', '#93cdb7'],
    ['#fff1d6', '#f0c27a'],
    ['#e6e3fb', '#a9a0e3'],
  ],
  beautyluxdeluxe: [
    ['#f7e6ee', '#d9a3bd'],
    ['#efe6f7', '#b9a2d6'],
    ['#fbefe4', '#e2b892'],
    ['#e9f1ee', '#a7c7bb'],
    ['#f4ecdf', '#cdb48b'],
  ],
};
const DEFAULT_PALETTE = PALETTES.batteries!;

type Kind =
  | 'cell'
  | 'coin'
  | 'ninevolt'
  | 'charger'
  | 'powerbank'
  | 'perfume'
  | 'dropper'
  | 'jar'
  | 'lipstick'
  | 'compact'
  | 'tube'
  | 'device'
  | 'box';

const RULES: ReadonlyArray<readonly [RegExp, Kind]> = [
  [
    /power ?bank|portable charger|powercore|power station|magnetic|sherpa|nb10000|boostcharge|battery 5,000/,
    'powerbank',
  ],
  [/coin|button|watch|hearing|\bcr\d{4}\b|\blr44\b|\bsr\d{3}/, 'coin'],
  [/\b9 ?v(olt)?\b/, 'ninevolt'],
  [/charger|adapter/, 'charger'],
  [/parfum|toilette|cologne|\bedp\b/, 'perfume'],
  [/serum|oil|essence|lotion/, 'dropper'],
  [/cream|balm|moisturi/, 'jar'],
  [/lipstick|lip color|lip glow/, 'lipstick'],
  [/palette|powder|bronz|pearls|filter|contour/, 'compact'],
  [/mascara|concealer|foundation|spray/, 'tube'],
  [/airwrap|device|brush|pillowcase/, 'device'],
];

function kindOf(topic: string, name: string): Kind {
  const n = name.toLowerCase();
  for (const [re, kind] of RULES) if (re.test(n)) return kind;
  if (topic === 'batteries') return 'cell';
  if (topic === 'beautyluxdeluxe') return 'jar';
  return 'box';
}

/** The size printed on a cell: `AA`, `AAA`, `D`, `18650`, `CR123A`. */
function cellLabel(name: string): string {
  const m = name.match(/\b(AAA|AA|C|D|CR123A|18650|21700|7\.2 V)\b/);
  return m?.[1] ?? 'AA';
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const initials = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

const FONT = "font-family='Helvetica, Arial, sans-serif'";
const INK = '#1f2540';

function shape(kind: Kind, label: string): string {
  const w = "fill='#ffffff' fill-opacity='0.92'";
  const text = (x: number, y: number, size: number, s: string) =>
    `<text x='${x}' y='${y}' ${FONT} font-size='${size}' font-weight='700' fill='${INK}' text-anchor='middle'>${escapeXml(s)}</text>`;
  switch (kind) {
    case 'cell':
      return `<rect x='270' y='118' width='60' height='26' rx='6' ${w}/><rect x='215' y='140' width='170' height='330' rx='26' ${w}/><rect x='215' y='380' width='170' height='90' rx='0' fill='${INK}' fill-opacity='0.12'/>${text(300, 305, label.length > 3 ? 40 : 64, label)}`;
    case 'coin':
      return `<circle cx='300' cy='300' r='150' ${w}/><circle cx='300' cy='300' r='118' fill='none' stroke='${INK}' stroke-opacity='0.15' stroke-width='6'/>${text(300, 318, 52, '3V')}`;
    case 'ninevolt':
      return `<rect x='225' y='170' width='150' height='290' rx='18' ${w}/><rect x='245' y='138' width='40' height='34' rx='6' ${w}/><circle cx='335' cy='152' r='18' ${w}/>${text(300, 340, 72, '9V')}`;
    case 'charger':
      return `<rect x='150' y='200' width='300' height='220' rx='30' ${w}/>${[0, 1, 2, 3].map((i) => `<rect x='${182 + i * 62}' y='236' width='50' height='150' rx='14' fill='${INK}' fill-opacity='0.14'/>`).join('')}<circle cx='300' cy='400' r='6' fill='#3bb273'/>`;
    case 'powerbank':
      return `<rect x='205' y='130' width='190' height='340' rx='34' ${w}/>${[0, 1, 2, 3].map((i) => `<circle cx='${264 + i * 24}' cy='420' r='7' fill='${INK}' fill-opacity='${i < 3 ? 0.55 : 0.15}'/>`).join('')}${text(300, 315, 34, label)}`;
    case 'perfume':
      return `<rect x='265' y='140' width='70' height='60' rx='10' ${w}/><rect x='185' y='200' width='230' height='260' rx='40' ${w}/>${text(300, 350, 40, label)}`;
    case 'dropper':
      return `<ellipse cx='300' cy='140' rx='24' ry='30' ${w}/><rect x='276' y='160' width='48' height='60' rx='8' ${w}/><rect x='225' y='215' width='150' height='245' rx='30' ${w}/>${text(300, 355, 36, label)}`;
    case 'jar':
      return `<rect x='175' y='220' width='250' height='50' rx='16' ${w}/><rect x='160' y='275' width='280' height='170' rx='40' ${w}/>${text(300, 380, 40, label)}`;
    case 'lipstick':
      return `<path d='M262 170 L338 140 L338 260 L262 260 Z' fill='#c2185b' fill-opacity='0.85'/><rect x='250' y='260' width='100' height='60' rx='8' ${w}/><rect x='240' y='320' width='120' height='150' rx='14' ${w}/>`;
    case 'compact':
      return `<circle cx='300' cy='300' r='160' ${w}/><circle cx='300' cy='300' r='120' fill='${INK}' fill-opacity='0.08'/>${text(300, 318, 48, label)}`;
    case 'tube':
      return `<rect x='262' y='120' width='76' height='90' rx='14' ${w}/><rect x='240' y='205' width='120' height='265' rx='24' ${w}/>${text(300, 350, 34, label)}`;
    case 'device':
      return `<rect x='250' y='120' width='100' height='250' rx='50' ${w}/><rect x='268' y='360' width='64' height='120' rx='20' ${w}/>`;
    case 'box':
      return `<rect x='170' y='190' width='260' height='230' rx='20' ${w}/><path d='M170 250 H430' stroke='${INK}' stroke-opacity='0.15' stroke-width='6'/>${text(300, 355, 56, label)}`;
  }
}

function frame(seed: string, topic: string, body: string, caption: string): string {
  const palette = PALETTES[topic] ?? DEFAULT_PALETTE;
  const [from, to] = palette[hashOf(seed) % palette.length]!;
  return [
    `<svg xmlns='http://www.w3.org/2000/svg' width='600' height='600' viewBox='0 0 600 600'>`,
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>`,
    `<rect width='600' height='600' fill='url(#g)'/>`,
    `<ellipse cx='300' cy='490' rx='150' ry='16' fill='${INK}' fill-opacity='0.08'/>`,
    body,
    `<text x='300' y='552' ${FONT} font-size='26' fill='${INK}' fill-opacity='0.75' text-anchor='middle'>${escapeXml(caption)}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

/** Deep, saturated colours a brand might print on its packaging. */
const BRAND_COLOURS = [
  '#b0103a',
  '#1a2b5f',
  '#0f766e',
  '#b45309',
  '#6d28d9',
  '#be185d',
  '#1d4ed8',
  '#15803d',
  '#334155',
];

/** The brand's name on the product, as large as fits the label. */
function nameOn(name: string, x: number, y: number, width: number, colour: string): string {
  const size = Math.min(54, Math.floor((width / Math.max(4, name.length)) * 1.7));
  return `<text x='${x}' y='${y + size * 0.35}' ${FONT} font-size='${size}' font-weight='800' fill='${colour}' text-anchor='middle' letter-spacing='0.5'>${escapeXml(name)}</text>`;
}

/**
 * A brand's picture: a product of the topic's kind (a battery lying down, a perfume bottle, a
 * box) in the brand's own colour with its name on it, as a shop would show a packshot.
 */
function brandArt(seed: string, topic: string, name: string): string {
  const colour = BRAND_COLOURS[hashOf(`${seed}#colour`) % BRAND_COLOURS.length]!;
  const light = "fill='#ffffff' fill-opacity='0.92'";
  let body: string;
  if (topic === 'batteries') {
    body = [
      `<rect x='470' y='262' width='34' height='76' rx='8' fill='#c9ced8'/>`,
      `<rect x='96' y='200' width='380' height='200' rx='34' fill='${colour}'/>`,
      `<rect x='384' y='200' width='92' height='200' rx='34' fill='#262c45'/>`,
      `<rect x='382' y='200' width='40' height='200' fill='#262c45'/>`,
      `<rect x='96' y='222' width='380' height='14' fill='#ffffff' fill-opacity='0.18'/>`,
      nameOn(name, 240, 300, 260, '#ffffff'),
      `<text x='431' y='312' ${FONT} font-size='34' font-weight='700' fill='#ffffff' text-anchor='middle'>+</text>`,
    ].join('');
  } else if (topic === 'beautyluxdeluxe') {
    body = [
      `<rect x='262' y='96' width='76' height='70' rx='10' fill='#1f2540' fill-opacity='0.85'/>`,
      `<rect x='282' y='160' width='36' height='28' ${light}/>`,
      `<rect x='150' y='186' width='300' height='290' rx='46' fill='${colour}' fill-opacity='0.88'/>`,
      `<rect x='180' y='290' width='240' height='86' rx='8' ${light}/>`,
      nameOn(name, 300, 333, 220, colour),
    ].join('');
  } else {
    body = [
      `<rect x='130' y='170' width='340' height='280' rx='22' fill='${colour}'/>`,
      `<path d='M130 235 H470' stroke='#ffffff' stroke-opacity='0.35' stroke-width='8'/>`,
      nameOn(name, 300, 340, 300, '#ffffff'),
    ].join('');
  }
  return frame(seed, topic, body, '');
}

const shorten = (s: string, n = 38) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** Every picture one topic's demo catalogue names, under the names its rows carry. */
export function demoImagesOf(site: DemoSite): DemoImageFile[] {
  const files: DemoImageFile[] = [];
  const market = { baseUrl: 'https://www.amazon.com', affiliateTag: null };
  const t = site.topic;
  for (const { items, ...brand } of demoBrandRows(site, market)) {
    // A category shows what it groups (e.g. an AA cell); a brand, a product with its name.
    const kind = kindOf(t, brand.name);
    const art = brand.isCategory
      ? frame(
          brand.slug,
          t,
          shape(kind, kind === 'cell' ? cellLabel(brand.name) : initials(brand.name)),
          brand.name,
        )
      : brandArt(brand.slug, t, brand.name);
    files.push({ name: brand.imageUrl!, alt: brand.name, svg: art });
    for (const item of items) {
      const kind = kindOf(t, item.name);
      const label = kind === 'cell' ? cellLabel(item.name) : initials(item.brandName ?? '');
      const body = shape(kind, label);
      files.push({
        name: item.imageUrls![0]!,
        alt: item.name,
        svg: frame(item.itemSlug, t, body, shorten(item.name)),
      });
    }
  }
  for (const tip of site.tips) {
    const slug = slugify(tip.title);
    // What the tip is about (a cell, a charger, a serum), not the initials of its title.
    const kind = kindOf(t, tip.title);
    const label = kind === 'cell' ? cellLabel(tip.title) : initials(tip.title);
    files.push({
      name: demoImage.tip(slug),
      alt: tip.title,
      svg: frame(slug, t, shape(kind, label), shorten(tip.title)),
    });
  }
  for (const p of site.podcasts) {
    const slug = slugify(p.title);
    const body = `<circle cx='300' cy='280' r='150' fill='#ffffff' fill-opacity='0.92'/><path d='M270 220 L370 280 L270 340 Z' fill='${INK}' fill-opacity='0.8'/>`;
    files.push({ name: demoImage.podcast(slug), alt: p.title, svg: frame(slug, t, body, shorten(p.title)) });
  }
  return files;
}
