import { type ReactNode, Suspense } from 'react';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { FullPageSpinner } from './full-page-spinner';

/** Wraps a lazily loaded screen: a spinner while it downloads, a retry message if it fails. */
export function LazyBoundary({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<FullPageSpinner minHeight="50vh" />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
