import { z } from 'zod';
import { ROLES } from './constants';
import { TopicSlug } from './topic';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const Email = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);

/** Strict: a request can never carry its own role. */
export const LoginBody = z.strictObject({
  email: Email,
  password: z.string().min(1, 'Enter your password').max(1024),
  websiteTopic: TopicSlug,
});
export type LoginBody = z.infer<typeof LoginBody>;

export const User = z.object({
  id: z.number().int(),
  email: z.string(),
  role: Role,
  websiteTopic: z.string(),
  /** An admin reset the password: the person must choose a new one before anything else. */
  mustChangePassword: z.boolean().optional(),
});
export type User = z.infer<typeof User>;

export const Session = z.object({
  token: z.string(),
  user: User,
  /** Sign-in reply only: wrong passwords given for this account since its previous sign-in. */
  failedLogins: z.number().int().min(0).optional(),
});
export type Session = z.infer<typeof Session>;

/**
 * Claims inside our tokens. `sid` names the sign-in the token belongs to (every token refreshed
 * from it keeps it) and `gen` the account's session generation when it was issued: ending the
 * sign-in or raising the generation ends the token, whatever its expiry says.
 */
export const TokenClaims = z.object({
  sub: z.string(),
  email: z.string(),
  role: Role,
  websiteTopic: z.string(),
  sid: z.string().uuid(),
  gen: z.number().int().min(0),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

/** Shortest password a person may choose or an admin may set. */
export const MIN_PASSWORD_LENGTH = 12;

export const NewPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use a password of at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1024);

/** The signed-in person's own new password; the current one proves it is them. */
export const ChangePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password').max(1024),
  newPassword: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** Paths of the signed-in person's own account: where they are signed in, and ending those sign-ins. */
export const ACCOUNT_ROUTES = {
  sessions: '/api/account/sessions',
  session: '/api/account/sessions/:id',
  /** Ends every sign-in but the caller's own. */
  signOutOthers: '/api/account/sessions/sign-out-others',
  /** Ends every sign-in, the caller's own too: every token issued before stops working. */
  signOutEverywhere: '/api/account/sessions/sign-out-everywhere',
} as const;

/** One sign-in of the account (a browser or device), as its owner sees it. */
export const AccountSession = z.object({
  id: z.string().uuid(),
  /** The browser's own description of itself when it signed in, or null. */
  userAgent: z.string().nullable(),
  /** The address it signed in from, as the server saw it. */
  address: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** This is the sign-in the request came from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

export const SessionIdParams = z.strictObject({ id: z.string().uuid('Not a sign-in of this account') });
export type SessionIdParams = z.infer<typeof SessionIdParams>;

/** How many sign-ins a request ended. */
export const SessionsEnded = z.object({ ended: z.number().int().min(0) });
export type SessionsEnded = z.infer<typeof SessionsEnded>;
