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

/** Claims inside our tokens. */
export const TokenClaims = z.object({
  sub: z.string(),
  email: z.string(),
  role: Role,
  websiteTopic: z.string(),
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
