import type { CreateBrandInput, CreateBrandItemInput } from '@app/contract';
import type { App } from '../app';

let n = 0;
/** A brand body with a unique name; fields may be overridden. */
export const buildBrand = (overrides: Partial<CreateBrandInput> = {}): CreateBrandInput => ({
  name: `Brand ${++n}`,
  description: 'A brand made for tests',
  ...overrides,
});

export const buildItem = (overrides: Partial<CreateBrandItemInput> = {}): CreateBrandItemInput => ({
  name: `Item ${++n}`,
  description: 'An item made for tests',
  priceMinor: 999,
  currency: 'USD',
  rating: 4.5,
  reviewCount: 10,
  features: ['Long lasting'],
  ...overrides,
});

/** Calls the API as the holder of `authorization` and returns status and parsed body. */
export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  authorization?: string,
) {
  const res = await app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: authorization ? { authorization } : {},
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
