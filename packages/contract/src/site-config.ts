import { z } from 'zod';
import { HttpUrl, ImageUrl } from './common';
import { TopicSlug } from './topic';

const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #1a2b6d');
export const Domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Enter a domain such as shop.example.com',
  );
export const SiteConfig = z.object({
  websiteTopic: z.string(),
  domain: z.string().nullable(),
  title: z.string(),
  tagline: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  contactEmail: z.string().nullable(),
  marketplaceBaseUrl: z.string().nullable(),
  marketplaceAffiliateTag: z.string().nullable(),
  /** A marketplace price checked longer ago than this many hours is not shown. */
  priceMaxAgeHours: z.number().int(),
  updatedAt: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

export const SiteConfigLight = SiteConfig.pick({
  websiteTopic: true,
  domain: true,
  title: true,
  tagline: true,
  primaryColor: true,
  secondaryColor: true,
});
export type SiteConfigLight = z.infer<typeof SiteConfigLight>;

/** The fields an admin may change; the topic comes from the token, never from the body. */
export const UpdateSiteConfigBody = z.strictObject({
  domain: Domain.nullable().optional(),
  title: z.string().trim().min(1, 'Enter a title').max(80),
  tagline: z.string().trim().max(160).default(''),
  description: z.string().trim().max(500).default(''),
  logoUrl: ImageUrl.nullable().optional(),
  primaryColor: Colour,
  secondaryColor: Colour,
  contactEmail: z.string().trim().toLowerCase().email('Enter a valid email address').nullable().optional(),
  marketplaceBaseUrl: HttpUrl.nullable().optional(),
  marketplaceAffiliateTag: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, dashes and underscores only')
    .nullable()
    .optional(),
});
export type UpdateSiteConfigBody = z.infer<typeof UpdateSiteConfigBody>;
export type UpdateSiteConfigInput = z.input<typeof UpdateSiteConfigBody>;

export const ResolveQuery = z.object({ url: z.string().url('Pass the full page URL as url') });

/**
 * The resolve reply: `data` is the topic's config (null at the landing or for an unknown topic),
 * `allConfigs` the light list, `viaDomain` whether paths carry no topic prefix.
 */
export const ResolveReply = z.object({
  success: z.literal(true),
  data: SiteConfig.nullable(),
  error: z.null(),
  allConfigs: z.array(SiteConfigLight),
  viaDomain: z.boolean(),
  topic: z.string().nullable(),
  missingTopic: z.boolean().optional(),
  notFoundForTopic: z.string().optional(),
});
export type ResolveReply = z.infer<typeof ResolveReply>;

export const SiteConfigQuery = z.object({ websiteTopic: TopicSlug.optional() });

/**
 * Proof that a domain is the owner's, asked for a domain that has already served every site as a
 * shared address: a DNS TXT record, or a file served on the domain. The token is the topic's own.
 */
export const DOMAIN_PROOF = {
  /** The TXT record's name is this label before the domain: `_catalogue-verify.shop.example.com`. */
  txtLabel: '_catalogue-verify',
  /** The TXT record's value is this before the token. */
  txtPrefix: 'catalogue-verify=',
  /** Or a file at this path on the domain (plain HTTP, port 80), holding the token alone. */
  filePath: '/.well-known/catalogue-verify.txt',
} as const;

export const DOMAIN_ERRORS = {
  servedShared: (domain: string) =>
    `${domain} has already served every site by path as a shared address, so claiming it would take their pages over. Prove that it is yours (a DNS TXT record or a file on the domain, as shown under Domain) and save again`,
} as const;

export const DomainProofQuery = SiteConfigQuery.extend({ domain: Domain.optional() });

/** The topic's token and, when a domain is named, whether the topic may claim it now. */
export const DomainProof = z.object({
  token: z.string(),
  txtName: z.string().nullable(),
  txtValue: z.string(),
  fileUrl: z.string().nullable(),
  check: z
    .object({
      domain: z.string(),
      claimable: z.boolean(),
      /** How the domain was proven, when it needed a proof. */
      verifiedBy: z.enum(['dns', 'file']).nullable(),
      /** Why it may not be claimed (the same text the save would answer with). */
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type DomainProof = z.infer<typeof DomainProof>;
