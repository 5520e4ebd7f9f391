import { MARKETPLACE_ERRORS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  type MarketplaceValues,
  marketplaceBodyOf,
  marketplaceResolver,
  marketplaceValuesOf,
} from './marketplace-values';

const saved = {
  adapter: 'creators-api' as const,
  apiClientId: 'amzn1.client',
  apiSecretSet: true,
  apiCredentialVersion: '2.2' as const,
  apiMarketplace: 'www.amazon.co.uk',
  priceRefreshHours: 6,
  priceMaxAgeHours: 48,
  productPageMaxAgeDays: 14,
};
const resolve = (values: MarketplaceValues, secretSaved: boolean) =>
  marketplaceResolver(secretSaved)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('marketplace settings form', () => {
  it('never fills the secret in, and keeps a saved one by leaving it out', () => {
    const values = marketplaceValuesOf(saved);
    expect(values.apiClientSecret).toBe('');
    const body = marketplaceBodyOf(values);
    expect(body).not.toHaveProperty('apiClientSecret');
    expect(body).toMatchObject({ apiClientId: 'amzn1.client', priceRefreshHours: 6, priceMaxAgeHours: 48 });
    expect(marketplaceBodyOf({ ...values, apiClientSecret: ' new ' }).apiClientSecret).toBe('new');
  });

  it('a cleared client id removes the credentials; blank hours are not 0', async () => {
    const values = { ...marketplaceValuesOf(saved), adapter: 'pages' as const, apiClientId: ' ' };
    expect(marketplaceBodyOf(values).apiClientId).toBeNull();
    const result = await resolve({ ...values, priceRefreshHours: '' }, true);
    expect(result.errors.priceRefreshHours?.message).toMatch(/whole number/);
    expect((await resolve({ ...values, priceRefreshHours: '0' }, true)).errors).toEqual({});
  });

  it('asks for a secret while none is saved, and for credentials with the API', async () => {
    const values = { ...marketplaceValuesOf({ ...saved, apiSecretSet: false }) };
    expect((await resolve(values, false)).errors.apiClientSecret?.message).toBe(
      MARKETPLACE_ERRORS.secretRequired,
    );
    expect((await resolve(values, true)).errors).toEqual({});
    const noId = await resolve({ ...values, apiClientId: '', apiClientSecret: 'x' }, false);
    expect(noId.errors.apiClientId?.message).toBe(MARKETPLACE_ERRORS.credentialsRequired);
  });
});
