import { createAction } from '@reduxjs/toolkit';

/**
 * Spec section 4: on a topic change brands, brand items, podcasts and tips are reset and
 * reloaded. The topic is fixed for the life of a page (the router's basename carries it), so
 * start-up sends this once; the catalogue slices reset on it and the store reloads their queries.
 */
export const topicChanged = createAction<string>('topic/changed');
