import { ERRORS } from '@app/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ImageBox } from '../../components/image-box';
import { isNotFound, LoadError } from '../../components/load-error';
import { NotFoundScreen } from '../../components/not-found-screen';
import { Prose } from '../../components/prose';
import { useDocumentHead } from '../../lib/document-head';
import { clip, formatDate, textOf } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDataEffect } from '../../lib/use-data-effect';
import { useGetTipQuery } from './tips-api';
import { currentTipChanged } from './tips-slice';

/** `tips/{slug}`: one tip, its summary as the lead and its body below. */
export function TipScreen() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const { currentData: tip, error, refetch } = useGetTipQuery(slug);
  useDocumentHead({
    title: tip ? (tip.seoTitle ?? tip.title) : error ? 'Tip not found' : null,
    description: tip ? (tip.seoDescription ?? clip(textOf(tip.summaryHtml), 160)) : null,
  });

  useDataEffect(() => {
    dispatch(currentTipChanged(slug));
  }, [dispatch, slug]);

  if (error && isNotFound(error)) {
    return <NotFoundScreen title="Tip not found" message="This tip may have been renamed or removed." />;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs
        items={[
          { label: 'Home', to: paths.home },
          { label: 'Tips', to: paths.tips },
          { label: tip?.title ?? slug },
        ]}
      />
      {error ? (
        <LoadError error={error} fallback={ERRORS.tipFetch} onRetry={refetch} />
      ) : !tip ? (
        <Box aria-hidden>
          <Skeleton width="85%" height={56} />
          <Skeleton width="40%" />
          <Skeleton
            variant="rounded"
            sx={{ aspectRatio: '16 / 9', height: 'auto', mt: 3, borderRadius: 3 }}
          />
          <Skeleton width="95%" sx={{ mt: 3 }} />
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </Box>
      ) : (
        <Box component="article">
          <Typography
            component="h1"
            variant="h3"
            sx={{ fontSize: { xs: 28, sm: 34, md: 42 }, lineHeight: 1.15 }}
          >
            {tip.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Updated {formatDate(tip.updatedAt)}
          </Typography>
          {tip.imageUrl && (
            <ImageBox src={tip.imageUrl} alt="" ratio={16 / 9} eager sx={{ mt: 3, borderRadius: 3 }} />
          )}
          {tip.summaryHtml && <Prose html={tip.summaryHtml} lead sx={{ mt: 3 }} />}
          {tip.bodyHtml && <Prose html={tip.bodyHtml} sx={{ mt: 2 }} />}
          <Box sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}>
            <Button component={Link} to={paths.tips} startIcon={<ArrowBack />} variant="outlined">
              All tips
            </Button>
          </Box>
        </Box>
      )}
    </Container>
  );
}
