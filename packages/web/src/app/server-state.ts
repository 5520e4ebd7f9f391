import type { RootState } from './store';

/** The `<script type="application/json">` that carries a server-rendered page's store. */
export const SERVER_STATE_ID = 'server-state';

/**
 * The store as JSON safe inside a script element: `<`, `>` and `&` become \u escapes, so no value
 * can end the element or open a comment, and U+2028/9 stay legal. A data block, not a script, so
 * the content security policy (no inline scripts) lets it be.
 */
export function serverStateTag(state: RootState): string {
  const json = JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The store the server handed over, or null when the page was not rendered on the server. */
export function readServerState(): RootState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RootState;
  } catch {
    return null;
  }
}
