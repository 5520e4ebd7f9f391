import createCache from '@emotion/cache';

/**
 * The styles' cache, one per render on the server and one per page in the browser. The key is
 * the same on both sides: the browser's cache takes over the `<style data-emotion="css ...">`
 * tags the server put into the page instead of inserting the same rules again.
 */
export const createEmotionCache = () => createCache({ key: 'css' });
