import { ERRORS, FIRST_PAGE } from '@app/contract';
import { LoadError } from '../../components/load-error';
import { TipGrid, TipGridSkeleton } from './tip-grid';
import { useGetTipsQuery } from './tips-api';

const LATEST = 3;

/** The newest tips for the home page. Shows nothing at all if the site has none. */
export function LatestTips() {
  const { data, error, refetch } = useGetTipsQuery({ page: FIRST_PAGE, pageSize: LATEST });
  if (error) return <LoadError error={error} fallback={ERRORS.tipsLoad} onRetry={refetch} />;
  if (!data) return <TipGridSkeleton count={LATEST} />;
  return <TipGrid tips={data.items} label="Latest tips" />;
}

/** Whether the site has tips, for the home page to decide if the section is worth a heading. */
export function useHasTips(): boolean {
  const { data } = useGetTipsQuery({ page: FIRST_PAGE, pageSize: LATEST });
  return data === undefined || data.items.length > 0;
}
