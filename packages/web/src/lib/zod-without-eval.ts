import { config } from 'zod';

/*
 * Imported (for this effect alone) by every module that parses with the contract's schemas. The
 * content security policy allows no eval; zod's compiled parsers would try it on their first parse
 * (a policy violation in the console) before falling back to interpreting. Set here rather than
 * at start-up, so that zod stays out of the storefront's first download.
 */
config({ jitless: true });
