import { MEDIA_CONTENT_TYPES, mediaFilePath, mediaKeyOf, slugify } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { sha256Of } from '../../modules/media/media.processing';
import { escapeHtml } from '../../modules/seo/html';
import type { Db, Tx } from '../client';
import { DEMO_CATALOGUE, demoBrandRows, demoImage } from '../demo-catalogue';
import { brandItems, brands, mediaAssets, mediaVariants, podcasts, siteConfig, tips } from '../schema';
import { DEMO_IMAGE_SIZE, type DemoImageFile, demoImagesOf } from './images';
import type { DemoSite, DemoTip } from './types';

export function tipBodyHtml(tip: DemoTip): string {
  return tip.sections
    .map((s) =>
      [
        `<h2>${escapeHtml(s.heading)}</h2>`,
        ...s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        s.bullets ? `<ul>${s.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>` : '',
      ].join(''),
    )
    .join('\n');
}

/**
 * Stores one topic's drawn pictures in its media library, so that they can be browsed, reused
 * and replaced like uploads, and returns each picture's library address by name. Drawn pictures
 * are vector files: one small file serves every width, so nothing is resized (resizing ~200
 * pictures into nine raster files each would add about a minute to every first start).
 */
async function storeDemoPictures(
  tx: Tx,
  topic: string,
  files: DemoImageFile[],
): Promise<Map<string, string>> {
  const drawn = files.map((f) => ({ ...f, bytes: Buffer.from(f.svg), sha256: sha256Of(Buffer.from(f.svg)) }));
  const inserted = await tx
    .insert(mediaAssets)
    .values(
      drawn.map((f) => ({
        websiteTopic: topic,
        fileName: f.name,
        alt: f.alt,
        mime: MEDIA_CONTENT_TYPES.svg,
        width: DEMO_IMAGE_SIZE,
        height: DEMO_IMAGE_SIZE,
        bytes: f.bytes.length,
        sha256: f.sha256,
      })),
    )
    // The same drawing twice (or left from an earlier demo) is the one asset.
    .onConflictDoNothing()
    .returning({ id: mediaAssets.id, sha256: mediaAssets.sha256 });
  const bySha = new Map(drawn.map((f) => [f.sha256, f]));
  if (inserted.length > 0) {
    await tx.insert(mediaVariants).values(
      inserted.map((a) => {
        const f = bySha.get(a.sha256)!;
        return {
          assetId: a.id,
          width: DEMO_IMAGE_SIZE,
          height: DEMO_IMAGE_SIZE,
          format: 'svg',
          bytes: f.bytes.length,
          data: f.bytes,
        };
      }),
    );
  }
  const stored = await tx
    .select({ id: mediaAssets.id, sha256: mediaAssets.sha256 })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.websiteTopic, topic), inArray(mediaAssets.sha256, [...bySha.keys()])));
  const urlOfSha = new Map(
    stored.map((a) => [a.sha256, mediaFilePath(mediaKeyOf(a), DEMO_IMAGE_SIZE, 'svg')] as const),
  );
  return new Map(drawn.map((f) => [f.name, urlOfSha.get(f.sha256)!]));
}

async function seedSite(tx: Tx, site: DemoSite, market: { baseUrl: string; affiliateTag: string | null }) {
  const pictures = await storeDemoPictures(tx, site.topic, demoImagesOf(site));
  const picture = (name: string) => pictures.get(name) ?? null;
  for (const { items, ...brand } of demoBrandRows(site, market)) {
    const [row] = await tx
      .insert(brands)
      .values({ ...brand, imageUrl: picture(brand.imageUrl!) })
      .returning({ id: brands.id });
    await tx.insert(brandItems).values(
      items.map((item) => ({
        ...item,
        brandId: row!.id,
        imageUrls: (item.imageUrls ?? []).flatMap((name) => picture(name) ?? []),
      })),
    );
  }
  await tx.insert(tips).values(
    site.tips.map((tip, i) => {
      const slug = slugify(tip.title);
      return {
        websiteTopic: site.topic,
        title: tip.title,
        slug,
        imageUrl: picture(demoImage.tip(slug)),
        summaryHtml: `<p>${escapeHtml(tip.summary)}</p>`,
        bodyHtml: tipBodyHtml(tip),
        rank: i + 1,
      };
    }),
  );
  await tx.insert(podcasts).values(
    site.podcasts.map((p, i) => {
      const slug = slugify(p.title);
      return {
        websiteTopic: site.topic,
        title: p.title,
        description: p.description,
        // Placeholder hosts: the demo has no real episodes to play.
        audioUrl: p.embed ? null : `https://media.example.com/podcasts/${site.topic}/${slug}.mp3`,
        embedUrl: p.embed ? `https://player.example.com/embed/${site.topic}/${slug}` : null,
        imageUrl: picture(demoImage.podcast(slug)),
        durationSeconds: p.durationSeconds,
        publishedAt: new Date(p.publishedAt),
        rank: i + 1,
      };
    }),
  );
}

/**
 * Fills the seeded topics with brands, categories, items, tips and podcasts, and their pictures
 * in each topic's media library, so the storefront looks real. A topic without a site config,
 * or that already has brands, is left alone, so running it twice changes nothing.
 */
export async function seedDemoCatalogue(db: Db): Promise<void> {
  for (const site of DEMO_CATALOGUE) {
    const [config] = await db.select().from(siteConfig).where(eq(siteConfig.websiteTopic, site.topic));
    if (!config) continue;
    const [existing] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.websiteTopic, site.topic))
      .limit(1);
    if (existing) continue;
    const market = {
      baseUrl: config.marketplaceBaseUrl ?? 'https://www.amazon.com',
      affiliateTag: config.marketplaceAffiliateTag,
    };
    await db.transaction((tx) => seedSite(tx, site, market));
  }
}
