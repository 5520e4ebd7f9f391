import {
  type CatalogueExport,
  type CatalogueFileFormat,
  type CatalogueFileKind,
  type CatalogueImportInput,
  type CatalogueImportResult,
  ROUTES,
} from '@app/contract';
import { api, unwrapData } from '../../../lib/api';
import { apiUrl } from '../../../lib/api-url';

/** The catalogue file: download every item, and check or apply an edited file as an update. */
export const catalogueFileApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportCatalogue: build.query<CatalogueExport, { format: CatalogueFileFormat; of: CatalogueFileKind }>({
      query: ({ format, of }) => apiUrl(ROUTES.brandItems.export, { format, of }),
      extraOptions: { auth: true },
      transformResponse: (reply: unknown) => unwrapData<CatalogueExport>(reply),
      // Each export is read fresh: the file must be the catalogue as it is now.
      keepUnusedDataFor: 0,
    }),
    importCatalogue: build.mutation<CatalogueImportResult, CatalogueImportInput>({
      query: (body) => ({ url: apiUrl(ROUTES.brandItems.import), method: 'POST', body }),
      transformResponse: (reply: unknown) => unwrapData<CatalogueImportResult>(reply),
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
