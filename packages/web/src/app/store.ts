import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/auth-slice';
import { authStorageMiddleware } from '../features/auth/auth-storage';
import { brandsReducer } from '../features/brands/brands-slice';
import { searchReducer } from '../features/search/search-slice';
import { siteConfigReducer } from '../features/site-config/site-config-slice';
import { tipsReducer } from '../features/tips/tips-slice';
import { type ApiExtra, api } from '../lib/api';
import { topicChanged } from '../lib/topic-events';

/**
 * Spec section 4: on a topic change brands, brand items, podcasts and tips are reset (their
 * slices handle topicChanged) and reloaded: every cached list of theirs is invalidated, so the
 * screens showing them fetch again.
 */
const topicReload = createListenerMiddleware();
topicReload.startListening({
  actionCreator: topicChanged,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(
      api.util.invalidateTags(['Brand', 'Category', 'BrandItem', 'Podcast', 'Tip', 'Search']),
    );
  },
});

const reducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  siteConfig: siteConfigReducer,
  brands: brandsReducer,
  tips: tipsReducer,
  search: searchReducer,
});

/**
 * `preloadedState`: the slices a server-rendered page handed over (its API cache follows through
 * serverDataArrived). `extra`: on the server, how the page's reads reach the server's own routes.
 */
export function buildStore({
  preloadedState,
  extra,
}: {
  preloadedState?: Partial<ReturnType<typeof reducer>>;
  extra?: ApiExtra;
} = {}) {
  return configureStore({
    reducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra ?? {} } })
        .prepend(authStorageMiddleware.middleware, topicReload.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
