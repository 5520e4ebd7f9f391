/**
 * Seals every secret kept in the database (the marketplace API's client secrets) under a new key:
 *   SECRETS_KEY=<new> SECRETS_KEY_PREVIOUS=<old> npm run secrets:rotate
 * (or `-- --previous <old>`). Clear-text secrets saved before sealing existed are sealed too.
 * In the embedded mode without SECRETS_KEY, the key in DATA_DIR is replaced by a new one, which
 * is written only once every secret is sealed under it. Afterwards the old key is not needed.
 */
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { keyringFor, newSecretsKeyText, parseSecretsKey } from '../modules/site-config/secret-box';
import { siteConfigRepository } from '../modules/site-config/site-config.repository';
import { loadOrCreateSecret, SECRETS_KEY_FILE } from '../secret';

async function main() {
  const { values } = parseArgs({ options: { previous: { type: 'string' } } });
  const config = loadConfig();
  if (values.previous) config.secretsKeyPrevious = values.previous;
  const signingSecret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir);
  const embeddedFile =
    !config.secretsKey && !config.databaseUrl ? path.join(config.dataDir, SECRETS_KEY_FILE) : null;

  let ring = keyringFor(config, signingSecret);
  let next: string | null = null;
  if (embeddedFile) {
    // The key in DATA_DIR becomes the previous one; the new one replaces it once all is sealed.
    next = newSecretsKeyText();
    ring = { current: parseSecretsKey(next), older: [ring.current, ...ring.older] };
  } else if (!config.secretsKeyPrevious) {
    console.log('No SECRETS_KEY_PREVIOUS (or --previous): sealing clear-text secrets under SECRETS_KEY only');
  }

  const database = await openDatabase(config);
  try {
    await database.migrate();
    // Kept beside the old key first: a stop between the two steps leaves the new key on disk.
    if (embeddedFile && next) writeFileSync(`${embeddedFile}.next`, next, { mode: 0o600 });
    const { resealed, total } = await siteConfigRepository(database.db, ring).marketplace.resealAll();
    if (embeddedFile && next) renameSync(`${embeddedFile}.next`, embeddedFile);
    console.log(`${resealed} of ${total} saved secrets sealed again under key ${ring.current.id}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
