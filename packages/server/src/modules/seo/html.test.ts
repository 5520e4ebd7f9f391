import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clip, escapeHtml, injectHead, jsonForScript, textOf } from './html';
import { matchPageRoute } from './page-route';

/** The web app's route table, which the server's page matching must follow. */
const WEB_ROUTES = '../../../../web/src/app/routes.tsx';
const leaves = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((r) => (r.children ? leaves(r.children) : [r]));

describe('head helpers', () => {
  it('cuts text at a word boundary within the limit', () => {
    expect(clip('short text')).toBe('short text');
    const long = 'word '.repeat(60);
    const cut = clip(long, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
    expect(clip('a'.repeat(200), 20)).toBe(`${'a'.repeat(19)}…`);
  });

  it('escapes HTML and keeps JSON-LD from closing its script', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = jsonForScript({ name: '</script><!-- \u2028' });
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- \u2028' });
  });

  it('reads the text of rich text', () => {
    expect(textOf('<h2>Title</h2><p>One &amp; <em>two</em></p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title One & two a b',
    );
  });

  it('replaces the template title and puts the head before </head>', () => {
    const html = injectHead(
      '<html><head><meta charset="utf-8"><title>App</title></head><body></body></html>',
      '<title>X</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<title>X<\/title>\s*<\/head>/);
  });

  it('matches the route table the way the web app does', async () => {
    const { matchRoutes } = await import('react-router');
    // Read by path, so the server's type check does not take in the web app's JSX.
    const { routes } = (await import(/* @vite-ignore */ WEB_ROUTES)) as { routes: RouteObject[] };
    const table = leaves(routes);
    expect(table.length).toBeGreaterThan(30);

    // A path for every route of the web table (parameters filled in), and a few only its
    // catch-all takes: the web router picks a route for each, the server must agree on the page.
    const samples = [
      ...table.map((r) =>
        r.index
          ? ''
          : r
              .path!.split('/')
              .map((s) => (s === '*' ? 'anything' : s.startsWith(':') ? `x-${s.slice(1).toLowerCase()}` : s))
              .join('/'),
      ),
      'a/b/c',
      'category/a/b/c',
      'admin/brands/1/edit',
    ];
    for (const sample of samples) {
      const picked = matchRoutes(routes, `/${sample}`)?.at(-1);
      expect(picked, sample).toBeDefined();
      const { route, params } = picked!;
      const server = matchPageRoute(sample.split('/').filter(Boolean));
      const path = route.path ?? '';
      if (route.index) expect(server, sample).toEqual({ kind: 'home' });
      else if (path === '*') expect(server, sample).toEqual({ kind: 'unknown' });
      // The storefront's pages are the lazy routes; the rest are sign-in, admin and edit screens.
      else if (!route.lazy) expect(server, sample).toMatchObject({ kind: 'private' });
      else if (!path.includes(':')) {
        expect(server, sample).toEqual({ kind: expect.stringMatching(/^(info|list)$/), page: path });
      } else {
        const category = path.startsWith('category/');
        expect(server, sample).toEqual(
          params.itemSlug
            ? { kind: 'item', brandSlug: params.brandSlug, itemSlug: params.itemSlug, category }
            : path.startsWith('tips/')
              ? { kind: 'tip', slug: params.slug }
              : { kind: 'brand', slug: params.brandSlug ?? params.slug, category },
        );
      }
    }
  });
});
