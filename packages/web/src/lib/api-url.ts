import { topicUrl } from './topic';

type Param = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * A read call's URL: the path, its query parameters (empty ones left out, lists comma-joined)
 * and the current topic as `websiteTopic`, the way every scoped read names its site.
 */
export function apiUrl(path: string, params: Record<string, Param> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query.set(key, value.join(','));
    } else query.set(key, String(value));
  }
  const search = query.toString();
  return topicUrl(search ? `${path}?${search}` : path);
}

/** A contract route with its `:params` filled in, each one URL-encoded. */
export function fillPath(route: string, params: Record<string, string | number>): string {
  return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
