import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { type FormEvent, useId, useRef } from 'react';
import { useHref, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { SearchSuggestions } from './search-suggestions';
import { useSearchSuggestions } from './use-search-suggestions';

const inputSx = {
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
};

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
  const listId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const s = useSearchSuggestions();

  const go = (to: string) => {
    s.setOpen(false);
    inputRef.current?.blur();
    void navigate(to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (s.chosen) go(s.chosen.to);
    else if (s.text.trim()) go(paths.search(s.text));
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
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) s.setOpen(false);
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
        value={s.text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => {
          s.setText(e.target.value);
          s.setOpen(true);
        }}
        onFocus={() => s.setOpen(true)}
        onKeyDown={s.onKeyDown}
        startAdornment={<SearchIcon aria-hidden sx={{ color: 'text.secondary', mr: 1, fontSize: 22 }} />}
        name="q"
        inputProps={{
          role: 'combobox',
          type: 'search',
          enterKeyHint: 'search',
          'aria-autocomplete': 'list',
          'aria-expanded': s.showList,
          'aria-controls': listId,
          'aria-activedescendant': s.showList && s.active >= 0 ? `${listId}-${s.active}` : undefined,
        }}
        sx={inputSx}
      />
      <SearchSuggestions
        listId={listId}
        show={s.showList}
        suggestions={s.suggestions}
        partial={s.partial}
        active={s.active}
        unreachable={s.unreachable}
        onChoose={go}
        onHover={s.setActive}
      />
    </Box>
  );
}
