import { afterEach, describe, expect, it } from 'vitest';
import {
  neverConnected,
  type Outcomes,
  type ServerProcess,
  startServerProcess,
  streamBeacons,
  tally,
} from './test/server-process';

// The process runs on its own embedded database: once is enough, in the PGlite run.
const processRuns = process.env.TEST_DB !== 'postgres';

describe.runIf(processRuns)('shutdown on the embedded database', () => {
  let server: ServerProcess | undefined;
  afterEach(() => {
    server?.cleanup();
    server = undefined;
  });

  it('stores every beacon it answered 204 while SIGTERM came, and exits 0', async () => {
    server = await startServerProcess();
    const stream = streamBeacons(server.base, { clients: 8, prefix: '/at-sigterm-' });
    // Some beacons in the buffer, some in flight, when the signal comes.
    await expect.poll(stream.count, { timeout: 30_000, interval: 20 }).toBeGreaterThan(200);
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const { answered, outcomes } = await stream.done;
    const stored = await server.storedPaths('/at-sigterm-');
    const lost = answered.filter((p) => !stored.has(p));
    expect({ code, lost: lost.length, errors: outcomes.errors }).toEqual({ code: 0, lost: 0, errors: {} });
    expect(answered.length).toBeGreaterThan(200);
    // Whatever was not answered 204 was refused as unavailable, never dropped silently.
    expect(Object.keys(outcomes.byStatus).sort()).toEqual(
      Object.keys(outcomes.byStatus)
        .filter((s) => s === '204' || s === '503')
        .sort(),
    );
  }, 120_000);

  it('answers every request in flight at SIGTERM under saturation, 200 or 503 with Connection: close, none reset', async () => {
    // A short limit, so that the queue outlasts it: what is still waiting then must be refused, not reset.
    server = await startServerProcess({ env: { SHUTDOWN_TIMEOUT_MS: '4000' } });
    const { base } = server;
    const outcomes: Outcomes = { byStatus: {}, errors: {} };
    const closeHeaders: Record<string, number> = {};
    let sent = 0;
    const one = async (i: number) => {
      // Searches of words of their own: none is answered from a cache, each costs the database.
      const url = `${base}/api/search?q=${encodeURIComponent(`cell ${i} aa`)}&websiteTopic=batteries`;
      try {
        sent++;
        const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        const body = await res.text();
        tally(outcomes, { status: res.status });
        if (res.status === 503) {
          const key = `${res.headers.get('connection')} ${JSON.parse(body).success}`;
          closeHeaders[key] = (closeHeaders[key] ?? 0) + 1;
        }
      } catch (error) {
        tally(outcomes, { error: neverConnected(error) ? new Error('never connected') : error });
      }
    };
    const requests = Array.from({ length: 600 }, (_, i) => one(i));
    // Every request is sent (and most wait in the queue) when the signal comes.
    await new Promise((r) => setTimeout(r, 1_500));
    server.child.kill('SIGTERM');
    const code = await server.exited;
    await Promise.all(requests);
    expect(sent).toBe(600);
    expect(outcomes.errors).toEqual({});
    expect(code).toBe(0);
    const answered = (outcomes.byStatus[200] ?? 0) + (outcomes.byStatus[503] ?? 0);
    expect(answered).toBe(600);
    // Refusals say the connection ends and come in the envelope.
    expect(Object.keys(closeHeaders).every((k) => k === 'close false')).toBe(true);
  }, 120_000);
});
