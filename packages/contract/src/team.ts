import { z } from 'zod';
import { Email, NewPassword, Role } from './auth';

/** Paths of the team screen's API: admins of a topic manage that topic's accounts only. */
export const TEAM_ROUTES = {
  list: '/api/team',
  byId: '/api/team/:id',
  role: '/api/team/:id/role',
  password: '/api/team/:id/password',
  disabled: '/api/team/:id/disabled',
  /** Ends every sign-in of the person: every token issued before stops working. */
  sessions: '/api/team/:id/sessions',
} as const;

/** One account of the topic as the team screen shows it; never the password hash. */
export const TeamMember = z.object({
  id: z.number().int(),
  email: z.string(),
  role: Role,
  /** When an admin disabled the account (it cannot sign in), or null. */
  disabledAt: z.string().nullable(),
  /** An admin reset the password: the person chooses a new one at their next sign-in. */
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** Strict, so a request can only set what the screen offers. No password: one is generated. */
export const AddMemberBody = z.strictObject({
  email: Email,
  role: Role,
  password: NewPassword.optional(),
});
export type AddMemberBody = z.infer<typeof AddMemberBody>;

export const ChangeRoleBody = z.strictObject({ role: Role });
export type ChangeRoleBody = z.infer<typeof ChangeRoleBody>;

/** No password: one is generated and shown once. */
export const ResetPasswordBody = z.strictObject({ password: NewPassword.optional() });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const SetDisabledBody = z.strictObject({ disabled: z.boolean() });
export type SetDisabledBody = z.infer<typeof SetDisabledBody>;

/**
 * An account just added or given a new password. `generatedPassword` is the password the
 * server chose (when the admin gave none): shown once, never stored in clear.
 */
export const MemberWithPassword = z.object({
  member: TeamMember,
  generatedPassword: z.string().nullable(),
});
export type MemberWithPassword = z.infer<typeof MemberWithPassword>;

/** What each role may do, for the team screen's explanations. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, including banking, analytics, site settings and the team',
  editor: 'Brands, categories, items, tips, podcasts and pictures',
  user: 'Signs in and reads; cannot save changes',
};
