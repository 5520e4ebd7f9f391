import { ACTIVITY_ROUTES, type ActivityEntityType, ActivityEntry, ActivityList, Paged } from '@app/contract';
import { api } from '../../lib/api';
import { apiUrl, fillPath } from '../../lib/api-url';
import { replyOf } from '../../lib/reply-schema';

export type HistoryArgs = {
  page: number;
  userId?: number | undefined;
  entityType?: ActivityEntityType | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** One record's history; `version` (its updatedAt) is part of the key so a save reads it again. */
export type RecordHistoryArgs = { entityType: ActivityEntityType; entityId: number; version?: string };

type RecordHistory = { items: ActivityEntry[]; total: number };

const LIST = { type: 'Activity' as const, id: 'LIST' };

/** The topic's history of changes (admins only); a restore refreshes it and the restored record. */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    activity: build.query<ActivityList, HistoryArgs>({
      query: (a) => apiUrl(ACTIVITY_ROUTES.list, a),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(ActivityList) : undefined,
      providesTags: [LIST],
    }),
    recordHistory: build.query<RecordHistory, RecordHistoryArgs>({
      query: ({ entityType, entityId }) =>
        apiUrl(fillPath(ACTIVITY_ROUTES.ofRecord, { entityType, entityId }), { pageSize: 20 }),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(Paged(ActivityEntry)) : undefined,
      providesTags: [LIST],
    }),
    restoreVersion: build.mutation<ActivityEntry, number>({
      query: (id) => ({ url: apiUrl(fillPath(ACTIVITY_ROUTES.restore, { id })), method: 'POST' }),
      responseSchema: import.meta.env.DEV ? replyOf(ActivityEntry) : undefined,
      // The record is written back: every list and form that shows it reads again.
      invalidatesTags: ['Activity', 'Brand', 'Category', 'BrandItem', 'Tip'],
    }),
  }),
});

export const { useActivityQuery, useRecordHistoryQuery, useRestoreVersionMutation } = activityApi;
