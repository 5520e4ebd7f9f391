import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/auth-slice';
import { authStorageMiddleware } from '../features/auth/auth-storage';
import { brandsReducer } from '../features/brands/brands-slice';
import { searchReducer } from '../features/search/search-slice';
import { siteConfigReducer } from '../features/site-config/site-config-slice';
import { tipsReducer } from '../features/tips/tips-slice';
import { api } from '../lib/api';
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

export function buildStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authReducer,
      siteConfig: siteConfigReducer,
      brands: brandsReducer,
      tips: tipsReducer,
      search: searchReducer,
    },
    middleware: (getDefault) =>
      getDefault().prepend(authStorageMiddleware.middleware, topicReload.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
