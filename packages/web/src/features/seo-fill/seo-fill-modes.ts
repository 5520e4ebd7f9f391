import type { SeoFillMode, SeoFillProgress } from '@app/contract';

/** The two fills, as their buttons and the progress name them. */
export const MODES: Record<SeoFillMode, { title: string; text: string; button: string }> = {
  empty: {
    title: 'Fill empty fields',
    text: 'Writes a title, description and keywords only where a brand or item has none. Text that is already there stays.',
    button: 'Fill empty fields',
  },
  all: {
    title: 'Rewrite all',
    text: 'Rewrites the text of every brand and item, except those locked after editing by hand.',
    button: 'Rewrite all',
  },
};

/** What each kind of record is called in the lists. */
export const KIND_LABEL = {
  brand: 'Brand',
  category: 'Category',
  brandItem: 'Item',
  categoryItem: 'Category item',
} as const;
/** Whether a fill is under way. */
export const isActive = (p: SeoFillProgress | null | undefined) =>
  p?.status === 'running' || p?.status === 'queued';
