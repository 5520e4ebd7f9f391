import { DEFAULT_TOPIC, resolveTopic, withTopicParam } from '@app/contract';

/*
 * The topic is fixed for the life of a page: moving to another topic is a full navigation,
 * because the router's basename carries it. So it is kept here, set once at start-up, and read
 * by endpoint builders that have no access to the store.
 */
let currentTopic: string | null = null;
/** The server renders many sites at once, so there the topic comes from the render under way. */
let topicSource: () => string | null = () => currentTopic;

/** Before resolution: the first path segment, or the default topic (spec section 2). */
export function topicFromLocation(): string {
  if (typeof window === 'undefined') return DEFAULT_TOPIC;
  const resolution = resolveTopic(new URL(window.location.href), []);
  return resolution.topic ?? DEFAULT_TOPIC;
}

export function setCurrentTopic(topic: string): void {
  currentTopic = topic;
}

export function getCurrentTopic(): string {
  return topicSource() ?? topicFromLocation();
}

/** Server rendering only: where the topic of the render under way is read from. */
export function setTopicSource(source: () => string | null): void {
  topicSource = source;
}

/** Adds the current topic as `websiteTopic` to a call's URL, the way every scoped read names its site. */
export const topicUrl = (url: string, topic: string = getCurrentTopic()) => withTopicParam(url, topic);
