import type { ReactNode } from 'react';

/** Renders a resolved site's routes: the browser's router, or the server's static one. */
export type SiteRenderer = (topic: string, viaDomain: boolean) => ReactNode;
