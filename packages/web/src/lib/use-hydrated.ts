import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup, true from the render
 * after. A control that needs JavaScript (a menu trigger, "Load more") is a plain link to a page
 * that does the same without it until then, and becomes the button once JavaScript runs.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
