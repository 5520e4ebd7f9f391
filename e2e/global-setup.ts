import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startProduct } from './harness';

/**
 * The first start of the product migrates the database and draws the demo for three topics: about
 * 8 s on a busy machine, paid again by every test file. It is paid once here instead, and each
 * product a test starts gets a copy of the result (a restart of the same folder, as `npm start` twice).
 */
export default async function setup(project: TestProject) {
  const product = await startProduct({ fresh: true });
  await product.stop({ keepData: true });
  project.provide('seededDataDir', product.dataDir);
  return () => rmSync(product.dataDir, { recursive: true, force: true });
}
