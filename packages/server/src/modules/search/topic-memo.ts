import type { CatalogueRepository } from './catalogue.repository';
import { readWords } from './word-dictionary';

/**
 * What tells whether a topic has changed: the reply cache's topic versions (`app.topicCache`,
 * plugins/http-cache.ts), bumped once a write of the topic has committed (every write publishes
 * its change, modules/changes) and when another process says so over LISTEN/NOTIFY.
 */
export type TopicVersions = { version(topic: string): number };

/**
 * A value per topic kept in process and read again once the topic has changed: the version is
 * taken before the read, so a write that commits during it retires what it read.
 */
export function perTopic<T>(versions: TopicVersions, load: (topic: string) => Promise<T>) {
  const kept = new Map<string, { version: number; value: Promise<T> }>();
  return (topic: string): Promise<T> => {
    const version = versions.version(topic);
    const entry = kept.get(topic);
    if (entry?.version === version) return entry.value;
    const value = load(topic);
    kept.set(topic, { version, value });
    // A failed read is not kept: the next search reads again.
    value.catch(() => {
      if (kept.get(topic)?.value === value) kept.delete(topic);
    });
    return value;
  };
}

/**
 * The catalogue repository with what every search of a topic reads kept per topic until the
 * topic changes: its synonym groups, its dictionary (the words of its names: a word the names
 * have or start is read without a statement, `knownWords` too) and its brands and categories
 * (which of them a query names is decided in process). Small beside the catalogue: a topic of
 * 5,000 brands and 100,000 items keeps 471 words and 5,000 brand rows (see the README).
 */
export function keptPerTopic<R extends CatalogueRepository>(repo: R, versions: TopicVersions): R {
  const dictionary = perTopic(versions, repo.dictionary);
  return {
    ...repo,
    synonymGroups: perTopic(versions, repo.synonymGroups),
    dictionary,
    brandList: perTopic(versions, repo.brandList),
    async readWords(topic, ws, { complete = true } = {}) {
      if (ws.length === 0) return [];
      return readWords(await dictionary(topic), ws, complete, (rest) =>
        repo.wordsElsewhere(topic, rest, complete),
      );
    },
    async knownWords(topic, ws) {
      const { words } = await dictionary(topic);
      return new Set(ws.filter((w) => words.has(w)));
    },
  };
}
