/*
 * The content security policy allows no eval; zod builds compiled parsers with `new Function`
 * (a policy violation in the console) unless it is told not to before its first schema is made.
 * zod reads its settings from this global, so the browser entry sets it first of all, without
 * importing zod: zod stays out of the storefront's first download, and a chunk that makes schemas
 * early (the contract's) finds it set. The server, which has no such policy, keeps compiled parsers.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
