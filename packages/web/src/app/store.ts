import { configureStore } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/auth-slice';
import { authStorageMiddleware } from '../features/auth/auth-storage';
import { siteConfigReducer } from '../features/site-config/site-config-slice';
import { api } from '../lib/api';

export function buildStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authReducer,
      siteConfig: siteConfigReducer,
    },
    middleware: (getDefault) => getDefault().prepend(authStorageMiddleware.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
