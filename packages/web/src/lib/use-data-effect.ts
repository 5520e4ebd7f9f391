import { type DependencyList, type EffectCallback, useEffect } from 'react';

/**
 * An effect that puts what the screen shows into the store (a first page to load, the page
 * number from the URL). No effect runs on a server, so there it runs while rendering: the server
 * renders until the store stops changing (entry-server.tsx), and the page arrives with its data.
 */
export const useDataEffect: (effect: EffectCallback, deps: DependencyList) => void = import.meta.env.SSR
  ? (effect) => {
      effect();
    }
  : useEffect;
