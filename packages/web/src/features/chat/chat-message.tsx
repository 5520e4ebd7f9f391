import type { ChatMessage } from '@app/contract';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { chatSegments } from './chat-links';

/**
 * One message. Its content is shown as text (React escapes it); only links to this site's own
 * pages become links. Nothing a visitor or a model wrote is ever inserted as HTML.
 */
export function ChatBubble({
  message,
  basePath,
  onNavigate,
  writing = false,
}: {
  message: ChatMessage;
  basePath: string;
  onNavigate: () => void;
  /** The answer is still being written: shown as it grows, not yet a stored message. */
  writing?: boolean;
}) {
  const mine = message.role === 'user';
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
      data-testid={writing ? 'chat-message-writing' : `chat-message-${message.role}`}
      aria-busy={writing || undefined}
    >
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: 14,
          lineHeight: 1.5,
        }}
      >
        <Box
          component="span"
          sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {mine ? 'You said: ' : 'Assistant: '}
        </Box>
        {chatSegments(message.content, basePath).map((s, i) =>
          s.kind === 'text' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed message
            <span key={i}>{s.text.replace(/(^|\n)- /g, '$1• ')}</span>
          ) : (
            <MuiLink
              // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed message
              key={i}
              component={RouterLink}
              to={s.to}
              onClick={onNavigate}
              sx={{ color: mine ? 'inherit' : 'primary.main', fontWeight: 600 }}
            >
              {s.text}
            </MuiLink>
          ),
        )}
      </Box>
    </Box>
  );
}
