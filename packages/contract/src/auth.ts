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
