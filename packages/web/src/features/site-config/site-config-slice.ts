import { ERRORS, type SiteConfig, type SiteConfigLight } from '@app/contract';
import { createSlice } from '@reduxjs/toolkit';
import { apiErrorText } from '../../lib/api-error';
import { type Resolution, resolutionFromError, resolutionFromReply } from './resolution';
import { siteConfigApi } from './site-config-api';

export interface SiteConfigState {
  current: SiteConfig | null;
  allConfigs: SiteConfigLight[];
  topic: string | null;
  viaDomain: boolean;
  /** The spec's not-found-for-topic marker. */
  notFoundForTopic: string | null;
  resolution: Resolution | null;
  resolved: boolean;
  loading: boolean;
  error: string | null;
}

const initialState: SiteConfigState = {
  current: null,
  allConfigs: [],
  topic: null,
  viaDomain: false,
  notFoundForTopic: null,
  resolution: null,
  resolved: false,
  loading: false,
  error: null,
};

const { resolveSiteConfig, getSiteConfig, updateSiteConfig } = siteConfigApi.endpoints;

const siteConfigSlice = createSlice({
  name: 'siteConfig',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(resolveSiteConfig.matchPending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(resolveSiteConfig.matchFulfilled, (state, action) => {
        const reply = action.payload;
        const resolution = resolutionFromReply(reply, action.meta.arg.originalArgs);
        state.loading = false;
        state.resolved = true;
        state.resolution = resolution;
        state.allConfigs = reply.allConfigs;
        state.viaDomain = reply.viaDomain;
        state.current = resolution.kind === 'site' ? resolution.config : null;
        state.topic = resolution.kind === 'site' ? resolution.topic : null;
        state.notFoundForTopic = resolution.kind === 'not-found' ? resolution.topic : null;
      })
      .addMatcher(resolveSiteConfig.matchRejected, (state, action) => {
        const error = apiErrorText(action.payload, { failed: ERRORS.siteConfigResolve });
        const resolution = resolutionFromError(error, action.meta.arg.originalArgs);
        state.loading = false;
        state.resolved = true;
        state.resolution = resolution;
        state.error = error;
        state.notFoundForTopic = resolution.kind === 'not-found' ? resolution.topic : null;
      })
      // After an admin saves, the shell (title, colours) follows without a reload.
      .addMatcher(getSiteConfig.matchFulfilled, (state, action) => {
        if (action.payload.websiteTopic === state.topic) state.current = action.payload;
      })
      .addMatcher(updateSiteConfig.matchFulfilled, (state, action) => {
        if (action.payload.websiteTopic === state.topic) state.current = action.payload;
      });
  },
});

export const siteConfigReducer = siteConfigSlice.reducer;

type WithSiteConfig = { siteConfig: SiteConfigState };
export const selectSiteConfig = (state: WithSiteConfig) => state.siteConfig.current;
export const selectSiteConfigState = (state: WithSiteConfig) => state.siteConfig;
export const selectAllSiteConfigs = (state: WithSiteConfig) => state.siteConfig.allConfigs;
