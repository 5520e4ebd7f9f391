import { createAsyncThunk } from '@reduxjs/toolkit';
import { authApi } from './auth-api';
import { loggedOut } from './auth-slice';

/**
 * Validates the stored token (start-up and the periodic refresh). A valid token of another
 * topic still ends in a logged-out state: sessions are per site.
 */
export const checkSession = createAsyncThunk('auth/checkSession', async (topic: string, { dispatch }) => {
  const request = dispatch(authApi.endpoints.validateSession.initiate());
  const result = await request;
  // Drop the mutation's cache entry: the auth slice already holds what matters.
  request.reset();
  if (result.data && result.data.user.websiteTopic !== topic) dispatch(loggedOut());
});
