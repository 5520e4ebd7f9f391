/** Category pages reuse the brand screens: a category is a brand flagged `isCategory`. */
export type BrandMode = 'brand' | 'category';

export const brandModeLabel = (mode: BrandMode) => (mode === 'category' ? 'Category' : 'Brand');
