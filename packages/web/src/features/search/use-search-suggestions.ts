import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { formatPrice } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SUGGESTION_LIMITS, useSearchCatalogueQuery } from './search-api';

const DEBOUNCE_MS = 250;
const MIN_CHARS = 2;

export interface Suggestion {
  key: string;
  label: string;
  detail: string;
  image: string | null;
  to: string;
}

/**
 * The search box's state: the text, whether the list is open, the suggestion chosen with the
 * arrow keys (-1: none), and the brands and items the catalogue suggests for the settled text.
 */
export function useSearchSuggestions() {
  const location = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const wanted = open && settled.length >= MIN_CHARS;
  const { currentData, isFetching, isError } = useSearchCatalogueQuery(
    { q: settled, ...SUGGESTION_LIMITS },
    { skip: !wanted },
  );

  // On the results page the box shows the query being looked at; elsewhere it starts empty.
  useEffect(() => {
    const q = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
    setText(q);
    setOpen(false);
  }, [location.pathname, location.search]);

  const suggestions = useMemo<Suggestion[]>(() => {
    if (!currentData) return [];
    return [
      ...currentData.brands.map((b) => ({
        key: `b${b.id}`,
        label: b.name,
        detail: b.isCategory ? 'Category' : `Brand · ${b.itemCount} items`,
        image: b.imageUrl,
        to: paths.brand(b.slug, b.isCategory),
      })),
      ...currentData.brandItems.map((i) => ({
        key: `i${i.id}`,
        label: i.name,
        detail: [i.brandName, formatPrice(i.priceMinor, i.currency)].filter(Boolean).join(' · '),
        image: i.imageUrls[0] ?? null,
        to: paths.item(i.brandSlug, i.itemSlug, i.isCategory),
      })),
      ...currentData.tips.map((t) => ({
        key: `t${t.id}`,
        label: t.title,
        detail: 'Guide',
        image: t.imageUrl,
        to: paths.tip(t.slug),
      })),
      ...currentData.podcasts.map((p) => ({
        key: `p${p.id}`,
        label: p.title,
        detail: 'Podcast episode',
        image: p.imageUrl,
        to: paths.podcast(p.id),
      })),
    ];
  }, [currentData]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts with nothing chosen
  useEffect(() => setActive(-1), [suggestions]);

  // A failed read (server down, no network) is said as such, not as "no matches".
  const unreachable = !isFetching && isError && currentData === undefined;
  const showList =
    wanted && (suggestions.length > 0 || (!isFetching && (currentData !== undefined || isError)));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions 0..n: the input itself (nothing chosen), then each suggestion; the ends wrap.
      const slots = suggestions.length + 1;
      setActive((i) => ((i + 1 + step + slots) % slots) - 1);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  return {
    text,
    setText,
    open,
    setOpen,
    active,
    setActive,
    suggestions,
    /** The words the suggestions leave out (none when they match every word), and the text they are for. */
    partial: { query: settled, ignored: currentData?.ignored ?? [] },
    showList,
    unreachable,
    /** The suggestion Enter opens, if one is chosen and shown. */
    chosen: showList ? suggestions[active] : undefined,
    onKeyDown,
  };
}
