import { type AddMemberBody, MemberWithPassword, type Role, TEAM_ROUTES, TeamMember } from '@app/contract';
import { api } from '../../lib/api';
import { apiUrl, fillPath } from '../../lib/api-url';
import { listOf, replyOf } from '../../lib/reply-schema';

const LIST = { type: 'Team' as const, id: 'LIST' };
const byId = (id: number) => fillPath(TEAM_ROUTES.byId, { id });

/** The admin's team: every change refreshes the list (a role change can move the last-admin guard). */
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    teamMembers: build.query<TeamMember[], void>({
      query: () => apiUrl(TEAM_ROUTES.list),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? listOf(TeamMember) : undefined,
      providesTags: [LIST],
    }),
    addMember: build.mutation<MemberWithPassword, AddMemberBody>({
      query: (body) => ({ url: apiUrl(TEAM_ROUTES.list), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(MemberWithPassword) : undefined,
      invalidatesTags: [LIST],
    }),
    changeRole: build.mutation<TeamMember, { id: number; role: Role }>({
      query: ({ id, role }) => ({
        url: apiUrl(fillPath(TEAM_ROUTES.role, { id })),
        method: 'PUT',
        body: { role },
      }),
      responseSchema: import.meta.env.DEV ? replyOf(TeamMember) : undefined,
      invalidatesTags: [LIST],
    }),
    setDisabled: build.mutation<TeamMember, { id: number; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: apiUrl(fillPath(TEAM_ROUTES.disabled, { id })),
        method: 'PUT',
        body: { disabled },
      }),
      responseSchema: import.meta.env.DEV ? replyOf(TeamMember) : undefined,
      invalidatesTags: [LIST],
    }),
    resetPassword: build.mutation<MemberWithPassword, { id: number; password?: string }>({
      query: ({ id, password }) => ({
        url: apiUrl(fillPath(TEAM_ROUTES.password, { id })),
        method: 'POST',
        body: password ? { password } : {},
      }),
      responseSchema: import.meta.env.DEV ? replyOf(MemberWithPassword) : undefined,
      invalidatesTags: [LIST],
    }),
    /** Ends every sign-in of the person; the list does not change. */
    signOutMember: build.mutation<TeamMember, number>({
      query: (id) => ({ url: apiUrl(fillPath(TEAM_ROUTES.sessions, { id })), method: 'DELETE' }),
      responseSchema: import.meta.env.DEV ? replyOf(TeamMember) : undefined,
    }),
    removeMember: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: apiUrl(byId(id)), method: 'DELETE' }),
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
