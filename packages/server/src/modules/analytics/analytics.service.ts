import {
  ANALYTICS_TOP_LIMIT,
  type AnalyticsDaily,
  type AnalyticsDay,
  type AnalyticsTop,
  type BeaconBody,
  type DailyVisits,
  daysBetween,
  type LocationVisits,
  utcDay,
} from '@app/contract';
import { paged } from '../../lib/paging';
import type { AnalyticsRepository, Place } from './analytics.repository';
import { placeOf } from './geo';
import type { VisitBuffer } from './visit-buffer';
import {
  browserOf,
  cleanPath,
  cleanTarget,
  deviceOf,
  isBotAgent,
  referrerHost,
  visitorHash,
} from './visitor';

const LOCATIONS_LIMIT = 200;

export type BeaconRequest = {
  topic: string;
  body: { kind: 'pageview' | 'outbound' } & Omit<BeaconBody, 'kind'>;
  ip: string;
  userAgent: string;
  host: string;
};

export function analyticsService(repo: AnalyticsRepository, buffer: VisitBuffer) {
  // One salt per day, fetched once per process; a rejected fetch is forgotten so the next beacon retries.
  const salts = new Map<string, Promise<string>>();
  const saltFor = (day: string) => {
    let salt = salts.get(day);
    if (!salt) {
      salts.clear();
      salt = repo.saltFor(day);
      salt.catch(() => salts.delete(day));
      salts.set(day, salt);
    }
    return salt;
  };

  return {
    /** Records a beacon (not a bot's) in the buffer. Returns whether it was counted. */
    async record(b: BeaconRequest): Promise<boolean> {
      if (isBotAgent(b.userAgent)) return false;
      const at = new Date();
      const day = utcDay(at);
      const salt = await saltFor(day);
      const place = placeOf(b.ip);
      buffer.push({
        topic: b.topic,
        at,
        day,
        kind: b.body.kind,
        path: cleanPath(b.body.path),
        targetUrl: b.body.kind === 'outbound' ? cleanTarget(b.body.targetUrl ?? '') : null,
        referrer: b.body.kind === 'pageview' ? referrerHost(b.body.referrer, b.host) : '',
        device: deviceOf(b.userAgent),
        browser: browserOf(b.userAgent),
        country: place.country,
        region: place.region,
        visitorHash: visitorHash(salt, b.ip, b.userAgent, b.topic),
      });
      return true;
    },

    async daily(topic: string, from: string, to: string, place: Place): Promise<AnalyticsDaily> {
      const rows = new Map((await repo.daily(topic, from, to, place)).map((r) => [r.day, r]));
      const daily: DailyVisits[] = daysBetween(from, to).map(
        (day) => rows.get(day) ?? { day, pageviews: 0, visitors: 0, outboundClicks: 0 },
      );
      const totals = { pageviews: 0, visitors: 0, outboundClicks: 0 };
      for (const d of daily) {
        totals.pageviews += d.pageviews;
        totals.visitors += d.visitors;
        totals.outboundClicks += d.outboundClicks;
      }
      return { from, to, daily, totals };
    },

    async locations(topic: string, from: string, to: string, place: Place): Promise<LocationVisits[]> {
      return repo.locations(topic, from, to, place, LOCATIONS_LIMIT);
    },

    async top(topic: string, from: string, to: string, place: Place): Promise<AnalyticsTop> {
      const filtered = place.country !== undefined || place.region !== undefined;
      const list = (dimension: 'page' | 'referrer' | 'outbound') =>
        filtered
          ? repo.topFromVisits(topic, from, to, place, dimension, ANALYTICS_TOP_LIMIT)
          : repo.topFromRollup(topic, from, to, dimension, ANALYTICS_TOP_LIMIT);
      const [pages, referrers, outbound] = await Promise.all([
        list('page'),
        list('referrer'),
        list('outbound'),
      ]);
      return { pages, referrers, outbound };
    },

    async day(
      topic: string,
      day: string,
      place: Place,
      page: { page: number; pageSize: number },
    ): Promise<AnalyticsDay> {
      const { rows, total } = await repo.visitorsOfDay(topic, day, place, page);
      const items = rows.map((r) => ({
        ...r,
        firstSeenAt: r.firstSeenAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
      }));
      return { day, ...paged(items, total, page) };
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
