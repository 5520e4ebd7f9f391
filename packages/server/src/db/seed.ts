import { hashPassword } from '../modules/auth/password';
import { usersRepository } from '../modules/auth/users.repository';
import { seedDefaultSynonyms } from '../modules/search/default-synonyms';
import type { Db } from './client';
import { seedDemoCatalogue } from './demo/seed-catalogue';
import { siteConfig } from './schema';

/** Demo credentials, named in the README: change them before going live. */
export const DEMO_ADMIN_PASSWORD = 'demo-admin-password';
export const DEMO_USER_PASSWORD = 'demo-user-password';
export const demoAdminEmail = (topic: string) => `admin@${topic}.test`;
export const DEMO_SHOPPER_EMAIL = 'shopper@batteries.test';

export const DEMO_SITES: Array<typeof siteConfig.$inferInsert> = [
  {
    websiteTopic: 'batteries',
    title: 'Battery Finder',
    tagline: 'Batteries, chargers and power banks from the brands you trust',
    description:
      'Compare household batteries, rechargeables, chargers and power banks by brand, price and rating.',
    primaryColor: '#1a2b5f',
    secondaryColor: '#b0103a',
    contactEmail: 'hello@batteries.test',
    marketplaceAffiliateTag: 'batteries-20',
  },
  {
    websiteTopic: 'beautyluxdeluxe',
    title: 'Beauty Lux Deluxe',
    tagline: 'Luxury skincare, make-up and fragrance, hand-picked',
    description: 'A curated guide to luxury beauty brands: skincare, make-up, fragrance and tools.',
    primaryColor: '#3b1f4a',
    secondaryColor: '#b0103a',
    contactEmail: 'hello@beautyluxdeluxe.test',
    marketplaceAffiliateTag: 'beautylux-20',
  },
  {
    websiteTopic: 'test',
    title: 'Test Shop',
    tagline: 'A sandbox site for trying things out',
    description: 'A sandbox topic for trying the catalogue tools without touching a live site.',
    primaryColor: '#1a2b5f',
    secondaryColor: '#b0103a',
    contactEmail: 'hello@test.test',
    marketplaceAffiliateTag: 'test-20',
  },
];

/**
 * Fills an empty database with the three demo topics, their accounts and (unless told not
 * to) their demo catalogue; a no-op otherwise.
 */
export async function seedDemo(db: Db, options: { catalogue?: boolean } = {}): Promise<boolean> {
  const existing = await db.select({ topic: siteConfig.websiteTopic }).from(siteConfig).limit(1);
  if (existing.length > 0) return false;
  const users = usersRepository(db);
  const [adminHash, userHash] = await Promise.all([
    hashPassword(DEMO_ADMIN_PASSWORD),
    hashPassword(DEMO_USER_PASSWORD),
  ]);
  await db.transaction(async (tx) => {
    await tx.insert(siteConfig).values(DEMO_SITES).onConflictDoNothing();
  });
  await seedDefaultSynonyms(
    db,
    DEMO_SITES.map((s) => s.websiteTopic),
  );
  for (const site of DEMO_SITES) {
    await users.upsert({
      websiteTopic: site.websiteTopic,
      email: demoAdminEmail(site.websiteTopic),
      passwordHash: adminHash,
      role: 'admin',
    });
  }
  await users.upsert({
    websiteTopic: 'batteries',
    email: DEMO_SHOPPER_EMAIL,
    passwordHash: userHash,
    role: 'user',
  });
  if (options.catalogue ?? true) await seedDemoCatalogue(db);
  return true;
}
