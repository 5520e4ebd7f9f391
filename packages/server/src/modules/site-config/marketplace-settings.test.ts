import { ERRORS, MARKETPLACE_ERRORS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceCredentials, siteConfig } from '../../db/schema';
import { buildTestApp, signInCast, type TestApp } from '../../test/test-app';

const SECRET = 'batteries-api-secret-0123456789';
const apiBody = {
  adapter: 'creators-api',
  apiClientId: 'amzn1.creators.client.batteries',
  apiClientSecret: SECRET,
  apiCredentialVersion: '2.2',
  apiMarketplace: 'WWW.Amazon.co.uk',
  priceRefreshHours: 6,
  priceMaxAgeHours: 48,
  productPageMaxAgeDays: 14,
};

describe('marketplace settings (admin only)', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof signInCast>>;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await signInCast(t.app);
  });
  afterAll(() => t.close());

  const url = '/api/site-config/marketplace';
  const get = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `${url}${query}`, headers });
  const put = (body: unknown, headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'PUT', url: `${url}${query}`, payload: body as object, headers });
  const credentialsOf = async (topic: string) =>
    (
      await t.database.db
        .select()
        .from(marketplaceCredentials)
        .where(eq(marketplaceCredentials.websiteTopic, topic))
    )[0];

  /** The secret as the crawler gets it (opened with the process's key). */
  const secretOf = async (topic: string) =>
    (await t.app.siteConfigs.marketplace.access(topic)).credentials?.clientSecret.reveal();

  /** The battery site on the API adapter, as the saving test leaves it. */
  const saveCredentials = async () => {
    const res = await put(apiBody, cast.admin);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('starts on the page crawler with no credentials and the default freshness', async () => {
    // No test here saves the test site's settings.
    const res = await get(cast.testAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      adapter: 'pages',
      apiClientId: null,
      apiSecretSet: false,
      apiCredentialVersion: '2.1',
      apiMarketplace: 'www.amazon.com',
      priceRefreshHours: 24,
      priceMaxAgeHours: 24,
      productPageMaxAgeDays: 30,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses readers and writers without a token (401), shoppers (403) and other topics (403)', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put(apiBody)).statusCode).toBe(401);
    expect((await get(cast.shopper)).statusCode).toBe(403);
    expect((await put(apiBody, cast.shopper)).statusCode).toBe(403);
    const other = await get(cast.admin, '?websiteTopic=test');
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(ERRORS.forbiddenTopic);
    expect((await put(apiBody, cast.admin, '?websiteTopic=test')).statusCode).toBe(403);
    expect(await credentialsOf('test')).toBeUndefined();
  });

  it('saves the API adapter with credentials in both tables, and never sends the secret back', async () => {
    const res = await put(apiBody, cast.admin);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      adapter: 'creators-api',
      apiClientId: apiBody.apiClientId,
      apiSecretSet: true,
      apiCredentialVersion: '2.2',
      apiMarketplace: 'www.amazon.co.uk',
      priceRefreshHours: 6,
      priceMaxAgeHours: 48,
      productPageMaxAgeDays: 14,
    };
    expect(res.json().data).toEqual(expected);
    expect(res.body).not.toContain(SECRET);
    const again = await get(cast.admin);
    expect(again.json().data).toEqual(expected);
    expect(again.body).not.toContain(SECRET);
    const stored = await credentialsOf('batteries');
    expect(stored).toMatchObject({
      clientId: apiBody.apiClientId,
      credentialVersion: '2.2',
      marketplace: 'www.amazon.co.uk',
    });
    // Sealed at rest: the column holds no trace of the secret, which opens only with the key.
    expect(stored?.clientSecret).toMatch(/^enc:v1:[0-9a-f]{12}:/);
    expect(stored?.clientSecret).not.toContain(SECRET);
    expect(await secretOf('batteries')).toBe(SECRET);
    const [row] = await t.database.db
      .select()
      .from(siteConfig)
      .where(eq(siteConfig.websiteTopic, 'batteries'));
    expect(row).toMatchObject({
      marketplaceAdapter: 'creators-api',
      priceRefreshHours: 6,
      priceMaxAgeHours: 48,
    });
    // The public config shows the new price age at once (its cache was retired), and no credential.
    const pub = await t.app.inject({ method: 'GET', url: '/api/site-config?websiteTopic=batteries' });
    expect(pub.json().data.priceMaxAgeHours).toBe(48);
    expect(pub.body).not.toContain(SECRET);
    expect(pub.body).not.toContain(apiBody.apiClientId);
    const resolved = await t.app.inject({
      method: 'GET',
      url: '/api/site-config/resolve?url=http://localhost:5000/batteries/',
    });
    expect(resolved.body).not.toContain(SECRET);
    // Another topic's settings are untouched.
    const testAdmin = await get(cast.testAdmin);
    expect(testAdmin.json().data).toMatchObject({ adapter: 'pages', apiSecretSet: false, apiClientId: null });
  });

  it('keeps the saved secret when none is sent, and replaces it when one is', async () => {
    await saveCredentials();
    const { apiClientSecret: _, ...withoutSecret } = apiBody;
    const kept = await put({ ...withoutSecret, apiClientId: 'amzn1.creators.client.renamed' }, cast.admin);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      apiClientId: 'amzn1.creators.client.renamed',
      apiSecretSet: true,
    });
    expect(await secretOf('batteries')).toBe(SECRET);
    const replaced = await put({ ...apiBody, apiClientSecret: 'a-new-secret' }, cast.admin);
    expect(replaced.statusCode).toBe(200);
    expect(await secretOf('batteries')).toBe('a-new-secret');
    expect((await credentialsOf('batteries'))?.clientSecret).not.toContain('a-new-secret');
  });

  it('refuses the API adapter without credentials, and bad values, with 400 and the field', async () => {
    const noId = await put({ ...apiBody, apiClientId: null, apiClientSecret: undefined }, cast.testAdmin);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().issues).toContainEqual({
      path: 'body.apiClientId',
      message: MARKETPLACE_ERRORS.credentialsRequired,
    });
    // test has no saved secret: an id alone is not enough.
    const { apiClientSecret: _, ...withoutSecret } = apiBody;
    const noSecret = await put(withoutSecret, cast.testAdmin);
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json()).toMatchObject({ success: false, error: MARKETPLACE_ERRORS.secretRequired });
    for (const bad of [
      { priceRefreshHours: -1 },
      { priceRefreshHours: 1.5 },
      { priceMaxAgeHours: 0 },
      { productPageMaxAgeDays: 366 },
      { adapter: 'scraper' },
      { apiCredentialVersion: '9.9' },
      { apiMarketplace: 'not a host' },
      { apiClientId: 'has spaces in it' },
      { apiClientSecret: '' },
      { extra: true },
    ]) {
      const res = await put({ ...apiBody, ...bad }, cast.testAdmin);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.body).not.toContain(SECRET);
    }
    expect(await credentialsOf('test')).toBeUndefined();
  });

  it('back to the page crawler: removing the credentials, or keeping them for later', async () => {
    await saveCredentials();
    const keep = await put({ ...apiBody, adapter: 'pages', apiClientSecret: undefined }, cast.admin);
    expect(keep.json().data).toMatchObject({ adapter: 'pages', apiSecretSet: true });
    const removed = await put(
      { ...apiBody, adapter: 'pages', apiClientId: null, apiClientSecret: undefined },
      cast.admin,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ adapter: 'pages', apiClientId: null, apiSecretSet: false });
    expect(await credentialsOf('batteries')).toBeUndefined();
  });
});
