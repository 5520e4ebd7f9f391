/*
 * A search whose words together find nothing leaves some out, as store searches do, and says
 * which (`ignored`): a word nothing knows, a word the catalogue has but never with the rest; a
 * long slip of a name is read as the name. Over the demo catalogues, with queries written for
 * this file.
 */
import { ROUTES, type SearchResults } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('a search that finds nothing with every word', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The results page's search (or the search box's, with its smaller limits). */
  async function search(topic: string, q: string, limits = { brandsLimit: '12', itemsLimit: '24' }) {
    const params = new URLSearchParams({ q, websiteTopic: topic, ...limits });
    const res = await t.app.inject({ url: `${ROUTES.search.aggregated}?${params}` });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: SearchResults }).data;
    return {
      first: data.brandItems[0]?.name,
      names: data.brandItems.map((i) => i.name),
      ignored: data.ignored,
    };
  }

  it('leaves out a word nothing in the catalogue knows, and names it', async () => {
    expect(await search('batteries', 'aaa rechargeable batteries for the tv remote')).toMatchObject({
      first: 'EBL AAA Rechargeable Batteries 1100 mAh, 8 Pack',
      ignored: ['tv'],
    });
    // Every item shown is what the words kept ask for.
    const { names } = await search('batteries', 'aaa rechargeable batteries for the tv remote');
    for (const name of names) expect(name).toMatch(/AAA/);
  });

  it('reads a name two slips off as the name, leaving nothing out', async () => {
    expect(await search('batteries', 'rayovak aaa')).toMatchObject({
      first: 'Rayovac High Energy AAA Batteries, 36 Pack',
      ignored: [],
    });
    expect(await search('batteries', 'nitcroe 18650')).toMatchObject({
      first: 'Nitecore NL1835 18650 Li-ion Battery 3500 mAh',
      ignored: [],
    });
  });

  it('leaves out a body part the catalogue never writes with the product', async () => {
    expect(await search('beautyluxdeluxe', 'cream for dry hands')).toMatchObject({
      first: 'Augustinus Bader The Rich Cream, 1.7 oz',
      ignored: ['hands'],
    });
  });

  it('finds the same item whatever the order of the words', async () => {
    for (const q of ['chanel lipstick velvet red', 'red velvet lipstick chanel'])
      expect(await search('beautyluxdeluxe', q)).toMatchObject({
        first: 'Chanel Rouge Allure Velvet Lipstick',
        ignored: ['red'],
      });
  });

  it('reads plurals, and names the word left out as the visitor wrote it', async () => {
    expect(await search('beautyluxdeluxe', 'silk pillowcases queen size')).toMatchObject({
      first: 'Slip Pure Silk Pillowcase, Queen',
      ignored: ['size'],
    });
    expect(await search('beautyluxdeluxe', 'Dior perfumes for WOMEN')).toMatchObject({
      first: 'Dior J’adore Eau de Parfum, 3.4 oz',
      ignored: ['WOMEN'],
    });
  });

  it('keeps a brand over a word of descriptions that no item of the brand has', async () => {
    expect(await search('batteries', 'remote anker')).toMatchObject({
      first: expect.stringMatching(/^Anker /),
      ignored: ['remote'],
    });
  });

  it('leaves nothing out when every word finds the items', async () => {
    expect(await search('batteries', 'duracell aa')).toMatchObject({
      first: expect.stringMatching(/^Duracell .*AA/),
      ignored: [],
    });
  });

  it('finds nothing when most words are unknown, or when a number is', async () => {
    for (const q of ['lawn mower blades', 'battery for my lawn mower', '4680 cells', 'duracell 4680'])
      expect(await search('batteries', q), q).toMatchObject({ names: [], ignored: [] });
  });

  it('finds nothing when what is left is only words of descriptions', async () => {
    // "camping" is in one description (a power station's), "tent" in none: no answer.
    for (const q of ['camping tent', 'tent for camping'])
      expect(await search('batteries', q), q).toMatchObject({ names: [], ignored: [] });
  });

  it('gives the search box partial suggestions as the visitor types', async () => {
    const box = { brandsLimit: '3', itemsLimit: '5' };
    expect(await search('batteries', 'duracell aa batteries warehou', box)).toMatchObject({
      first: expect.stringMatching(/^Duracell .*AA/),
      ignored: ['warehou'],
    });
  });

  it('leaves the assistant its own reading: nothing, the words unknown, none ignored', async () => {
    const u = await t.app.catalogueSearch.understand('batteries', 'aa batteries lawn', { complete: false });
    expect(u).toMatchObject({ outcome: 'nothing', unknown: ['lawn'], ignored: [] });
    const relaxed = await t.app.catalogueSearch.understand('batteries', 'aa batteries lawn', {
      complete: false,
      relax: true,
    });
    expect(relaxed).toMatchObject({ outcome: 'found', ignored: ['lawn'] });
    expect(relaxed.items[0]?.name).toMatch(/ AA /);
  });
});
