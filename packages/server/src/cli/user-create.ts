/**
 * Creates a user (or resets the password and role of an existing one, enabling it again):
 *   npm run user:create -- --topic batteries --email owner@example.com --role admin
 * --role is admin (the default), editor or user; everyone after the first admin is better added
 * on the admin's Team screen. The password comes from USER_PASSWORD or, when unset, a prompt.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { Email, Role, TopicSlug } from '@app/contract';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { saveUser } from '../modules/auth/current-users';
import { hashPassword } from '../modules/auth/password';
import { siteConfigRepository } from '../modules/site-config/site-config.repository';

const Args = z.object({
  topic: TopicSlug,
  email: Email,
  role: Role.default('admin'),
  password: z.string().min(12, 'Use a password of at least 12 characters'),
});

async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('Set USER_PASSWORD or run in a terminal to be asked for one');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  // Hide what is typed: readline echoes through _writeToOutput.
  const hidden = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  const answer = rl.question('Password: ');
  hidden._writeToOutput = (s: string) => {
    if (s.includes('Password: ')) hidden.output.write(s);
  };
  const password = await answer;
  rl.close();
  process.stdout.write('\n');
  return password;
}

async function main() {
  const { values } = parseArgs({
    options: { topic: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } },
  });
  const password = process.env.USER_PASSWORD ?? (await promptPassword());
  const parsed = Args.safeParse({ ...values, password });
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  const args = parsed.data;
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (!(await siteConfigRepository(database.db).get(args.topic))) {
      throw new Error(`There is no topic '${args.topic}'`);
    }
    // Saved with a notice, so running processes drop their cached role of this user at once.
    const user = await saveUser(database, {
      websiteTopic: args.topic,
      email: args.email,
      role: args.role,
      passwordHash: await hashPassword(args.password),
    });
    console.log(`${user.role} ${user.email} can now sign in to ${user.websiteTopic}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
