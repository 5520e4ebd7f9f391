/**
 * Marks a link out to the marketplace (spread it on the link): every click on one is counted as
 * an outbound click, by a listener on the document (features/analytics/beacon.ts).
 */
export const OUTBOUND_LINK = { 'data-outbound': '' } as const;
export const OUTBOUND_LINK_SELECTOR = 'a[data-outbound]';
