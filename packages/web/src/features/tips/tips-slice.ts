import { ERRORS, FIRST_PAGE, TIPS_PAGE_SIZE, type Tip, type TipDetail } from '@app/contract';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { apiErrorText } from '../../lib/api-error';
import { topicChanged } from '../../lib/topic-events';
import { tipsApi } from './tips-api';

/**
 * The page the visitor is on. The pages themselves live in the API cache, keyed by page and
 * size; selectTipsList joins the two into the spec's tips state (section 3).
 */
export interface TipsState {
  currentPage: number;
  pageSize: number;
  currentSlug: string | null;
}

const initialState: TipsState = { currentPage: FIRST_PAGE, pageSize: TIPS_PAGE_SIZE, currentSlug: null };

const tipsSlice = createSlice({
  name: 'tips',
  initialState,
  reducers: {
    tipsPageChanged: (state, action: PayloadAction<number>) => {
      state.currentPage = Math.max(FIRST_PAGE, action.payload);
    },
    currentTipChanged: (state, action: PayloadAction<string | null>) => {
      state.currentSlug = action.payload;
    },
    /** "Clearing resets to defaults." */
    tipsCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(topicChanged, () => initialState);
  },
});

export const tipsReducer = tipsSlice.reducer;
export const { tipsPageChanged, currentTipChanged, tipsCleared } = tipsSlice.actions;

type WithTips = { tips: TipsState } & Parameters<ReturnType<typeof tipsApi.endpoints.getTips.select>>[0];

export interface TipsListView {
  items: Tip[];
  pageCount: number;
  currentPage: number;
  pageSize: number;
  loading: boolean;
  error: string | null;
  current: TipDetail | null;
  currentLoading: boolean;
  currentError: string | null;
}

const selectTipsState = (state: WithTips) => state.tips;
// `select(args)` makes a new selector (with its own memory) each call: one is kept per page and
// per tip, so that the same state gives the same entry object.
const pageEntrySelector = createSelector(
  [(state: WithTips) => state.tips.currentPage, (state: WithTips) => state.tips.pageSize],
  (page, pageSize) => tipsApi.endpoints.getTips.select({ page, pageSize }),
);
const selectPageEntry = (state: WithTips) => pageEntrySelector(state)(state);
const currentEntrySelector = createSelector([(state: WithTips) => state.tips.currentSlug], (slug) =>
  slug ? tipsApi.endpoints.getTip.select(slug) : () => null,
);
const selectCurrentEntry = (state: WithTips) => currentEntrySelector(state)(state);

/** The spec's tips list state: items, pageCount, currentPage, pageSize, loading, error and the current tip. */
export const selectTipsList = createSelector(
  [selectTipsState, selectPageEntry, selectCurrentEntry],
  (tips, page, current): TipsListView => ({
    items: page.data?.items ?? [],
    pageCount: page.data?.pageCount ?? 0,
    currentPage: tips.currentPage,
    pageSize: tips.pageSize,
    // Uninitialised counts as loading: the screen's query starts on its first render.
    loading: !page.data && !page.isError,
    error: page.isError ? apiErrorText(page.error, { failed: ERRORS.tipsLoad }) : null,
    current: current?.data ?? null,
    currentLoading: current?.isLoading ?? false,
    currentError: current?.isError ? apiErrorText(current.error, { failed: ERRORS.tipFetch }) : null,
  }),
);
