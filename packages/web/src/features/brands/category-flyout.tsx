import { ERRORS, type FlyoutCategory } from '@app/contract';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useHref, useLocation } from 'react-router';
import { ImageBox } from '../../components/image-box';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { useGetCategoriesFlyoutQuery } from './brands-api';
import { featuredSectionId } from './featured-brands';

/**
 * Where the category menu's trigger leads without JavaScript: the home page's categories, every
 * one of them a link, with "Load more" as a link too.
 */
export const useCategoriesHref = () =>
  useHref({ pathname: paths.home, hash: featuredSectionId('categories') });

function CategoryColumn({ category, onPick }: { category: FlyoutCategory; onPick: () => void }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box
        component={Link}
        to={paths.brand(category.slug, true)}
        onClick={onPick}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          color: 'text.primary',
          textDecoration: 'none',
          borderRadius: 1.5,
          p: 0.5,
          ml: -0.5,
          '&:hover .flyout-name': { color: 'primary.main', textDecoration: 'underline' },
        }}
      >
        <ImageBox
          src={category.imageUrl}
          alt=""
          width={40}
          height={40}
          sx={{ width: 40, borderRadius: 1.5, flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography className="flyout-name" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {category.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {category.itemCount} items
          </Typography>
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5 }}>
        {category.items.map((item) => (
          <li key={item.id}>
            <MuiLink
              component={Link}
              to={paths.item(item.brandSlug, item.itemSlug, true)}
              onClick={onPick}
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {item.name}
            </MuiLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The category menu of the header: a disclosure button and a panel of categories with a few
 * items each. Escape or a click elsewhere closes it and focus returns to the button. The data is
 * fetched the first time the visitor shows interest, not on every page load. Until JavaScript
 * runs, the button is a link to the home page's categories.
 */
export function CategoryFlyout() {
  const hydrated = useHydrated();
  const categoriesHref = useCategoriesHref();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { data, isError, refetch } = useGetCategoriesFlyoutQuery(undefined, { skip: !wanted });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const location = useLocation();

  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <Box
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the button and the panel closes the menu.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        color="inherit"
        href={hydrated ? undefined : categoriesHref}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={hydrated ? panelId : undefined}
        endIcon={
          <ExpandMore sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }} />
        }
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen((o) => !o);
        }}
        sx={{
          color: open ? 'primary.main' : 'text.secondary',
          bgcolor: open ? 'action.selected' : undefined,
        }}
      >
        Categories
      </Button>
      <Paper
        ref={panelRef}
        id={panelId}
        hidden={!open}
        elevation={8}
        sx={{
          position: 'absolute',
          top: '100%',
          left: { md: 16, lg: 24 },
          right: { md: 16, lg: 24 },
          mt: 0.5,
          p: 3,
          borderRadius: 3,
          zIndex: 1200,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography component="h2" variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
            Shop by category
          </Typography>
          <Button
            component={Link}
            to={paths.categoryItems}
            size="small"
            endIcon={<ArrowForward />}
            onClick={() => close(false)}
          >
            All category items
          </Button>
        </Box>
        {isError ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Typography color="text.secondary">{ERRORS.categoriesFlyoutFetch}</Typography>
            <Button onClick={() => void refetch()}>Retry</Button>
          </Box>
        ) : !data ? (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }} aria-hidden>
            {[0, 1, 2, 3].map((i) => (
              <Box key={i}>
                <Skeleton width="70%" height={32} />
                <Skeleton width="90%" />
                <Skeleton width="80%" />
              </Box>
            ))}
          </Box>
        ) : data.length === 0 ? (
          <Typography color="text.secondary">No categories yet.</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {data.map((category) => (
              <CategoryColumn key={category.id} category={category} onPick={() => close(false)} />
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/** The categories as a plain list, for the phone menu drawer. */
export function CategoryMenuList({ onPick }: { onPick: () => void }) {
  const { data } = useGetCategoriesFlyoutQuery();
  if (!data || data.length === 0) return null;
  return (
    <Box component="nav" aria-label="Categories" sx={{ px: 2, pb: 2 }}>
      <Typography component="h2" variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
        Categories
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {data.map((category) => (
          <li key={category.id}>
            <Box
              component={Link}
              to={paths.brand(category.slug, true)}
              onClick={onPick}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.25,
                py: 0.75,
                color: 'text.primary',
                textDecoration: 'none',
                fontWeight: 500,
              }}
            >
              <ImageBox
                src={category.imageUrl}
                alt=""
                width={32}
                height={32}
                sx={{ width: 32, borderRadius: 1, flexShrink: 0 }}
              />
              {category.name}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
