import {
  CRAWL_ERRORS,
  type CrawlReviewAccepted,
  type CrawlReviewGroup,
  type CrawlReviewList,
  UNKNOWN_BRAND,
} from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ImageBox } from '../../components/image-box';
import { LoadError } from '../../components/load-error';
import { apiErrorText } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useAcceptReviewMutation, useDismissReviewMutation } from './crawl-api';
import { type QueryView, Section } from './crawl-widgets';
import { FileUnderDialog } from './file-under-dialog';

/** Groups shown before "Show all": the largest ones, which matter most. */
const FIRST_GROUPS = 8;
const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

function GroupRow({
  group,
  busy,
  onAdd,
  onFile,
  onDismiss,
}: {
  group: CrawlReviewGroup;
  busy: boolean;
  onAdd: () => void;
  onFile: () => void;
  onDismiss: () => void;
}) {
  const unknown = group.brandName === UNKNOWN_BRAND;
  return (
    <Box
      component="li"
      data-testid="review-group"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px minmax(0, 1fr)', md: '56px minmax(0, 1fr) auto' },
        gap: { xs: 1.5, md: 2 },
        alignItems: 'center',
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <ImageBox src={group.samples[0]?.imageUrl} alt="" width={56} height={56} sx={{ borderRadius: 1 }} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontStyle: unknown ? 'italic' : 'normal' }}>
            {group.brandName}
          </Typography>
          <Chip size="small" label={itemsLabel(group.count)} />
        </Box>
        {group.samples.map((s) => (
          <Typography
            key={s.externalId}
            variant="body2"
            color="text.secondary"
            noWrap
            title={s.title}
            sx={{ display: 'block' }}
          >
            {s.title}
          </Typography>
        ))}
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', md: 'auto' },
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          justifyContent: { md: 'flex-end' },
        }}
      >
        {!unknown && (
          <Button variant="contained" size="small" onClick={onAdd} disabled={busy}>
            Add as brand
          </Button>
        )}
        <Button variant="outlined" size="small" onClick={onFile} disabled={busy}>
          File under…
        </Button>
        <Button
          size="small"
          color="inherit"
          onClick={onDismiss}
          disabled={busy}
          sx={{ minWidth: 0, px: 1.5 }}
        >
          Dismiss
        </Button>
      </Box>
    </Box>
  );
}

/**
 * "Brands to review": crawled items whose brand is not one of the site's, grouped by the brand
 * the marketplace named. Nothing here is on the storefront until the owner decides.
 */
export function ReviewSection({ review }: { review: QueryView<CrawlReviewList> }) {
  const [accept, accepting] = useAcceptReviewMutation();
  const [dismiss, dismissing] = useDismissReviewMutation();
  const [filing, setFiling] = useState<CrawlReviewGroup | null>(null);
  const [dismissingGroup, setDismissingGroup] = useState<CrawlReviewGroup | null>(null);
  const [done, setDone] = useState<{ text: string; accepted?: CrawlReviewAccepted } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const busy = accepting.isLoading || dismissing.isLoading;
  const data = review.data;

  async function run(action: () => Promise<{ text: string; accepted?: CrawlReviewAccepted }>) {
    setDone(null);
    setError(null);
    try {
      setDone(await action());
    } catch (err) {
      setError(apiErrorText(err, { failed: CRAWL_ERRORS.reviewFailed, network: CRAWL_ERRORS.network }));
    }
    void review.refetch();
  }

  const add = (g: CrawlReviewGroup, brandId?: number) =>
    run(async () => {
      const accepted = await accept({ brandName: g.brandName, ...(brandId ? { brandId } : {}) }).unwrap();
      const verb = accepted.brandCreated ? 'Added the brand' : 'Filed under';
      return {
        text: `${verb} ${accepted.brand.name}: ${itemsLabel(accepted.itemsImported)} imported.`,
        accepted,
      };
    });

  return (
    <Section
      id="brands-to-review"
      title="Brands to review"
      text="Items whose brand is not one of the site’s wait here, off the site. Add the brand (it joins your brands at the end, not featured on the home page), file the items under a brand you have, or dismiss it: later crawls leave dismissed items out."
    >
      {done && (
        <Alert severity="success" onClose={() => setDone(null)} sx={{ mb: 2 }} data-testid="review-done">
          {done.text}{' '}
          {done.accepted && (
            <Link
              component={RouterLink}
              to={paths.brand(done.accepted.brand.slug, done.accepted.brand.isCategory)}
              sx={{ fontWeight: 600 }}
            >
              View it on the site
            </Link>
          )}
        </Alert>
      )}
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {review.isLoading && <LinearProgress aria-label="Loading brands to review" />}
      {review.isError && (
        <LoadError
          error={review.error}
          fallback={CRAWL_ERRORS.reviewFailed}
          onRetry={() => void review.refetch()}
        />
      )}
      {data && data.groups.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="review-empty">
          Nothing to review: every item crawled so far belongs to one of your brands.
        </Typography>
      )}
      {data && data.groups.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {itemsLabel(data.totalItems)} under {data.totalGroups} {data.totalGroups === 1 ? 'name' : 'names'}
            {data.totalGroups > data.groups.length ? ` (the ${data.groups.length} largest shown)` : ''}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }} aria-label="Brands to review">
            {(showAll ? data.groups : data.groups.slice(0, FIRST_GROUPS)).map((g) => (
              <GroupRow
                key={g.brandName}
                group={g}
                busy={busy}
                onAdd={() => void add(g)}
                onFile={() => setFiling(g)}
                onDismiss={() => setDismissingGroup(g)}
              />
            ))}
          </Box>
          {!showAll && data.groups.length > FIRST_GROUPS && (
            <Button onClick={() => setShowAll(true)} sx={{ mt: 1 }}>
              Show all {data.groups.length} names
            </Button>
          )}
        </>
      )}
      <FileUnderDialog
        group={filing}
        busy={busy}
        onCancel={() => setFiling(null)}
        onFile={(brand) => {
          const g = filing;
          setFiling(null);
          if (g) void add(g, brand.id);
        }}
      />
      <ConfirmDialog
        open={dismissingGroup !== null}
        title={`Dismiss “${dismissingGroup?.brandName ?? ''}”?`}
        confirmLabel="Dismiss"
        destructive
        busy={busy}
        onCancel={() => setDismissingGroup(null)}
        onConfirm={() => {
          const g = dismissingGroup;
          setDismissingGroup(null);
          if (g)
            void run(async () => {
              const r = await dismiss({ brandName: g.brandName }).unwrap();
              return {
                text: `Dismissed ${r.brandName}: ${itemsLabel(r.dismissed)} left out of later crawls.`,
              };
            });
        }}
      >
        Its {itemsLabel(dismissingGroup?.count ?? 0)} leave this list and stay off the site; later crawls
        leave them out.
      </ConfirmDialog>
    </Section>
  );
}
