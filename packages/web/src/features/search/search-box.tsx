import { ERRORS } from '@app/contract';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { ImageBox } from '../../components/image-box';
import { formatPrice } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SUGGESTION_LIMITS, useSearchCatalogueQuery } from './search-api';

const DEBOUNCE_MS = 250;
const MIN_CHARS = 2;

interface Suggestion {
  key: string;
  label: string;
  detail: string;
  image: string | null;
  to: string;
}

/**
 * The header's search: suggestions as you type (debounced), arrow keys to move through them,
 * Enter to open one or, with none chosen, the results page for the text (`search?q=`).
 * Built on the ARIA combobox pattern, with a listbox of brands and items.
 */
export function SearchBox({
  id,
  placeholder = 'Search brands and items',
}: {
  id?: string;
  placeholder?: string;
}) {
  const navigate = useNavigate();
  // Without JavaScript the form still searches: a GET to the results page.
  const searchHref = useHref(paths.search());
  const location = useLocation();
  const listId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const wanted = open && settled.length >= MIN_CHARS;
  const { currentData, isFetching, isError } = useSearchCatalogueQuery(
    { q: settled, ...SUGGESTION_LIMITS },
    { skip: !wanted },
  );

  // On the results page the box shows the query being looked at; elsewhere it starts empty.
  useEffect(() => {
    const q = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
    setText(q);
    setOpen(false);
  }, [location.pathname, location.search]);

  const suggestions = useMemo<Suggestion[]>(() => {
    if (!currentData) return [];
    return [
      ...currentData.brands.map((b) => ({
        key: `b${b.id}`,
        label: b.name,
        detail: b.isCategory ? 'Category' : `Brand · ${b.itemCount} items`,
        image: b.imageUrl,
        to: paths.brand(b.slug, b.isCategory),
      })),
      ...currentData.brandItems.map((i) => ({
        key: `i${i.id}`,
        label: i.name,
        detail: [i.brandName, formatPrice(i.priceMinor, i.currency)].filter(Boolean).join(' · '),
        image: i.imageUrls[0] ?? null,
        to: paths.item(i.brandSlug, i.itemSlug, i.isCategory),
      })),
    ];
  }, [currentData]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts with nothing chosen
  useEffect(() => setActive(-1), [suggestions]);

  // A failed read (server down, no network) is said as such, not as "no matches".
  const unreachable = !isFetching && isError && currentData === undefined;
  const showList =
    wanted && (suggestions.length > 0 || (!isFetching && (currentData !== undefined || isError)));
  const go = (to: string) => {
    setOpen(false);
    inputRef.current?.blur();
    void navigate(to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = showList ? suggestions[active] : undefined;
    if (chosen) go(chosen.to);
    else if (text.trim()) go(paths.search(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions 0..n: the input itself (nothing chosen), then each suggestion; the ends wrap.
      const slots = suggestions.length + 1;
      setActive((i) => ((i + 1 + step + slots) % slots) - 1);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  return (
    <Box
      component="form"
      role="search"
      action={searchHref}
      method="get"
      onSubmit={submit}
      sx={{ position: 'relative', width: '100%' }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label
        htmlFor={id ?? inputId}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        Search the catalogue
      </label>
      <InputBase
        inputRef={inputRef}
        id={id ?? inputId}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        startAdornment={<SearchIcon aria-hidden sx={{ color: 'text.secondary', mr: 1, fontSize: 22 }} />}
        name="q"
        inputProps={{
          role: 'combobox',
          type: 'search',
          enterKeyHint: 'search',
          'aria-autocomplete': 'list',
          'aria-expanded': showList,
          'aria-controls': listId,
          'aria-activedescendant': showList && active >= 0 ? `${listId}-${active}` : undefined,
        }}
        sx={{
          width: '100%',
          height: 44,
          px: 1.75,
          borderRadius: 999,
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'transparent',
          transition: 'border-color .15s, background-color .15s, box-shadow .15s',
          '&:hover': { borderColor: 'divider' },
          '&.Mui-focused': {
            bgcolor: 'background.paper',
            borderColor: 'primary.main',
            boxShadow: '0 0 0 3px rgba(26,43,95,0.15)',
          },
          '& input::-webkit-search-cancel-button': { cursor: 'pointer' },
        }}
      />
      <Paper
        elevation={8}
        hidden={!showList}
        sx={{
          position: 'absolute',
          top: 'calc(100% + 6px)',
          left: 0,
          right: 0,
          zIndex: 1300,
          borderRadius: 2.5,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component="ul"
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          sx={{ listStyle: 'none', m: 0, p: 0.75, maxHeight: '70vh', overflowY: 'auto' }}
        >
          {suggestions.map((s, i) => (
            <Box
              component="li"
              key={s.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(s.to)}
              onMouseEnter={() => setActive(i)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                px: 1.25,
                py: 0.9,
                borderRadius: 1.5,
                cursor: 'pointer',
                bgcolor: i === active ? 'action.selected' : 'transparent',
              }}
            >
              <ImageBox
                src={s.image}
                alt=""
                width={40}
                height={40}
                sx={{ width: 40, flexShrink: 0, borderRadius: 1.25 }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  sx={{
                    fontWeight: 600,
                    fontSize: 14.5,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {s.label}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {s.detail}
                </Typography>
              </Box>
            </Box>
          ))}
          {showList && suggestions.length === 0 && (
            <Box component="li" role="presentation" sx={{ px: 1.5, py: 1.25 }}>
              <Typography variant="body2" color="text.secondary">
                {unreachable
                  ? ERRORS.searchUnreachable
                  : 'No quick matches. Press Enter to search everything.'}
              </Typography>
            </Box>
          )}
        </Box>
        {suggestions.length > 0 && (
          <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
            <Typography variant="caption" color="text.secondary">
              ↑ ↓ to choose · Enter to open · Enter with none chosen shows all results
            </Typography>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
