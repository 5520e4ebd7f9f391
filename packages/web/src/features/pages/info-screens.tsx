import { ContentPage } from './content-page';

/** The site's fixed pages. The site title comes in from the route, so each site speaks as itself. */

export function AboutScreen({ siteTitle }: { siteTitle: string }) {
  return (
    <ContentPage
      title={`About ${siteTitle}`}
      intro={`${siteTitle} is a specialist catalogue: fewer, better-explained products, chosen by people who use them.`}
      sections={[
        {
          heading: 'What we do',
          paragraphs: [
            'We collect the brands and items worth knowing about, describe them plainly and keep prices and ratings up to date.',
            'Our tips and podcasts help you choose well, and our assistant answers questions from the catalogue itself.',
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

export function HassleFreeShoppingScreen({ siteTitle }: { siteTitle: string }) {
  return (
    <ContentPage
      title="Hassle-free shopping"
      intro={`Buying through ${siteTitle} should be simple. Here is what you can count on.`}
      sections={[
        {
          heading: 'Trusted sellers',
          paragraphs: [
            'Every item links to an established marketplace with its own buyer protection and returns.',
          ],
        },
        {
          heading: 'Clear information',
          paragraphs: [
            'Prices, ratings and features are shown up front, so there are no surprises at checkout.',
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

export function PrivacyPolicyScreen({ siteTitle }: { siteTitle: string }) {
  return (
    <ContentPage
      title="Privacy policy"
      intro={`How ${siteTitle} handles the little data it needs.`}
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
            'Your browser keeps your sign-in and the last site you visited, so you do not have to repeat yourself.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: ['Ask us at any time to see or delete the data we hold about you.'],
        },
      ]}
    />
  );
}

export function ShippingPolicyScreen({ siteTitle }: { siteTitle: string }) {
  return (
    <ContentPage
      title="Shipping policy"
      intro={`${siteTitle} points you to trusted sellers, who ship your order to you.`}
      sections={[
        {
          heading: 'Who ships your order',
          paragraphs: [
            'Orders are fulfilled by the marketplace seller you buy from. Delivery times and costs are shown at their checkout.',
          ],
        },
        {
          heading: 'Returns',
          paragraphs: ["Returns follow the seller's policy; most accept returns within 30 days of delivery."],
        },
      ]}
    />
  );
}
