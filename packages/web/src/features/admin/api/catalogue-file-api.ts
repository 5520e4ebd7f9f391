import {
  CatalogueExport,
  type CatalogueFileFormat,
  type CatalogueFileKind,
  type CatalogueImportInput,
  CatalogueImportResult,
  ROUTES,
} from '@app/contract';
import { api } from '../../../lib/api';
import { apiUrl } from '../../../lib/api-url';
import { replyOf } from '../../../lib/reply-schema';

/** The catalogue file: download every item, and check or apply an edited file as an update. */
export const catalogueFileApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportCatalogue: build.query<CatalogueExport, { format: CatalogueFileFormat; of: CatalogueFileKind }>({
      query: ({ format, of }) => apiUrl(ROUTES.brandItems.export, { format, of }),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(CatalogueExport) : undefined,
      // Each export is read fresh: the file must be the catalogue as it is now.
      keepUnusedDataFor: 0,
    }),
    importCatalogue: build.mutation<CatalogueImportResult, CatalogueImportInput>({
      query: (body) => ({ url: apiUrl(ROUTES.brandItems.import), method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? replyOf(CatalogueImportResult) : undefined,
      // Any item, brand count or category may have changed: every catalogue list reloads.
      invalidatesTags: (result) =>
        result && result.updated > 0
          ? [
              { type: 'BrandItem', id: 'LIST' },
              { type: 'Brand', id: 'LIST' },
              { type: 'Category', id: 'LIST' },
              'Search',
            ]
          : [],
    }),
  }),
});

export const { useLazyExportCatalogueQuery, useImportCatalogueMutation } = catalogueFileApi;
