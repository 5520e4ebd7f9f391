import { ERRORS } from '@app/contract';

/** The brand or category screens' texts for a failed call, by the kind they show. */
export const brandErrorsOf = (isCategory: boolean) =>
  isCategory
    ? {
        fetchAll: ERRORS.categoriesFetch,
        fetch: ERRORS.categoryFetch,
        create: ERRORS.categoryCreate,
        update: ERRORS.categoryUpdate,
        delete: ERRORS.categoryDelete,
        order: ERRORS.categoryOrder,
      }
    : {
        fetchAll: ERRORS.brandsFetch,
        fetch: ERRORS.brandFetch,
        create: ERRORS.brandCreate,
        update: ERRORS.brandUpdate,
        delete: ERRORS.brandDelete,
        order: ERRORS.brandOrder,
      };
