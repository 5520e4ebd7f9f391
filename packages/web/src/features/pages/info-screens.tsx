import type { SiteConfig } from '@app/contract';
import { ContentPage } from './content-page';

/** The site's fixed pages. The site config comes in from the route, so each site speaks as itself. */
type SiteProps = { site: Pick<SiteConfig, 'title' | 'tagline' | 'description' | 'contactEmail'> };

export function AboutScreen({ site }: SiteProps) {
  const { title } = site;
  return (
    <ContentPage
      title={`About ${title}`}
      intro={
        site.description ||
        `${title} is a specialist catalogue: fewer, better-explained products, chosen by people who use them.`
      }
      contactEmail={site.contactEmail}
      sections={[
        {
          heading: 'What we do',
          paragraphs: [
            `${title} collects the brands and items worth knowing about${site.tagline ? ` (${site.tagline.replace(/\.$/, '').toLowerCase()})` : ''}, describes them plainly and keeps prices and ratings up to date.`,
            'Our tips and podcasts help you choose well, and our assistant answers questions from the catalogue itself.',
          ],
        },
        {
          heading: 'How we choose',
          paragraphs: [
            'We list items with a clear track record: real reviews, a reputable maker and a seller that stands behind them. When something stops meeting that bar, it leaves the catalogue.',
          ],
        },
        {
          heading: 'How we are paid',
          paragraphs: [
            'When you buy through a link on this site we may earn a small commission from the seller. It never changes the price you pay, and it never decides what we recommend.',
          ],
        },
      ]}
    />
  );
}

export function HassleFreeShoppingScreen({ site }: SiteProps) {
  return (
    <ContentPage
      title="Hassle-free shopping"
      intro={`Buying through ${site.title} should be simple. Here is what you can count on.`}
      contactEmail={site.contactEmail}
      sections={[
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
      ]}
    />
  );
}

export function PrivacyPolicyScreen({ site }: SiteProps) {
  return (
    <ContentPage
      title="Privacy policy"
      intro={`How ${site.title} handles the little data it needs.`}
      contactEmail={site.contactEmail}
      sections={[
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
      ]}
    />
  );
}

export function ShippingPolicyScreen({ site }: SiteProps) {
  return (
    <ContentPage
      title="Shipping policy"
      intro={`${site.title} points you to trusted sellers, who ship your order to you.`}
      contactEmail={site.contactEmail}
      sections={[
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
      ]}
    />
  );
}
