import type { visitorsDaily } from '../../db/schema';

/** A beacon as the server recorded it: no address, no agent string. */
export type VisitEvent = {
  topic: string;
  at: Date;
  day: string;
  kind: 'pageview' | 'outbound';
  path: string;
  targetUrl: string | null;
  referrer: string;
  device: string;
  browser: string;
  country: string;
  region: string;
  visitorHash: string;
};

export type VisitorRow = typeof visitorsDaily.$inferInsert & { pageviews: number };
export type PlaceRow = { websiteTopic: string; day: string; country: string; region: string } & Record<
  'pageviews' | 'visitors' | 'outboundClicks',
  number
>;
export type TopRow = { websiteTopic: string; day: string; dimension: string; value: string; hits: number };

const key = (...parts: string[]) => parts.join('\u0000');

/** The rows of a map in key order. */
export const inKeyOrder = <T>(rows: Map<string, T>) =>
  [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);

/** The counts of a place and day, begun at zero the first time they are asked for. */
export function placeRow(
  places: Map<string, PlaceRow>,
  topic: string,
  day: string,
  country: string,
  region: string,
): PlaceRow {
  const k = key(topic, day, country, region);
  let place = places.get(k);
  if (!place) {
    place = { websiteTopic: topic, day, country, region, pageviews: 0, visitors: 0, outboundClicks: 0 };
    places.set(k, place);
  }
  return place;
}

/**
 * A batch of visits merged per row of each rollup (an upsert may not touch one row twice). A
 * place's visitors are not counted here: only the database knows whether a visitor is new to the day.
 */
export function rollUp(events: VisitEvent[]) {
  const visitors = new Map<string, VisitorRow>();
  const places = new Map<string, PlaceRow>();
  const top = new Map<string, TopRow>();
  const bump = (topic: string, day: string, dimension: 'page' | 'referrer' | 'outbound', value: string) => {
    if (!value) return;
    const k = key(topic, day, dimension, value);
    const row = top.get(k) ?? { websiteTopic: topic, day, dimension, value, hits: 0 };
    row.hits += 1;
    top.set(k, row);
  };

  for (const e of events) {
    const place = placeRow(places, e.topic, e.day, e.country, e.region);
    if (e.kind === 'outbound') {
      place.outboundClicks += 1;
      bump(e.topic, e.day, 'outbound', e.targetUrl ?? '');
      continue;
    }
    place.pageviews += 1;
    bump(e.topic, e.day, 'page', e.path);
    bump(e.topic, e.day, 'referrer', e.referrer);
    const vk = key(e.topic, e.day, e.visitorHash);
    const seen = visitors.get(vk);
    if (seen) {
      seen.pageviews += 1;
      if (e.at > seen.lastSeenAt) seen.lastSeenAt = e.at;
    } else {
      visitors.set(vk, {
        websiteTopic: e.topic,
        day: e.day,
        visitorHash: e.visitorHash,
        firstSeenAt: e.at,
        lastSeenAt: e.at,
        entryPath: e.path,
        referrer: e.referrer,
        device: e.device,
        browser: e.browser,
        country: e.country,
        region: e.region,
        pageviews: 1,
      });
    }
  }
  return { visitors, places, top };
}
