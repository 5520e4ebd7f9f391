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
