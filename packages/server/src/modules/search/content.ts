import { clip, type SearchPodcast, type SearchResults, type SearchTip, textOf } from '@app/contract';
import type { ContentLimits, ContentReadOptions, ContentRepository, ContentRow } from './content.repository';
import type { SearchTerms } from './search-terms';

/** How long a tip's summary or an episode's description is in a search's reply. */
const CONTENT_TEXT_MAX = 240;

const toSearchTip = (r: ContentRow): SearchTip => ({
  id: r.id,
  title: r.title,
  slug: r.slug ?? '',
  imageUrl: r.imageUrl,
  summary: clip(textOf(r.text), CONTENT_TEXT_MAX),
});

const toSearchPodcast = (r: ContentRow): SearchPodcast => ({
  id: r.id,
  title: r.title,
  imageUrl: r.imageUrl,
  description: clip(r.text, CONTENT_TEXT_MAX),
  durationSeconds: r.durationSeconds,
  publishedAt: r.publishedAt === null ? null : new Date(r.publishedAt).toISOString(),
});

export type FoundContent = Pick<SearchResults, 'tips' | 'podcasts'>;

/**
 * The site's tips and podcast episodes for a query's terms, as a search replies with them; of an
 * any-word read, only those with every word when there are some.
 */
export function contentReader(repo: ContentRepository) {
  return async function readContent(
    topic: string,
    terms: SearchTerms | null,
    limits: ContentLimits,
    opts: ContentReadOptions = {},
  ): Promise<FoundContent> {
    const rows = await repo.content(topic, terms, limits, opts);
    const kept = rows.some((r) => r.every) ? rows.filter((r) => r.every) : rows;
    return {
      tips: kept.filter((r) => r.kind === 'tip').map(toSearchTip),
      podcasts: kept.filter((r) => r.kind === 'podcast').map(toSearchPodcast),
    };
  };
}
