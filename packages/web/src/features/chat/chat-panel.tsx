import { CHAT_MESSAGE_MAX_LENGTH } from '@app/contract';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Dispatch, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ChatBubble } from './chat-message';
import type { ChatAction, ChatState } from './chat-state';
import { useChatConversation } from './use-chat-conversation';

const SUGGESTIONS = ['What is the best rated?', 'What is the cheapest?', 'How does shipping work?'];

function Typing() {
  return (
    <Box
      component="li"
      data-testid="chat-typing"
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 0.5,
        alignItems: 'center',
        color: 'text.secondary',
        fontSize: 13,
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          gap: 0.5,
          '& span': {
            width: 6,
            height: 6,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: 'chat-dot 1.2s infinite ease-in-out',
          },
          '& span:nth-of-type(2)': { animationDelay: '0.2s' },
          '& span:nth-of-type(3)': { animationDelay: '0.4s' },
          '@keyframes chat-dot': { '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } },
          '@media (prefers-reduced-motion: reduce)': { '& span': { animation: 'none' } },
        }}
      >
        <span />
        <span />
        <span />
      </Box>
      The assistant is typing…
    </Box>
  );
}

/**
 * The chat panel: message list, typing indicator, error with retry, and the question box. On
 * phones it fills the screen; elsewhere it sits above the chat button. Escape closes it.
 */
export function ChatPanel({
  state,
  dispatch,
  siteTitle,
  basePath,
  onClose,
}: {
  state: ChatState;
  dispatch: Dispatch<ChatAction>;
  siteTitle: string;
  basePath: string;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const { ask, retry } = useChatConversation(state, dispatch);
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.isOpen) input.current?.focus();
  }, [state.isOpen]);

  const count = state.messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when messages or the typing line change
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, state.sending, state.writing]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text;
    setText('');
    void ask(value);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };

  return (
    <Paper
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      elevation={8}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      sx={{
        position: 'fixed',
        zIndex: 1300,
        display: state.isOpen ? 'flex' : 'none',
        flexDirection: 'column',
        overflow: 'hidden',
        inset: { xs: 0, sm: 'auto' },
        right: { sm: 24 },
        bottom: { sm: 92 },
        width: { sm: 380 },
        height: { xs: '100dvh', sm: 'min(580px, calc(100dvh - 120px))' },
        borderRadius: { xs: 0, sm: 3 },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.25,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="chat-title" component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
            Ask {siteTitle}
          </Typography>
          <Typography sx={{ fontSize: 12, opacity: 0.85 }}>Answers from our own catalogue</Typography>
        </Box>
        <IconButton aria-label="Close chat" onClick={onClose} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Box>

      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 1.5, py: 1.5, bgcolor: 'background.paper' }}>
        {count === 0 && !state.loadingHistory && (
          <Box sx={{ px: 0.5, pb: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Hello! Ask me about a product or brand, prices and ratings, or shipping and returns.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {SUGGESTIONS.map((s) => (
                <Button
                  key={s}
                  size="small"
                  variant="outlined"
                  onClick={() => void ask(s)}
                  sx={{ borderRadius: 4 }}
                >
                  {s}
                </Button>
              ))}
            </Box>
          </Box>
        )}
        <Box
          component="ol"
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {state.messages.map((m) => (
            <ChatBubble
              key={m.id}
              message={m}
              basePath={basePath}
              onNavigate={() => {
                // On a phone the panel covers the page the link opens.
                if (window.matchMedia?.('(max-width: 599.95px)').matches) onClose();
              }}
            />
          ))}
          {state.writing?.trim() ? (
            <ChatBubble
              message={{
                id: 0,
                sessionId: state.sessionId ?? '',
                role: 'assistant',
                content: state.writing.trim(),
                createdAt: '',
                updatedAt: '',
              }}
              basePath={basePath}
              writing
              onNavigate={() => {}}
            />
          ) : (
            state.sending && <Typing />
          )}
        </Box>
        {state.error && (
          <Alert
            severity="error"
            sx={{ mt: 1.5 }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Try again
              </Button>
            }
          >
            {state.error}
          </Alert>
        )}
        <div ref={end} />
      </Box>

      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          inputRef={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your question"
          multiline
          maxRows={4}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH, 'aria-label': 'Your question' } }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label="Send message"
          disabled={state.sending || text.trim() === ''}
        >
          <SendIcon />
        </IconButton>
      </Box>
    </Paper>
  );
}
