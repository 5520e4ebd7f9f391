import type { CrawlProgress, CrawlTermResult } from '@app/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which kind of start a session belongs to: crawl-all/empty, one term, or a term list. */
export type CrawlKind = 'all' | 'term' | 'list';

export interface CrawlState {
  progress: CrawlProgress | null;
  /** The session id of the last start; progress of other sessions is ignored. */
  expectedSessionId: string | null;
  updatesEnabled: boolean;
  /** crawl-all and crawl-empty. */
  busy: boolean;
  /** Single-term and multi-term crawls have their own busy flags (spec section 4). */
  termBusy: boolean;
  listBusy: boolean;
  single: { term: string; result: CrawlTermResult | null; error: string | null };
  multi: {
    total: number;
    completed: number;
    currentTerm: string | null;
    results: CrawlTermResult[];
    errors: Array<{ term: string; error: string }>;
    finished: boolean;
  };
  error: string | null;
}

export const initialCrawlState: CrawlState = {
  progress: null,
  expectedSessionId: null,
  updatesEnabled: false,
  busy: false,
  termBusy: false,
  listBusy: false,
  single: { term: '', result: null, error: null },
  multi: { total: 0, completed: 0, currentTerm: null, results: [], errors: [], finished: false },
  error: null,
};

/** A client session id: a timestamp plus a random string. */
export const newCrawlSessionId = () => `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/** The terms of a term list, one a line or comma-separated; blank ones are skipped. */
export const termsOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((t) => t.trim())
    .filter((t) => t !== '');

export const crawlSlice = createSlice({
  name: 'crawl',
  initialState: initialCrawlState,
  reducers: {
    /** A start sets busy and a fresh session id, and ignores updates until they are enabled. */
    startRequested(state, action: PayloadAction<{ kind: CrawlKind; sessionId: string; terms?: string[] }>) {
      const { kind, sessionId, terms = [] } = action.payload;
      state.expectedSessionId = sessionId;
      state.updatesEnabled = false;
      state.progress = null;
      state.error = null;
      if (kind === 'all') state.busy = true;
      if (kind === 'term') {
        state.termBusy = true;
        state.single = { term: terms[0] ?? '', result: null, error: null };
      }
      if (kind === 'list') {
        state.listBusy = true;
        state.multi = { ...initialCrawlState.multi, total: terms.length };
      }
    },
    updatesEnabled(state) {
      state.updatesEnabled = true;
    },
    /** Accepted only when updates are enabled and the session id is the expected one. */
    progressReceived(state, action: PayloadAction<CrawlProgress>) {
      if (!state.updatesEnabled || action.payload.sessionId !== state.expectedSessionId) return;
      state.progress = action.payload;
      if (state.busy && ['succeeded', 'failed', 'cancelled'].includes(action.payload.status))
        state.busy = false;
    },
    startFailed(state, action: PayloadAction<string>) {
      state.busy = false;
      state.error = action.payload;
    },
    termDone(state, action: PayloadAction<{ result?: CrawlTermResult; error?: string }>) {
      state.termBusy = false;
      state.single.result = action.payload.result ?? null;
      state.single.error = action.payload.error ?? null;
    },
    listTermStarted(state, action: PayloadAction<string>) {
      state.multi.currentTerm = action.payload;
    },
    listTermDone(state, action: PayloadAction<{ term: string; result?: CrawlTermResult; error?: string }>) {
      const { term, result, error } = action.payload;
      if (result) state.multi.results.push(result);
      if (error !== undefined) state.multi.errors.push({ term, error });
      state.multi.completed += 1;
    },
    listFinished(state) {
      state.listBusy = false;
      state.multi.currentTerm = null;
      state.multi.finished = true;
    },
    /** Cancel or clear resets busy and progress. */
    reset(state) {
      state.busy = false;
      state.termBusy = false;
      state.listBusy = false;
      state.progress = null;
      state.updatesEnabled = false;
      state.expectedSessionId = null;
    },
  },
});

export const crawlActions = crawlSlice.actions;
export const crawlReducer = crawlSlice.reducer;
