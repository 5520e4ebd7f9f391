import { z } from 'zod';

export const TopicSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'A topic is lower-case letters, digits and dashes');

export const TopicQuery = z.object({ websiteTopic: TopicSlug.optional() });
