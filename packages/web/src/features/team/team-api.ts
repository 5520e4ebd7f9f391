import {
  type AddMemberBody,
  type MemberWithPassword,
  type Role,
  TEAM_ROUTES,
  type TeamMember,
} from '@app/contract';
import { api, unwrapData } from '../../lib/api';
import { apiUrl, fillPath } from '../../lib/api-url';

const LIST = { type: 'Team' as const, id: 'LIST' };
const byId = (id: number) => fillPath(TEAM_ROUTES.byId, { id });

/** The admin's team: every change refreshes the list (a role change can move the last-admin guard). */
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    teamMembers: build.query<TeamMember[], void>({
      query: () => apiUrl(TEAM_ROUTES.list),
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<TeamMember[]>(reply),
      providesTags: [LIST],
    }),
    addMember: build.mutation<MemberWithPassword, AddMemberBody>({
      query: (body) => ({ url: apiUrl(TEAM_ROUTES.list), method: 'POST', body }),
      transformResponse: (reply: unknown) => unwrapData<MemberWithPassword>(reply),
      invalidatesTags: [LIST],
    }),
    changeRole: build.mutation<TeamMember, { id: number; role: Role }>({
      query: ({ id, role }) => ({
        url: apiUrl(fillPath(TEAM_ROUTES.role, { id })),
        method: 'PUT',
        body: { role },
      }),
      transformResponse: (reply: unknown) => unwrapData<TeamMember>(reply),
      invalidatesTags: [LIST],
    }),
    setDisabled: build.mutation<TeamMember, { id: number; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: apiUrl(fillPath(TEAM_ROUTES.disabled, { id })),
        method: 'PUT',
        body: { disabled },
      }),
      transformResponse: (reply: unknown) => unwrapData<TeamMember>(reply),
      invalidatesTags: [LIST],
    }),
    resetPassword: build.mutation<MemberWithPassword, { id: number; password?: string }>({
      query: ({ id, password }) => ({
        url: apiUrl(fillPath(TEAM_ROUTES.password, { id })),
        method: 'POST',
        body: password ? { password } : {},
      }),
      transformResponse: (reply: unknown) => unwrapData<MemberWithPassword>(reply),
      invalidatesTags: [LIST],
    }),
    /** Ends every sign-in of the person; the list does not change. */
    signOutMember: build.mutation<TeamMember, number>({
      query: (id) => ({ url: apiUrl(fillPath(TEAM_ROUTES.sessions, { id })), method: 'DELETE' }),
      transformResponse: (reply: unknown) => unwrapData<TeamMember>(reply),
    }),
    removeMember: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: apiUrl(byId(id)), method: 'DELETE' }),
      transformResponse: (reply: unknown) => unwrapData<{ id: number }>(reply),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useTeamMembersQuery,
  useAddMemberMutation,
  useChangeRoleMutation,
  useSetDisabledMutation,
  useResetPasswordMutation,
  useRemoveMemberMutation,
  useSignOutMemberMutation,
} = teamApi;
