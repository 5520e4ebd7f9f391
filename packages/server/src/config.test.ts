import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('serves every topic under localhost and 127.0.0.1 unless PUBLIC_HOSTS says otherwise', () => {
    expect(loadConfig({}).publicHosts).toEqual(['localhost', '127.0.0.1']);
    // Compared as hosts are: no case, port, trailing dot or www.
    expect(
      loadConfig({ PUBLIC_HOSTS: ' Shop.Example.com:8080 , www.catalogue.example.,' }).publicHosts,
    ).toEqual(['shop.example.com', 'catalogue.example']);
  });

  it('reads the sign-in limits, and refuses a limit that is not a positive whole number', () => {
    expect(loadConfig({})).toMatchObject({ loginMaxPerAccount: 10, loginMaxPerAccountNewAddresses: 50 });
    expect(loadConfig({ LOGIN_MAX_PER_ACCOUNT_NEW_ADDRESSES: '7' }).loginMaxPerAccountNewAddresses).toBe(7);
    expect(() => loadConfig({ LOGIN_MAX_PER_ACCOUNT_NEW_ADDRESSES: '0' })).toThrow(
      /LOGIN_MAX_PER_ACCOUNT_NEW_ADDRESSES/,
    );
  });
});
