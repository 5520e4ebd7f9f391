import type { DemoPodcast, DemoTip } from './types';

export const BATTERY_TIPS: readonly DemoTip[] = [
  {
    title: 'Alkaline, Lithium or Rechargeable: Which AA Should You Buy?',
    summary: 'Match the chemistry to the device and you will spend less and change batteries less often.',
    sections: [
      {
        heading: 'Start with the device',
        paragraphs: [
          'Low-drain devices such as clocks and remotes run for a year or more on alkaline cells. High-drain devices such as camera flashes, game controllers and toys with motors drain alkaline cells quickly.',
        ],
        bullets: [
          'Clocks, remotes, smoke alarms: alkaline',
          'Cameras, headlamps, outdoor sensors: lithium',
          'Controllers, toys, flashes: NiMH rechargeables',
        ],
      },
      {
        heading: 'Count the cost per year',
        paragraphs: [
          'A pack of rechargeables and a charger cost more on day one but pay for themselves after a few cycles in a device you use daily.',
        ],
      },
    ],
  },
  {
    title: 'How to Store Batteries So They Last',
    summary: 'Cool, dry and separated: three rules that keep spare cells ready for years.',
    sections: [
      {
        heading: 'Keep them cool and dry',
        paragraphs: [
          'Heat speeds up self-discharge. A drawer at room temperature is better than a hot garage or a car glovebox.',
        ],
        bullets: [
          'Store at 59–77°F',
          'Keep in the original pack or a case',
          'Never store loose in a pocket with keys',
        ],
      },
      {
        heading: 'Do not mix old and new',
        paragraphs: ['Mixing a fresh cell with a tired one makes the weaker cell reverse and leak.'],
      },
    ],
  },
  {
    title: 'Choosing a Battery Charger',
    summary: 'Individual bays, a proper stop at full and a refresh mode matter more than speed.',
    sections: [
      {
        heading: 'Look for independent channels',
        paragraphs: [
          'A charger that watches each cell on its own stops each one when it is full and avoids overcharging.',
        ],
        bullets: ['Independent bays', 'Delta-V or temperature cut-off', 'Refresh or conditioning mode'],
      },
      {
        heading: 'Fast is not always better',
        paragraphs: [
          'Very fast charging warms cells and shortens their life; one to three hours is a good balance.',
        ],
      },
    ],
  },
  {
    title: 'Coin Cell Safety at Home',
    summary: 'Button batteries are dangerous if swallowed: how to keep little ones safe.',
    sections: [
      {
        heading: 'Why coin cells are risky',
        paragraphs: [
          'A swallowed lithium coin cell can cause serious burns within two hours. Choose packs with child-resistant packaging and bitter coatings.',
        ],
        bullets: ['Keep spares locked away', 'Tape battery doors on remotes', 'Recycle used cells promptly'],
      },
    ],
  },
  {
    title: 'Picking a Power Bank for Travel',
    summary: 'Capacity, output and airline rules in one short guide.',
    sections: [
      {
        heading: 'Capacity you will actually use',
        paragraphs: [
          'A 10,000 mAh bank charges most phones twice; laptops need 20,000 mAh and at least 60 W USB-C output.',
        ],
        bullets: ['Phones: 5,000–10,000 mAh', 'Tablets: 10,000–20,000 mAh', 'Laptops: 20,000 mAh and 60 W+'],
      },
      {
        heading: 'Flying with a power bank',
        paragraphs: [
          'Most airlines allow banks under 100 Wh in carry-on luggage only, never in checked bags.',
        ],
      },
    ],
  },
];

export const BEAUTY_TIPS: readonly DemoTip[] = [
  {
    title: 'Building a Luxury Skincare Routine in Four Steps',
    summary: 'Cleanse, treat, moisturize, protect: where a splurge is worth it and where it is not.',
    sections: [
      {
        heading: 'Spend on what stays on your skin',
        paragraphs: [
          'Serums and moisturizers stay on the skin for hours; a cleanser is rinsed off in a minute.',
        ],
        bullets: [
          'Cleanser: keep it gentle',
          'Serum: the place to splurge',
          'Moisturizer: match your skin type',
          'SPF: every morning',
        ],
      },
    ],
  },
  {
    title: 'How to Make Your Perfume Last All Day',
    summary: 'Moisturized skin, pulse points and a light hand with the spray.',
    sections: [
      {
        heading: 'Prepare the skin',
        paragraphs: ['Fragrance clings to moisturized skin. Apply an unscented lotion first.'],
        bullets: [
          'Spray on wrists, neck and behind the knees',
          'Do not rub your wrists together',
          'Store bottles away from light',
        ],
      },
    ],
  },
  {
    title: 'Finding Your Foundation Shade Online',
    summary: 'Undertones, shade finders and the jawline test, without a store visit.',
    sections: [
      {
        heading: 'Know your undertone',
        paragraphs: [
          'Look at the veins on your wrist: blue suggests cool, green suggests warm, both suggest neutral.',
        ],
        bullets: [
          'Use the brand’s shade finder',
          'Compare with a shade you already own',
          'Order samples when offered',
        ],
      },
    ],
  },
  {
    title: 'Are Beauty Devices Worth It?',
    summary: 'Microcurrent, LED and sonic brushes: what the evidence and our testers say.',
    sections: [
      {
        heading: 'Consistency beats technology',
        paragraphs: [
          'Every device works best with daily use for several weeks. Choose the one you will actually use.',
        ],
      },
    ],
  },
];

