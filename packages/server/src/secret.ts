import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Reads a secret kept in DATA_DIR, or makes it there once (readable by the owner only). */
export function loadOrCreateFile(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The embedded mode needs no configuration: its signing secret is generated once and kept
 * in DATA_DIR, so tokens survive a restart.
 */
export const loadOrCreateSecret = (dataDir: string): string =>
  loadOrCreateFile(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));

/** The file in DATA_DIR that holds the embedded mode's key for secrets at rest (SECRETS_KEY unset). */
export const SECRETS_KEY_FILE = 'secrets-key';
