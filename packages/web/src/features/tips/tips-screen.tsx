import { ERRORS } from '@app/contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageContainer } from '../../components/page-container';
import { PageLinks } from '../../components/page-links';
import { useDocumentHead } from '../../lib/document-head';
import { useDataEffect } from '../../lib/use-data-effect';
import { usePageParam } from '../../lib/use-page-param';
import { TipGrid, TipGridSkeleton } from './tip-grid';
import { useGetTipsQuery } from './tips-api';
import { selectTipsList, tipsPageChanged } from './tips-slice';

/** `tips`: ten to a page, the page kept in `?page=`. */
export function TipsScreen() {
  const page = usePageParam();
  const dispatch = useAppDispatch();
  const tips = useAppSelector(selectTipsList);
  const { refetch } = useGetTipsQuery({ page, pageSize: tips.pageSize });
  useDocumentHead({
    title: page > 1 ? `Tips – page ${page}` : 'Tips',
    description: 'Guides and advice from people who use these products every day.',
  });

  useDataEffect(() => {
    dispatch(tipsPageChanged(page));
  }, [dispatch, page]);

  const inStep = tips.currentPage === page;
  return (
    <PageContainer title="Tips" subtitle="Guides and advice from people who use these products every day.">
      {inStep && tips.error ? (
        <LoadError
          error={{ status: 'CUSTOM_ERROR', error: tips.error }}
          fallback={ERRORS.tipsLoad}
          onRetry={refetch}
        />
      ) : !inStep || tips.loading ? (
        <TipGridSkeleton count={6} />
      ) : tips.items.length === 0 ? (
        <EmptyState title="No tips yet" message="New guides are on their way." />
      ) : (
        <>
          <TipGrid tips={tips.items} label="Tips" eagerCount={3} />
          <PageLinks page={page} pageCount={tips.pageCount} label="Tips pages" />
        </>
      )}
    </PageContainer>
  );
}
