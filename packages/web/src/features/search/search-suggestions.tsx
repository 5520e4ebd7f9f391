import { ERRORS } from '@app/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ImageBox } from '../../components/image-box';
import { IgnoredWords } from './ignored-words';
import type { Suggestion } from './use-search-suggestions';

function SuggestionRow({
  id,
  suggestion,
  active,
  onChoose,
  onHover,
}: {
  id: string;
  suggestion: Suggestion;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}) {
  return (
    <Box
      component="li"
      id={id}
      role="option"
      aria-selected={active}
      // Keeps the focus in the box, so the list does not close before the click lands.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
      onMouseEnter={onHover}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.25,
        py: 0.9,
        borderRadius: 1.5,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : 'transparent',
      }}
    >
      <ImageBox
        src={suggestion.image}
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
          {suggestion.label}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {suggestion.detail}
        </Typography>
      </Box>
    </Box>
  );
}

/** The search box's drop-down: the suggestions as a listbox, or why there are none. */
export function SearchSuggestions({
  listId,
  show,
  suggestions,
  partial,
  active,
  unreachable,
  onChoose,
  onHover,
}: {
  listId: string;
  show: boolean;
  suggestions: Suggestion[];
  /** The words the suggestions leave out of the text typed: said above them. */
  partial?: { query: string; ignored: readonly string[] };
  active: number;
  unreachable: boolean;
  onChoose: (to: string) => void;
  onHover: (index: number) => void;
}) {
  return (
    <Paper
      elevation={8}
      hidden={!show}
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
      {partial && suggestions.length > 0 && (
        <IgnoredWords
          query={partial.query}
          ignored={partial.ignored}
          sx={{ px: 2, pt: 1.25, pb: 0.5, fontSize: 13 }}
        />
      )}
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        sx={{ listStyle: 'none', m: 0, p: 0.75, maxHeight: '70vh', overflowY: 'auto' }}
      >
        {suggestions.map((s, i) => (
          <SuggestionRow
            key={s.key}
            id={`${listId}-${i}`}
            suggestion={s}
            active={i === active}
            onChoose={() => onChoose(s.to)}
            onHover={() => onHover(i)}
          />
        ))}
        {show && suggestions.length === 0 && (
          <Box component="li" role="presentation" sx={{ px: 1.5, py: 1.25 }}>
            <Typography variant="body2" color="text.secondary">
              {unreachable ? ERRORS.searchUnreachable : 'No quick matches. Press Enter to search everything.'}
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
  );
}
