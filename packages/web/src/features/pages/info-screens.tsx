import { type PolicyPageKey, policyPages, type SiteConfig } from '@app/contract';
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

/** The policy pages: their words come from the contract, which the chat assistant answers from too. */
const policy = (site: SiteProps['site'], key: PolicyPageKey) =>
  policyPages({ title: site.title, contactEmail: site.contactEmail })[key];

function PolicyScreen({ site, page }: SiteProps & { page: PolicyPageKey }) {
  const { title, intro, sections } = policy(site, page);
  return <ContentPage title={title} intro={intro} contactEmail={site.contactEmail} sections={sections} />;
}

export const HassleFreeShoppingScreen = ({ site }: SiteProps) => (
  <PolicyScreen site={site} page="hassleFree" />
);
export const PrivacyPolicyScreen = ({ site }: SiteProps) => <PolicyScreen site={site} page="privacy" />;
export const ShippingPolicyScreen = ({ site }: SiteProps) => <PolicyScreen site={site} page="shipping" />;
