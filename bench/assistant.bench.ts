/**
 * `npm run bench:assistant`: how well the chat assistant and the search behind it answer real
 * visitors, over the demo catalogues on PGlite. Prints a Markdown table of figures, then every
 * case that is not right, grouped by class. A benchmark, not a test: it always exits 0.
 */
import { type AssistantFailure, assistantCases, scoreAssistant } from './quality/assistant-score';
import { scoreSearch } from './quality/search-score';

const pct = (n: number, of: number) => (of === 0 ? '–' : `${((n / of) * 100).toFixed(1)}%`);

export async function runAssistantBench(): Promise<void> {
  // Loaded here, not at the top, so that a server that does not build is reported, not thrown.
  const { buildTestApp } = await import('../packages/server/src/test/test-app');
  const t = await buildTestApp({}, { demoCatalogue: true });
  try {
    const started = performance.now();
    const a = await scoreAssistant(t.app);
    const seconds = (performance.now() - started) / 1000;
    const s = await scoreSearch(t.app);
    // Messages written after the assistant was tuned on the evaluation set, never tuned on.
    const h = await scoreAssistant(t.app, assistantCases('holdout'));

    const rows: Array<[string, string]> = [
      ['assistant messages', String(a.total)],
      ['assistant correct', `${pct(a.correct, a.total)} (${a.correct})`],
      ['assistant partly', `${pct(a.partly, a.total)} (${a.partly})`],
      ['assistant wrong', `${pct(a.wrong, a.total)} (${a.wrong})`],
      ['assistant harmful', `${pct(a.harmful, a.total)} (${a.harmful})`],
      ['assistant invented', `${pct(a.invented, a.total)} (${a.invented})`],
      ...Object.entries(a.byClass).map(([cls, c]): [string, string] => [
        `correct: ${cls}`,
        `${pct(c.correct, c.total)} (${c.correct}/${c.total})`,
      ]),
      ['held-out messages', String(h.total)],
      ['held-out correct', `${pct(h.correct, h.total)} (${h.correct})`],
      ['held-out partly', `${pct(h.partly, h.total)} (${h.partly})`],
      ['held-out harmful', `${pct(h.harmful, h.total)} (${h.harmful})`],
      ['held-out invented', `${pct(h.invented, h.total)} (${h.invented})`],
      ['search queries', String(s.total)],
      ['search hit@1', pct(s.hitAt1, 1)],
      ['search hit@5', pct(s.hitAt5, 1)],
      ['search junk brands in top 5', pct(s.junkBrandRate, 1)],
      ['search nothing when nothing matches', pct(s.nothingCorrect, 1)],
      ['assistant run time', `${seconds.toFixed(1)} s`],
    ];
    console.log('\n## Assistant and search quality (demo catalogues)\n');
    console.log('| figure | value |\n| --- | --- |');
    for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);

    const byClass = new Map<string, AssistantFailure[]>();
    for (const d of a.details) byClass.set(d.class, [...(byClass.get(d.class) ?? []), d]);
    console.log(`\n### Assistant: ${a.details.length} cases not right\n`);
    for (const [cls, list] of byClass) {
      console.log(`\n#### ${cls} (${list.length})\n`);
      for (const d of list) console.log(`- ${d.verdict}: ${d.line}\n  - ${d.reasons.join('; ')}`);
    }
    console.log(`\n### Held-out: ${h.details.length} cases not right\n`);
    for (const d of h.details)
      console.log(`- ${d.class}, ${d.verdict}: ${d.line}\n  - ${d.reasons.join('; ')}`);
    console.log(`\n### Search: ${s.failures.length} misses\n`);
    for (const f of s.failures) console.log(`- ${f}`);
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await runAssistantBench();
  } catch (err) {
    // Reported, not failed: a benchmark prints what it could measure.
    console.error('assistant bench failed:', err);
  }
  process.exit(0);
}
