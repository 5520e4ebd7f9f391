/**
 * The texts of the storefront's policy pages, in one place so that the pages show them and the
 * chat assistant answers from the very same words. Plain data, no zod: the storefront's page
 * chunk imports it.
 */

export type PolicySite = { title: string; contactEmail: string | null };
export type PolicySection = { heading: string; paragraphs: string[] };
export type PolicyPage = { path: string; title: string; intro: string; sections: PolicySection[] };

export const POLICY_PAGE_KEYS = ['hassleFree', 'shipping', 'privacy'] as const;
export type PolicyPageKey = (typeof POLICY_PAGE_KEYS)[number];

export function policyPages(site: PolicySite): Record<PolicyPageKey, PolicyPage> {
  return {
    hassleFree: {
      path: '/hassle-free-shopping',
      title: 'Hassle-free shopping',
      intro: `Buying through ${site.title} should be simple. Here is what you can count on.`,
      sections: [
        {
          heading: 'Trusted sellers',
          paragraphs: [
            'Every item links to an established marketplace with its own buyer protection, secure checkout and returns.',
          ],
        },
        {
          heading: 'Clear information',
          paragraphs: [
            'Prices, ratings and features are shown up front, so there are no surprises at checkout. Prices can change on the marketplace; the price at checkout is the one you pay.',
          ],
        },
        {
          heading: 'Help when you need it',
          paragraphs: [
            'Questions about a product? Our tips and the chat assistant are there to help you decide.',
          ],
        },
      ],
    },
    privacy: {
      path: '/privacy-policy',
      title: 'Privacy policy',
      intro: `How ${site.title} handles the little data it needs.`,
      sections: [
        {
          heading: 'What we collect',
          paragraphs: [
            'We count visits (day, country and region) to know which pages help people. We do not sell personal data.',
            'If you have an account, we keep your email address and a securely hashed password.',
          ],
        },
        {
          heading: 'Cookies and storage',
          paragraphs: [
            'Your browser keeps your sign-in and the last site you visited, so you do not have to repeat yourself. We use no advertising cookies.',
          ],
        },
        {
          heading: 'Links to marketplaces',
          paragraphs: [
            'When you follow a link to a marketplace, its own privacy policy applies to what you do there.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            site.contactEmail
              ? `Ask us at ${site.contactEmail} to see or delete the data we hold about you.`
              : 'Ask us at any time to see or delete the data we hold about you.',
          ],
        },
      ],
    },
    shipping: {
      path: '/shipping-policy',
      title: 'Shipping policy',
      intro: `${site.title} points you to trusted sellers, who ship your order to you.`,
      sections: [
        {
          heading: 'Who ships your order',
          paragraphs: [
            'Orders are fulfilled by the marketplace seller you buy from. Delivery times and costs are shown at their checkout before you pay.',
          ],
        },
        {
          heading: 'Tracking',
          paragraphs: ['The seller sends tracking details by email once your order leaves the warehouse.'],
        },
        {
          heading: 'Returns',
          paragraphs: ["Returns follow the seller's policy; most accept returns within 30 days of delivery."],
        },
      ],
    },
  };
}
