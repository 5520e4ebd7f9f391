import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/visually-hidden';

/** A query's words as the server cuts them (`rawWords`): accents kept, a decimal one word. */
const WORD = /\d+\.\d+|[\p{L}\p{M}\p{N}]+/gu;

const key = (w: string) => w.normalize('NFC').toLowerCase();

/**
 * The query as typed, cut into text and words as the server cuts them; a word the search left
 * out (`ignored`, each counted once, case aside) is marked.
 */
export function markIgnored(query: string, ignored: readonly string[]) {
  const left = new Map<string, number>();
  for (const w of ignored) left.set(key(w), (left.get(key(w)) ?? 0) + 1);
  const parts: Array<{ text: string; ignored: boolean }> = [];
  let at = 0;
  for (const m of query.matchAll(WORD)) {
    const word = key(m[0]);
    const n = left.get(word) ?? 0;
    if (m.index > at) parts.push({ text: query.slice(at, m.index), ignored: false });
    parts.push({ text: m[0], ignored: n > 0 });
    if (n > 0) left.set(word, n - 1);
    at = m.index + m[0].length;
  }
  if (at < query.length) parts.push({ text: query.slice(at), ignored: false });
  return parts;
}

/**
 * "No exact match for every word": the results shown match the query without the words struck
 * through. Nothing when every result matches every word.
 */
export function IgnoredWords({
  query,
  ignored,
  sx,
}: {
  query: string;
  ignored: readonly string[];
  sx?: SxProps<Theme>;
}) {
  if (ignored.length === 0) return null;
  return (
    <Typography role="status" color="text.secondary" sx={sx}>
      No exact match for every word. Showing results for{' '}
      <Box component="strong" sx={{ color: 'text.primary' }}>
        “
        {markIgnored(query.trim(), ignored).map((p, i) =>
          p.ignored ? (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one query, in order
              key={i}
              component="del"
              title="Left out"
              sx={{ color: 'text.disabled', fontWeight: 400 }}
            >
              {p.text}
            </Box>
          ) : (
            p.text
          ),
        )}
        ”
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` (left out: ${ignored.join(', ')})`}
      </Box>
    </Typography>
  );
}
