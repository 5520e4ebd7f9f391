/**
 * `npm run bench:assistant`: how well the chat assistant and the search behind it answer real
 * visitors, over the demo catalogues on PGlite. Prints Markdown tables of figures, one row per
 * set (the tuning set, the held-out set, the fresh set), then every case of the tuning sets
 * that is not right, grouped by set and class. The held-out and fresh sets' cases are printed
 * only with `BENCH_SHOW_HELD_OUT=1` (to review a finished change, never while making one). A benchmark, not a test: it asserts nothing and always exits 0.
 * The fresh sets (`quality/assistant-fresh.json`, `quality/search-fresh.json`) must never be tuned on:
 * fix classes of failure, never their cases, or they stop measuring questions nobody wrote a rule for.
 */
import {
  type AssistantFailure,
  type AssistantScore,
  assistantCases,
  scoreAssistant,
} from './quality/assistant-score';
import { type SearchScore, scoreSearch, searchQueries } from './quality/search-score';

const pct = (n: number, of: number) => (of === 0 ? '–' : `${((n / of) * 100).toFixed(1)}%`);
const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'ja'];

function printFailures(title: string, details: AssistantFailure[]): void {
  const byClass = new Map<string, AssistantFailure[]>();
  for (const d of details) byClass.set(d.class, [...(byClass.get(d.class) ?? []), d]);
  console.log(`\n### ${title}: ${details.length} cases not right\n`);
  for (const [cls, list] of byClass) {
    console.log(`\n#### ${cls} (${list.length})\n`);
    for (const d of list) console.log(`- ${d.verdict}: ${d.line}\n  - ${d.reasons.join('; ')}`);
  }
}

export async function runAssistantBench(): Promise<void> {
  // Loaded here, not at the top, so that a server that does not build is reported, not thrown.
  const { buildTestApp } = await import('../packages/server/src/test/test-app');
  const t = await buildTestApp({}, { demoCatalogue: true });
  try {
    const started = performance.now();
    const a = await scoreAssistant(t.app);
    const seconds = (performance.now() - started) / 1000;
    // Messages written after the assistant was tuned on the evaluation set, never tuned on.
    const h = await scoreAssistant(t.app, assistantCases('holdout'));
    // Messages written from the catalogue alone, without reading the rules: never tuned on.
    const f = await scoreAssistant(t.app, assistantCases('fresh'), { outsideEcho: true });
    const s = await scoreSearch(t.app);
    const sf = await scoreSearch(t.app, searchQueries('fresh'));

    console.log('\n## Assistant and search quality (demo catalogues)\n');
    console.log('### Assistant (built-in writer)\n');
    console.log(
      '| set | messages | correct | partly | wrong | harmful | invented | false "does not carry" |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    const assistantRow = (name: string, x: AssistantScore) =>
      console.log(
        `| ${name} | ${x.total} | ${pct(x.correct, x.total)} (${x.correct}) | ${x.partly} | ${x.wrong} | ${x.harmful} | ${x.invented} | ${x.falseNotCarried} |`,
      );
    assistantRow('tuning (assistant-eval.json)', a);
    assistantRow('held-out (assistant-holdout.json)', h);
    assistantRow('fresh (assistant-fresh.json)', f);

    console.log('\n### Fresh set: correct per language\n');
    console.log(`| set | ${LANGUAGES.join(' | ')} |`);
    console.log(`| --- | ${LANGUAGES.map(() => '---').join(' | ')} |`);
    const perLanguage = LANGUAGES.map((l) => {
      const x = f.byLanguage[l];
      return x ? `${pct(x.correct, x.total)} (${x.correct}/${x.total})` : '–';
    });
    console.log(`| fresh | ${perLanguage.join(' | ')} |`);

    console.log('\n### Assistant: correct per class\n');
    console.log('| class | tuning | held-out | fresh |\n| --- | --- | --- | --- |');
    const classes = [
      ...new Set([...Object.keys(a.byClass), ...Object.keys(h.byClass), ...Object.keys(f.byClass)]),
    ];
    const cell = (x: AssistantScore, cls: string) => {
      const c = x.byClass[cls];
      return c ? `${pct(c.correct, c.total)} (${c.correct}/${c.total})` : '–';
    };
    for (const cls of classes)
      console.log(`| ${cls} | ${cell(a, cls)} | ${cell(h, cls)} | ${cell(f, cls)} |`);

    console.log('\n### Search (`/api/search/aggregated`)\n');
    console.log(
      '| set | queries | hit@1 | hit@5 | empty results | junk brands in top 5 | nothing when nothing matches |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    const searchRow = (name: string, x: SearchScore) =>
      console.log(
        `| ${name} | ${x.total} | ${pct(x.hitAt1, 1)} | ${pct(x.hitAt5, 1)} | ${x.empty} | ${pct(x.junkBrandRate, 1)} | ${pct(x.nothingCorrect, 1)} |`,
      );
    searchRow('tuning (search-queries.json)', s);
    searchRow('fresh (search-fresh.json)', sf);
    console.log(`\nassistant run time over the tuning set: ${seconds.toFixed(1)} s`);
    // One message at a time, on PGlite in process: what a visitor waits for the built-in writer.
    const times = [...a.answerMs].sort((x, y) => x - y);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
    console.log(
      `assistant answer (built-in writer), tuning set, ${times.length} messages one at a time: p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms`,
    );

    printFailures('Assistant, tuning set', a.details);
    console.log(`\n### Search, tuning set: ${s.failures.length} misses\n`);
    for (const m of s.failures) console.log(`- ${m}`);
    // Read while changing code, a held-out case becomes a tuning case: only on request.
    if (process.env.BENCH_SHOW_HELD_OUT === '1') {
      printFailures('Held-out', h.details);
      printFailures('Fresh', f.details);
      console.log(`\n### Search, fresh set: ${sf.failures.length} misses\n`);
      for (const m of sf.failures) console.log(`- ${m}`);
    } else {
      console.log(
        "\nThe held-out and fresh sets' cases are not printed (BENCH_SHOW_HELD_OUT=1 prints them): never tune on them.",
      );
    }
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
