/** An item of the demo catalogue: name, price in US dollars, one-line description, features. */
export type DemoItem = readonly [
  name: string,
  priceUsd: number,
  description: string,
  features: readonly string[],
];

export type DemoBrand = {
  name: string;
  description: string;
  /** Features every item of the brand shares, appended to its own (3–5 in all). */
  traits: readonly string[];
  isCategory?: boolean;
  items: readonly DemoItem[];
};

export type DemoTip = { title: string; summary: string; sections: ReadonlyArray<DemoTipSection> };
export type DemoTipSection = { heading: string; paragraphs: readonly string[]; bullets?: readonly string[] };

export type DemoPodcast = {
  title: string;
  description: string;
  durationSeconds: number;
  publishedAt: string;
  /** A hosted player page; otherwise the episode is an audio file. */
  embed?: boolean;
};

export type DemoSite = {
  topic: string;
  brands: readonly DemoBrand[];
  tips: readonly DemoTip[];
  podcasts: readonly DemoPodcast[];
};
