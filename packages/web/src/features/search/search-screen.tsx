import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PlaceholderScreen } from '../../components/placeholder-screen';

/** `search?q=`: the query lives in the URL so that results can be shared and reloaded. */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [draft, setDraft] = useState(query);

  useEffect(() => setDraft(query), [query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = draft.trim();
    setParams(q ? { q } : {});
  };

  const form = (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, mb: 4, maxWidth: 720 }}
    >
      <TextField
        label="Search the catalogue"
        type="search"
        fullWidth
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" sx={{ px: 3 }}>
        Search
      </Button>
    </Box>
  );

  // Spec section 5: a blank query shows nothing and makes no call.
  if (!query.trim()) {
    return (
      <PageContainer
        title="Search"
        subtitle="Find brands and items by name, feature or anything you remember."
      >
        {form}
        <Typography color="text.secondary">Type what you are looking for and press Search.</Typography>
      </PageContainer>
    );
  }
  return (
    <PlaceholderScreen title={`Search: ${query}`} upcoming="Matching brands and items will be listed here.">
      {form}
    </PlaceholderScreen>
  );
}
