import { DomainProof, ROUTES } from '@app/contract';
import { api } from '../../../lib/api';
import { replyOf } from '../../../lib/reply-schema';

export const domainProofApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The site's proof token and, for a domain, whether the site may claim it now (admins only). */
    getDomainProof: build.query<DomainProof, { domain?: string }>({
      query: ({ domain }) => ({ url: ROUTES.siteConfig.domainProof, params: domain ? { domain } : {} }),
      extraOptions: { auth: true },
      responseSchema: import.meta.env.DEV ? replyOf(DomainProof) : undefined,
      // A DNS record may have been added since: each check asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDomainProofQuery, useLazyGetDomainProofQuery } = domainProofApi;
