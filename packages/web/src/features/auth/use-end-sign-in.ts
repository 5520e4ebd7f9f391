import { useAppSelector } from '../../app/hooks';
import { useEndSignInMutation } from './account-api';
import { selectAuth } from './auth-slice';

/** The sign-in id a token of ours carries (`sid`), or null for anything else. */
export function signInOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sid = (JSON.parse(json) as { sid?: unknown }).sid;
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}

/**
 * Signing out here ends this browser's sign-in on the server too; whether that call succeeds
 * does not hold the sign-out up (the token is forgotten here either way).
 */
export function useEndSignIn(): () => void {
  const token = useAppSelector((state) => selectAuth(state).token);
  const [end] = useEndSignInMutation();
  return () => {
    const sid = token ? signInOf(token) : null;
    if (token && sid) void end({ token, sid });
  };
}