export const TEST_TIPS: readonly DemoTip[] = [
  {
    title: 'Getting Started with the Sandbox',
    summary: 'What the test site is for and how to try the admin tools safely.',
    sections: [
      {
        heading: 'Try everything here first',
        paragraphs: [
          'The test site is a sandbox: add brands, reorder items and write tips without touching a live site.',
        ],
        bullets: ['Create a brand', 'Add a few items', 'Reorder them by dragging'],
      },
    ],
  },
  {
    title: 'Writing a Good Tip',
    summary: 'Short paragraphs, clear headings and a list readers can skim.',
    sections: [
      {
        heading: 'Structure',
        paragraphs: ['Start with the answer, then explain. Use a heading every few paragraphs.'],
        bullets: ['One idea per paragraph', 'Lists for steps', 'A summary of one sentence'],
      },
    ],
  },
  {
    title: 'Organising Categories',
    summary: 'When to make a category and when a brand is enough.',
    sections: [
      {
        heading: 'Categories group items',
        paragraphs: ['A category collects items of many brands by use or type.'],
      },
    ],
  },
  {
    title: 'Checking Your Storefront',
    summary: 'A quick checklist before you share a new site.',
    sections: [
      {
        heading: 'Before you launch',
        paragraphs: ['Walk through the site as a visitor would.'],
        bullets: ['Every brand has an image', 'Prices look right', 'Links open the marketplace'],
      },
    ],
  },
];

export const BATTERY_PODCASTS: readonly DemoPodcast[] = [
  {
    title: 'Inside the Battery: Chemistry for Everyone',
    description: 'What actually happens inside an alkaline cell, and why lithium cells weigh so little.',
    durationSeconds: 1_845,
    publishedAt: '2025-03-04T09:00:00Z',
  },
  {
    title: 'The Rechargeable Switch',
    description:
      'A family swaps every disposable battery for rechargeables for a year. Here is what they saved.',
    durationSeconds: 2_410,
    publishedAt: '2025-04-15T09:00:00Z',
    embed: true,
  },
  {
    title: 'Power Banks on the Trail',
    description:
      'Ultralight hikers compare power banks, solar panels and how many charges a week-long trip needs.',
    durationSeconds: 2_130,
    publishedAt: '2025-05-27T09:00:00Z',
  },
];

export const BEAUTY_PODCASTS: readonly DemoPodcast[] = [
  {
    title: 'The Story of N°5',
    description: 'How a perfume made in 1921 still sells a bottle every few seconds.',
    durationSeconds: 1_960,
    publishedAt: '2025-02-11T09:00:00Z',
  },
  {
    title: 'Serums, Decoded',
    description: 'A cosmetic chemist explains what the actives in luxury serums do, and what they do not.',
    durationSeconds: 2_705,
    publishedAt: '2025-03-25T09:00:00Z',
    embed: true,
  },
  {
    title: 'Backstage at Fashion Week',
    description: 'Make-up artists share the products in their kits and the tricks behind runway looks.',
    durationSeconds: 2_280,
    publishedAt: '2025-05-06T09:00:00Z',
  },
];

export const TEST_PODCASTS: readonly DemoPodcast[] = [
  {
    title: 'Sandbox Episode One',
    description: 'A sample episode for trying the podcast page.',
    durationSeconds: 600,
    publishedAt: '2025-01-07T09:00:00Z',
  },
  {
    title: 'Sandbox Episode Two',
    description: 'Another sample episode, this one embedded.',
    durationSeconds: 900,
    publishedAt: '2025-01-14T09:00:00Z',
    embed: true,
  },
  {
    title: 'Sandbox Episode Three',
    description: 'The third sample episode.',
    durationSeconds: 720,
    publishedAt: '2025-01-21T09:00:00Z',
  },
];
