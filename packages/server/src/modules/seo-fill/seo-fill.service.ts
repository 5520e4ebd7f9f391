import {
  clip,
  SEO_FILL_ERRORS,
  SEO_PREVIEW_SIZE,
  SEO_RESULTS_SHOWN,
  type SeoFillMode,
  type SeoFillProgress,
  type SeoFillStarted,
  type SeoPreview,
  type SeoPreviewEntry,
  type SeoRecordResult,
  type SiteConfig,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { conflict } from '../../errors';
import type { Actor } from '../activity';
import {
  beginLocked,
  type CrawlRunRow,
  type CrawlRunsRepository,
  HEARTBEAT_MS,
  newSessionId,
  type RunMode,
} from '../runs';
import type { ResilientGenerator } from '../text-generator';
import { type SiteVoice, voiceOf } from '../text-generator';
import type { SeoFillRepository } from './seo-fill.repository';
import {
  fieldsToWrite,
  keyOf,
  kindOf,
  pathOf,
  valuesOf,
  type Work,
  workOf,
  writeRecord,
} from './seo-fill-work';

/** Records drafted at once; the generator's own limit decides how many reach a model together. */
const CHUNK = 16;
/** Other wordings tried when a description is already used in the topic. */
const VARIANTS = 4;
/** Jobs whose per-record results this process remembers. */
const JOBS_REMEMBERED = 10;

const runMode = (mode: SeoFillMode): RunMode => (mode === 'all' ? 'seo-all' : 'seo-empty');
export type SeoFillServiceDeps = {
  repo: SeoFillRepository;
  runs: CrawlRunsRepository;
  generator: ResilientGenerator;
  siteConfig(topic: string): Promise<SiteConfig>;
  /** As for crawls: the lock marks the fill alive while this process lives. */
  holdLock(key: string): Promise<() => Promise<void>>;
  log: FastifyBaseLogger;
};

type Memory = { results: SeoRecordResult[]; filled: number; failed: number };

/**
 * Search-engine text fills. A fill is a job like a crawl: a crawl_runs row (mode `seo-empty` or
 * `seo-all`) holds its status, counts and errors, so any instance can report it and a restart
 * fails it; the process running it also keeps the latest per-record results for the screen.
 */
export function seoFillService(d: SeoFillServiceDeps) {
  const memory = new Map<string, Memory>();
  let last = 0;
  const tick = () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };

  /** Descriptions the fill must not repeat: every one in the topic that this fill will not replace. */
  async function usedDescriptions(topic: string, mode: SeoFillMode, todo: Work[]) {
    const current = await d.repo.descriptions(topic);
    if (mode === 'all') for (const w of todo) current.delete(keyOf(w));
    return new Set(current.values());
  }

  /** A draft whose description no other record of the topic has. */
  async function uniqueDraft(w: Work, voice: SiteVoice, used: Set<string>, needsDescription: boolean) {
    let { draft, generator } = await d.generator.seo(w.subject, voice, 0);
    if (!needsDescription) return { draft, generator };
    for (let v = 1; v <= VARIANTS && used.has(draft.description); v++) {
      ({ draft, generator } = await d.generator.seo(w.subject, voice, v));
    }
    if (used.has(draft.description)) {
      // Every wording is taken (twin records): the record's own number tells them apart.
      const tail = ` Ref. ${w.row.id}.`;
      draft = { ...draft, description: `${clip(draft.description, 155 - tail.length)}${tail}` };
    }
    used.add(draft.description);
    return { draft, generator };
  }

  async function fillOne(
    topic: string,
    actor: Actor,
    mode: SeoFillMode,
    w: Work,
    voice: SiteVoice,
    used: Set<string>,
  ): Promise<SeoRecordResult> {
    const base = { kind: kindOf(w), id: w.row.id, name: w.row.name, path: pathOf(w) };
    const fields = fieldsToWrite(w, mode);
    const wantsIntro = w.type === 'brand' && w.row.description.trim() === '';
    try {
      const { draft, generator } = await uniqueDraft(w, voice, used, fields.includes('seoDescription'));
      const values = valuesOf(draft);
      const changed = fields.filter((f) => (w.row[f] ?? '') !== values[f]);
      const intro = wantsIntro ? draft.intro : null;
      if (changed.length === 0 && !intro)
        return { ...base, status: 'unchanged', fields: [], generator, error: null };
      const written = await writeRecord(d.repo, topic, actor, mode, w, values, intro);
      if (!written) return { ...base, status: 'unchanged', fields: [], generator, error: null };
      return {
        ...base,
        status: 'filled',
        fields: [...changed, ...(intro ? ['description'] : [])],
        generator,
        error: null,
      };
    } catch (err) {
      d.log.error({ err, record: base }, 'search-engine text fill of a record failed');
      return { ...base, status: 'failed', fields: [], generator: null, error: SEO_FILL_ERRORS.failed };
    }
  }

  function remember(sessionId: string): Memory {
    const m: Memory = { results: [], filled: 0, failed: 0 };
    memory.set(sessionId, m);
    for (const key of memory.keys()) if (memory.size > JOBS_REMEMBERED) memory.delete(key);
    return m;
  }

  function toProgress(r: CrawlRunRow): SeoFillProgress {
    const m = memory.get(r.sessionId);
    const done = r.crawledBrands + r.crawledItems;
    const failed = m?.failed ?? r.errors.length;
    return {
      sessionId: r.sessionId,
      mode: r.mode === 'seo-all' ? 'all' : 'empty',
      status: r.status,
      totalBrands: r.totalBrands,
      totalItems: r.totalItems,
      doneBrands: r.crawledBrands,
      doneItems: r.crawledItems,
      filled: m?.filled ?? Math.max(0, done - failed),
      failed,
      errors: r.errors.slice(-10).map((e) => e.slice(0, 300)),
      results: m ? m.results.slice(-SEO_RESULTS_SHOWN) : [],
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
    };
  }

  async function run(
    topic: string,
    actor: Actor,
    sessionId: string,
    mode: SeoFillMode,
    todo: Work[],
    voice: SiteVoice,
    m: Memory,
  ) {
    const used = await usedDescriptions(topic, mode, todo);
    for (let i = 0; i < todo.length; i += CHUNK) {
      const chunk = todo.slice(i, i + CHUNK);
      // Drafts of a chunk in order, so that the uniqueness check sees its neighbours' texts.
      const results: SeoRecordResult[] = [];
      for (const w of chunk) results.push(await fillOne(topic, actor, mode, w, voice, used));
      m.results.push(...results);
      if (m.results.length > SEO_RESULTS_SHOWN * 2) m.results.splice(0, m.results.length - SEO_RESULTS_SHOWN);
      m.filled += results.filter((r) => r.status === 'filled').length;
      const failures = results.filter((r) => r.status === 'failed');
      m.failed += failures.length;
      const delta = {
        crawledBrands: chunk.filter((w) => w.type === 'brand').length,
        crawledItems: chunk.filter((w) => w.type === 'item').length,
      };
      await d.runs.bump(
        topic,
        sessionId,
        delta,
        tick(),
        failures.map((f) => `${f.name}: ${f.error}`).join('; ') || undefined,
      );
    }
  }

  return {
    async start(topic: string, actor: Actor, mode: SeoFillMode): Promise<SeoFillStarted> {
      await d.runs.failOrphans(topic, SEO_FILL_ERRORS.interrupted);
      if (await d.runs.running(topic)) throw conflict(SEO_FILL_ERRORS.alreadyRunning);
      const voice = voiceOf(await d.siteConfig(topic));
      const todo = await workOf(d.repo, topic, mode);
      const totalBrands = todo.filter((w) => w.type === 'brand').length;
      const sessionId = newSessionId();
      const begun = await beginLocked(
        d.runs,
        d.holdLock,
        topic,
        sessionId,
        runMode(mode),
        [],
        totalBrands,
        actor.userId,
        tick(),
      );
      if (!begun) throw conflict(SEO_FILL_ERRORS.alreadyRunning);
      const unlock = () => begun.release().catch((err) => d.log.warn({ err }, 'fill run lock not released'));
      // The other check-then-insert may have raced us: the older running fill wins.
      const running = await d.runs.running(topic);
      if (running && running.sessionId !== sessionId) {
        await d.runs.finish(topic, sessionId, 'cancelled', tick(), SEO_FILL_ERRORS.alreadyRunning);
        await unlock();
        throw conflict(SEO_FILL_ERRORS.alreadyRunning);
      }
      await d.runs.bump(topic, sessionId, { totalItems: todo.length - totalBrands }, tick());
      const m = remember(sessionId);
      const heartbeat = setInterval(() => {
        d.runs
          .bump(topic, sessionId, {}, tick())
          .catch((err) => d.log.warn({ err, topic, sessionId }, 'fill heartbeat not written'));
      }, HEARTBEAT_MS);
      heartbeat.unref();
      run(topic, actor, sessionId, mode, todo, voice, m)
        .then(() => d.runs.finish(topic, sessionId, 'succeeded', tick()))
        .catch(async (err) => {
          d.log.error({ err }, 'search-engine text fill failed');
          await d.runs
            .finish(topic, sessionId, 'failed', tick(), SEO_FILL_ERRORS.failed)
            .catch((err) => d.log.error({ err, topic, sessionId }, 'fill run end not recorded'));
        })
        .finally(() => {
          clearInterval(heartbeat);
          void unlock();
        });
      return { sessionId, mode, totalBrands, totalItems: todo.length - totalBrands };
    },

    async status(topic: string, sessionId?: string): Promise<SeoFillProgress | null> {
      const row = await d.runs.latest(topic, sessionId);
      return row ? toProgress(row) : null;
    },

    /** What the fill would write for a few records (brands first, then items), without writing. */
    async preview(topic: string, mode: SeoFillMode): Promise<SeoPreview> {
      const voice = voiceOf(await d.siteConfig(topic));
      const todo = await workOf(d.repo, topic, mode);
      const brandsWork = todo.filter((w) => w.type === 'brand');
      const itemsWork = todo.filter((w) => w.type === 'item');
      const sample = [
        ...brandsWork.slice(0, 1),
        ...itemsWork.slice(0, SEO_PREVIEW_SIZE - Math.min(1, brandsWork.length)),
      ];
      const used = await usedDescriptions(topic, mode, todo);
      const entries: SeoPreviewEntry[] = [];
      let generatorName = d.generator.name;
      for (const w of sample) {
        const fields = fieldsToWrite(w, mode);
        const { draft, generator } = await uniqueDraft(w, voice, used, fields.includes('seoDescription'));
        generatorName = generator;
        const values = valuesOf(draft);
        const before = {
          seoTitle: w.row.seoTitle,
          seoDescription: w.row.seoDescription,
          seoKeywords: w.row.seoKeywords,
        };
        const after = { ...before };
        for (const f of fields) after[f] = values[f];
        entries.push({
          kind: kindOf(w),
          id: w.row.id,
          name: w.row.name,
          path: pathOf(w),
          before,
          after,
          intro: w.type === 'brand' && w.row.description.trim() === '' ? draft.intro : null,
        });
      }
      return {
        mode,
        generator: generatorName,
        brands: brandsWork.length,
        items: itemsWork.length,
        sample: entries,
      };
    },

    async failStale(staleBefore: Date) {
      await d.runs.failStale(staleBefore, SEO_FILL_ERRORS.interrupted);
    },
  };
}
export type SeoFillService = ReturnType<typeof seoFillService>;
