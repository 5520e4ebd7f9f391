import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadOrCreateFile, SECRETS_KEY_FILE } from '../../secret';

/**
 * Secrets kept in the database (the marketplace API's client secret) are sealed with AES-256-GCM
 * under a key the database never holds. A sealed value names its key by id, so that a key can be
 * replaced: values sealed under the previous key still open while `secrets:rotate` re-seals them.
 *
 *   enc:v1:<key id>:<iv>:<auth tag>:<cipher text>      (base64url parts)
 *
 * A value without the prefix is a clear text written before sealing existed: it is read as it is
 * and sealed at its next write or rotation.
 */
const PREFIX = 'enc:v1:';
const KEY_BYTES = 32;

export class SecretsKeyError extends Error {}

export type SecretsKey = { id: string; key: Buffer };
export type Keyring = {
  /** The key new values are sealed with. */
  current: SecretsKey;
  /** Keys that may still open older values (the previous key while rotating). */
  older: SecretsKey[];
};

const b64 = (b: Buffer) => b.toString('base64url');

/** A key's id: a short hash of it, so a stored value says which key opens it and never the key. */
export const keyOf = (key: Buffer): SecretsKey => ({
  id: createHash('sha256').update(key).digest('hex').slice(0, 12),
  key,
});

/** A key as SECRETS_KEY gives it: base64 (or base64url) of exactly 32 bytes. */
export function parseSecretsKey(text: string, name = 'SECRETS_KEY'): SecretsKey {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text.trim()))
    throw new SecretsKeyError(
      `${name} must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`,
    );
  return keyOf(key);
}

export const newSecretsKeyText = () => randomBytes(KEY_BYTES).toString('base64');

/** The environment's form of a key, checked with the rest of the configuration at start-up. */
export const SecretsKeyText = z.string().refine((text) => {
  try {
    parseSecretsKey(text);
    return true;
  } catch {
    return false;
  }
}, `must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`);

/** A key derived from the signing secret, for deployments that set no SECRETS_KEY of their own. */
export const keyFromSigningSecret = (secret: string): SecretsKey =>
  keyOf(Buffer.from(hkdfSync('sha256', secret, 'catalogue', 'marketplace secrets v1', KEY_BYTES)));

export const isSealed = (stored: string) => stored.startsWith(PREFIX);
export const sealedKeyId = (stored: string) =>
  isSealed(stored) ? stored.slice(PREFIX.length).split(':')[0]! : null;

/** `context` (e.g. the topic) is bound to the value: a sealed secret copied to another row does not open. */
export function seal(ring: Keyring, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${ring.current.id}:${b64(iv)}:${b64(cipher.getAuthTag())}:${b64(body)}`;
}

export function open(ring: Keyring, stored: string, context: string): string {
  if (!isSealed(stored)) return stored;
  const [id, iv, tag, body] = stored.slice(PREFIX.length).split(':');
  const found = [ring.current, ...ring.older].find((k) => k.id === id);
  if (!found)
    throw new SecretsKeyError(
      `A saved secret of ${context} is sealed with key ${id}, which is neither SECRETS_KEY (${ring.current.id}) nor SECRETS_KEY_PREVIOUS: start with the key it was saved under, or save the secret again`,
    );
  try {
    const decipher = createDecipheriv('aes-256-gcm', found.key, Buffer.from(iv ?? '', 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretsKeyError(
      `A saved secret of ${context} does not open with key ${id}: it was changed or damaged`,
    );
  }
}

/** Whether a stored value should be sealed again: clear text, or sealed under a key being retired. */
export const needsResealing = (ring: Keyring, stored: string) => sealedKeyId(stored) !== ring.current.id;

/**
 * The keyring a process seals with: SECRETS_KEY (and SECRETS_KEY_PREVIOUS while rotating); unset,
 * the embedded mode keeps a key of its own in DATA_DIR (made once, like its signing secret), and a
 * PostgreSQL deployment derives one from JWT_SECRET, which all its processes already share.
 */
export function keyringFor(
  config: {
    secretsKey?: string | undefined;
    secretsKeyPrevious?: string | undefined;
    databaseUrl?: string | undefined;
    dataDir: string;
  },
  signingSecret: string,
): Keyring {
  const current = config.secretsKey
    ? parseSecretsKey(config.secretsKey)
    : !config.databaseUrl && config.dataDir
      ? parseSecretsKey(
          loadOrCreateFile(config.dataDir, SECRETS_KEY_FILE, newSecretsKeyText),
          SECRETS_KEY_FILE,
        )
      : keyFromSigningSecret(signingSecret);
  const older = config.secretsKeyPrevious
    ? [parseSecretsKey(config.secretsKeyPrevious, 'SECRETS_KEY_PREVIOUS')]
    : [];
  // A deployment that sets SECRETS_KEY after running without one can still open what it sealed before.
  if (
    config.secretsKey &&
    !config.databaseUrl &&
    config.dataDir &&
    existsSync(path.join(config.dataDir, SECRETS_KEY_FILE))
  )
    older.push(
      parseSecretsKey(
        loadOrCreateFile(config.dataDir, SECRETS_KEY_FILE, newSecretsKeyText),
        SECRETS_KEY_FILE,
      ),
    );
  if (config.secretsKey) older.push(keyFromSigningSecret(signingSecret));
  return { current, older: older.filter((k) => k.id !== current.id) };
}
