export type PageRequest = { page: number; pageSize: number };

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** The paged reply; a page past the end is empty but still reports the real page count. */
export const paged = <T>(items: T[], total: number, { page, pageSize }: PageRequest) => ({
  items,
  page,
  pageSize,
  total,
  pageCount: Math.ceil(total / pageSize),
});
