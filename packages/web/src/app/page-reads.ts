/*
 * The reads a server render of a route needs, learned from the renders before it, so that the next
 * render of that route starts them before its first pass. Without them a page is rendered once
 * to find its first reads (a skeleton), again for the reads that depend on those (an item's
 * "more from the brand"), and once more to see that nothing changed; with them, usually once.
 * Learning rather than a hand-kept list per route: a screen that changes what it reads needs no
 * second edit here, and a wrong guess only costs a read (the render still runs until the store
 * stops changing, so the page is the same either way).
 */

/** A value of the page's address: a route parameter or a search parameter, as text or as a number. */
type Slot = { slot: 'param' | 'search'; name: string; number: boolean };
type Template = unknown;
export type Read = { endpointName: string; args: unknown };
export type PageValues = { params: Record<string, string | undefined>; search: URLSearchParams };

const isSlot = (v: unknown): v is Slot =>
  typeof v === 'object' && v !== null && 'slot' in v && 'name' in v && Object.keys(v).length === 3;

/** The args with every value that is one of the address's values replaced by a slot naming it. */
export function generalise(args: unknown, page: PageValues): Template {
  if (typeof args === 'string' || typeof args === 'number') {
    const text = String(args);
    const number = typeof args === 'number';
    for (const [name, value] of Object.entries(page.params))
      if (value !== undefined && value !== '' && value === text) return { slot: 'param', name, number };
    for (const [name, value] of page.search)
      if (value !== '' && value === text) return { slot: 'search', name, number };
    return args;
  }
  if (Array.isArray(args)) return args.map((v) => generalise(v, page));
  if (typeof args === 'object' && args !== null)
    return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, generalise(v, page)]));
  return args;
}

const MISSING = Symbol('missing');

/** The args for another address of the same route; MISSING when it lacks a value the template names. */
function instantiate(template: Template, page: PageValues): unknown {
  if (isSlot(template)) {
    const text = template.slot === 'param' ? page.params[template.name] : page.search.get(template.name);
    if (text === undefined || text === null || text === '') return MISSING;
    return template.number ? Number(text) : text;
  }
  if (Array.isArray(template)) {
    const out = template.map((v) => instantiate(v, page));
    return out.includes(MISSING) ? MISSING : out;
  }
  if (typeof template === 'object' && template !== null) {
    const entries = Object.entries(template).map(([k, v]) => [k, instantiate(v, page)] as const);
    return entries.some(([, v]) => v === MISSING) ? MISSING : Object.fromEntries(entries);
  }
  return template;
}

/** A bound on what is kept per route; a page reads a handful. */
const MAX_READS = 20;

/**
 * Per route, the reads of its last render as templates, and whether the render before made the
 * same one: only reads seen twice in a row are started ahead, so a read whose args come from
 * data (the ids a list shows) and change from page to page is not started in vain each time.
 */
export function pageReadsMemory() {
  const routes = new Map<string, Map<string, { template: Template; repeated: boolean }>>();
  return {
    /** The reads to start before rendering `route` at this address. */
    reads(route: string, page: PageValues): Read[] {
      const out: Read[] = [];
      for (const { template, repeated } of routes.get(route)?.values() ?? []) {
        if (!repeated) continue;
        const { endpointName, args } = template as { endpointName: string; args: Template };
        const instance = instantiate(args, page);
        if (instance !== MISSING) out.push({ endpointName, args: instance });
      }
      return out;
    },
    /** What a settled render of `route` read (not counting what was read before its first pass). */
    learn(route: string, page: PageValues, reads: Read[]) {
      const before = routes.get(route);
      const now = new Map<string, { template: Template; repeated: boolean }>();
      for (const read of reads.slice(0, MAX_READS)) {
        const template = { endpointName: read.endpointName, args: generalise(read.args, page) };
        const key = JSON.stringify(template);
        now.set(key, { template, repeated: before?.has(key) ?? false });
      }
      routes.set(route, now);
    },
  };
}
