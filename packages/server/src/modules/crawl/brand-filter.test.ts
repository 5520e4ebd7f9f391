import { describe, expect, it } from 'vitest';
import { brandFilterOf, filterBrandOf } from './brand-filter';

/** The side bar's brand filter as the largest marketplace's search pages write it. */
const page = (filter: string) =>
  `<!doctype html><html><body><div id="s-refinements"><div id="brandsRefinements" class="a-section a-spacing-none"><div id="p_123-title" class="a-section a-spacing-small"><span class="a-size-base a-color-base puis-bold-weight-text">Brands</span></div><ul aria-labelledby="p_123-title" class="a-unordered-list a-nostyle a-vertical a-spacing-medium">${filter}</ul></div></div><div class="s-main-slot"></div></body></html>`;
const entry = (id: string, name: string) =>
  `<span class="a-declarative"><li id="p_123/${id}" aria-label="${name}" class="a-spacing-micro"><span class="a-list-item"><a class="a-link-normal s-navigation-item" href="/s?k=x&amp;rh=p_123%3A${id}"><div class="a-checkbox a-checkbox-fancy s-navigation-checkbox aok-float-left"><label><input type="checkbox" name="" value=""><i class="a-icon a-icon-checkbox"></i><span class="a-label a-checkbox-label"></span></label></div><span class="a-size-base a-color-base">${name}</span></a></span></li></span>`;

describe("a search page's brand filter", () => {
  it('lists the brands the filter offers', () => {
    const html = page(
      entry('1', 'Duracell') + entry('2', 'Energizer') + entry('3', 'AmazonBasics') + entry('4', 'Duracell'),
    );
    expect(brandFilterOf(html)).toEqual(['Duracell', 'Energizer', 'AmazonBasics']);
    expect(brandFilterOf('<html><body><div class="s-main-slot"></div></body></html>')).toEqual([]);
  });

  it('names the longest filter brand a title starts with, as whole words, never its first word', () => {
    const filter = ['Volt', 'Volt Max', 'Lumi'];
    expect(filterBrandOf('Volt Max AA Cells', filter)).toBe('Volt Max');
    expect(filterBrandOf('VOLT AA Cells', filter)).toBe('Volt');
    expect(filterBrandOf('Voltix AA Cells', filter)).toBeNull();
    expect(filterBrandOf('Portable Mini Fan', filter)).toBeNull();
  });
});
