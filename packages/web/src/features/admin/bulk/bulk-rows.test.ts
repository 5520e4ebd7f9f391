import { describe, expect, it } from 'vitest';
import { parseBulkText, withServerIssues } from './bulk-rows';

const known = new Set(['acme', 'globex']);

describe('bulk rows', () => {
  it('reads CSV rows into wire bodies', () => {
    const { rows, error, format } = parseBulkText(
      'name,brandSlug,price,features,imageUrls,rating\nAA cells,acme,9.99,Long life|Leak proof,https://x.test/a.jpg,4.5\n',
      { knownBrandSlugs: known },
    );
    expect(error).toBeNull();
    expect(format).toBe('csv');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      number: 1,
      valid: true,
      slug: 'aa-cells',
      body: {
        name: 'AA cells',
        brandSlug: 'acme',
        priceMinor: 999,
        features: ['Long life', 'Leak proof'],
        imageUrls: ['https://x.test/a.jpg'],
        rating: 4.5,
      },
    });
  });

  it('names the problems of each row with the contract schema', () => {
    const { rows } = parseBulkText('name,brandSlug,price\nGood,acme,1\n,acme,2\nThird,nobody,abc\n', {
      knownBrandSlugs: known,
    });
    expect(rows.map((r) => r.valid)).toEqual([true, false, false]);
    expect(rows[1]?.problems).toEqual(['name: Enter a name']);
    expect(rows[2]?.problems).toEqual([
      "price: 'abc' is not a price such as 12.99",
      "brandSlug: no brand 'nobody' on this site",
    ]);
  });

  it('fills the default brand into rows that name none', () => {
    const { rows } = parseBulkText('name\nOne\nTwo', { defaultBrandSlug: 'acme', knownBrandSlugs: known });
    expect(rows.every((r) => r.valid && r.body.brandSlug === 'acme')).toBe(true);
  });

  it('reads JSON arrays and {brandItems}', () => {
    expect(parseBulkText('[{"name":"A","brandSlug":"acme"}]').rows[0]?.valid).toBe(true);
    expect(parseBulkText('{"brandItems":[{"name":"A","brandId":3}]}').rows[0]?.valid).toBe(true);
    expect(parseBulkText('[{"name":"A"}]').rows[0]?.problems.join()).toMatch(/brandId/);
    expect(parseBulkText('[1').error).toMatch(/not valid JSON/);
    expect(parseBulkText('{"x":1}').error).toMatch(/array/);
  });

  it('refuses unknown columns and a missing header', () => {
    expect(parseBulkText('nme,brandSlug\nA,acme').error).toMatch(/must name the columns/);
    expect(parseBulkText('name,colour\nA,red').error).toMatch(/Unknown column: colour/);
  });

  it("marks the rows the server's issues name", () => {
    const { rows } = parseBulkText('name,brandSlug\nA,acme\nB,acme', { knownBrandSlugs: known });
    const marked = withServerIssues(rows, [
      {
        path: 'brandItems.1.externalId',
        message: 'Row 2: Another item of this site already has this marketplace id',
      },
    ]);
    expect(marked.map((r) => r.valid)).toEqual([true, false]);
    expect(marked[1]?.problems).toEqual(['Another item of this site already has this marketplace id']);
  });
});
