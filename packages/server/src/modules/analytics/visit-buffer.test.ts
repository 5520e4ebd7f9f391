import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { visitBuffer } from './visit-buffer';
import type { VisitEvent } from './visit-rollup';

const settings = { flushIntervalMs: 60_000, batchSize: 1_000, maxBuffered: 10_000, beaconsPerMinute: 60 };
const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
const visit = (path: string) => ({ path }) as VisitEvent;
const sqlError = (code: string) => Object.assign(new Error('failed query'), { cause: { code } });

describe('visit buffer', () => {
  it('splits a batch the database refuses until only the bad row is left out', async () => {
    const written: string[] = [];
    let writes = 0;
    const buffer = visitBuffer(
      async (events) => {
        writes++;
        if (events.some((e) => e.path === '/bad')) throw sqlError('22021');
        written.push(...events.map((e) => e.path));
      },
      settings,
      log,
    );
    const paths = Array.from({ length: 16 }, (_, i) => (i === 11 ? '/bad' : `/p${i}`));
    for (const p of paths) buffer.push(visit(p));
    await buffer.flush();
    expect(written.sort()).toEqual(paths.filter((p) => p !== '/bad').sort());
    expect(buffer.size).toBe(0);
    // Halving, not one write per row: about 2·log2(16) writes.
    expect(writes).toBeLessThanOrEqual(10);
  });

  it('keeps every row for a later flush when the database is away, without splitting', async () => {
    const write = vi.fn(async () => {
      throw sqlError('08006');
    });
    const buffer = visitBuffer(write, settings, log);
    for (const p of ['/a', '/b', '/c']) buffer.push(visit(p));
    await buffer.flush();
    expect(write).toHaveBeenCalledTimes(1);
    expect(buffer.size).toBe(3);
  });

  it('writes what waits when closed, and refuses later visits as unavailable rather than dropping them', async () => {
    const written: string[] = [];
    const buffer = visitBuffer(
      async (events) => {
        written.push(...events.map((e) => e.path));
      },
      settings,
      log,
    );
    buffer.push(visit('/before'));
    await buffer.close();
    expect(written).toEqual(['/before']);
    expect(() => buffer.push(visit('/after'))).toThrow(expect.objectContaining({ statusCode: 503 }));
    expect(buffer.size).toBe(0);
  });
});
