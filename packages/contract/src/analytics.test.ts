import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_ERRORS, AnalyticsRangeQuery, BeaconBody, Day, daysBetween } from './analytics';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('daysBetween', () => {
  it('counts days, not strings, across year 9999 into 10000', () => {
    expect(daysBetween('9999-12-30', '+010000-01-01')).toEqual(['9999-12-30', '9999-12-31', '+010000-01-01']);
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysBetween('2024-03-02', '2024-03-01')).toEqual([]);
  });

  // A regression is an endless synchronous loop, which no test timeout can interrupt in-process.
  it('ends for the last day of year 9999 (in a child process, so a regression fails rather than freezes)', async () => {
    const code = `import('${path.join(here, 'analytics.ts')}').then((m) => console.log(m.daysBetween('9999-12-31', '9999-12-31').join()))`;
    const out = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', '-e', code], { timeout: 8_000 }, (err, stdout) =>
        err ? reject(err) : resolve(stdout.trim()),
      ),
    );
    expect(out).toBe('9999-12-31');
  }, 10_000);
});

describe('Day and ranges', () => {
  const message = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    r.error?.issues.map((i) => i.message);

  it('accepts real calendar days within bounds only', () => {
    expect(Day.safeParse('2024-02-29').success).toBe(true);
    expect(Day.safeParse('2999-12-31').success).toBe(true);
    expect(message(Day.safeParse('9999-12-31'))).toEqual([ANALYTICS_ERRORS.dayOutOfRange]);
    expect(message(Day.safeParse('1899-12-31'))).toEqual([ANALYTICS_ERRORS.dayOutOfRange]);
    expect(Day.safeParse('2023-02-29').success).toBe(false);
    expect(Day.safeParse('+010000-01-01').success).toBe(false);
  });

  it('refuses reversed and over-long ranges with their own texts', () => {
    expect(message(AnalyticsRangeQuery.safeParse({ from: '2025-01-02', to: '2025-01-01' }))).toEqual([
      ANALYTICS_ERRORS.rangeOrder,
    ]);
    expect(message(AnalyticsRangeQuery.safeParse({ from: '2024-01-01', to: '2025-12-31' }))).toEqual([
      ANALYTICS_ERRORS.rangeTooLong,
    ]);
    expect(AnalyticsRangeQuery.safeParse({ from: '2999-12-31', to: '2999-12-31' }).success).toBe(true);
  });
});

describe('BeaconBody', () => {
  it.each([
    ['a NUL byte', { path: '/a\u0000b' }],
    ['a control character', { path: '/a\u001bb' }],
    ['a C1 control character', { path: '/a\u0085b' }],
    ['a lone surrogate', { path: '/a\ud800b' }],
    ['a lone surrogate in the referrer', { path: '/', referrer: 'https://x.example/\udc00' }],
    ['a newline in the link', { kind: 'outbound', path: '/', targetUrl: 'https://m.example/\n' }],
    ['an over-long path', { path: `/${'a'.repeat(1000)}` }],
  ])('refuses %s', (_what, body) => {
    expect(BeaconBody.safeParse(body).success).toBe(false);
  });

  it('accepts paths with any printable text, emoji included', () => {
    expect(BeaconBody.safeParse({ path: '/brands/énergie-😀?q=a b' }).success).toBe(true);
  });
});
