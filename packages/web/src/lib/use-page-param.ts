import { FIRST_PAGE } from '@app/contract';
import { useSearchParams } from 'react-router';

/** The `?page=` of the URL, so a paged list survives reloads and shared links; 1 when absent or odd. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}
