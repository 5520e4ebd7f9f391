import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { activityLog, podcasts } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { openTestDatabase } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../activity';
import { type Change, onCommitted, publishChange } from './changes';

/** When the subscribers after the commit are called: once per committed transaction, never for a rolled-back one. */
describe('changes published in a transaction', () => {
  let database: Database & { drop(): Promise<void> };
  const handed: Array<{ labels: string[]; rowVisible: boolean }> = [];
  let n = 0;

  const change = (label: string) => ({
    action: 'create' as const,
    entityType: 'podcast' as const,
    entityLabel: label,
  });
  const entriesOf = async (label: string) =>
    database.db.select().from(activityLog).where(eq(activityLog.entityLabel, label));

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, { catalogue: false });
    onCommitted(database.db, async (changes: readonly Change[]) => {
      // Read outside the transaction: what it wrote must already be there.
      const [row] = await database.db
        .select()
        .from(podcasts)
        .where(eq(podcasts.title, changes[0]!.entityLabel));
      handed.push({ labels: changes.map((c) => c.entityLabel), rowVisible: row !== undefined });
    });
  });
  afterAll(() => database?.drop());

  const write = (label: string) =>
    database.db.transaction(async (tx) => {
      await tx.insert(podcasts).values({ websiteTopic: 'test', title: label, rank: ++n });
      await publishChange(tx, 'test', SYSTEM_ACTOR, change(label));
      await publishChange(tx, 'test', SYSTEM_ACTOR, change(`${label} again`));
    });

  it("hands a committed transaction's changes over once, after the commit, with their entries written", async () => {
    handed.length = 0;
    await write('Committed');
    expect(handed).toEqual([{ labels: ['Committed', 'Committed again'], rowVisible: true }]);
    expect(await entriesOf('Committed')).toHaveLength(1);
  });

  it('hands nothing over for a rolled-back transaction, and its entries are gone with it', async () => {
    handed.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await publishChange(tx, 'test', SYSTEM_ACTOR, change('Rolled back'));
        throw new Error('the write fails');
      }),
    ).rejects.toThrow('the write fails');
    expect(handed).toEqual([]);
    expect(await entriesOf('Rolled back')).toEqual([]);
  });

  it('a savepoint hands its changes to the outer transaction, or drops them when rolled back', async () => {
    handed.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.insert(podcasts).values({ websiteTopic: 'test', title: 'Outer', rank: ++n });
      await publishChange(tx, 'test', SYSTEM_ACTOR, change('Outer'));
      await tx.transaction(async (inner) => {
        await publishChange(inner, 'test', SYSTEM_ACTOR, change('Kept savepoint'));
      });
      await tx
        .transaction(async (inner) => {
          await publishChange(inner, 'test', SYSTEM_ACTOR, change('Dropped savepoint'));
          throw new Error('rolled back to the savepoint');
        })
        .catch(() => {});
      expect(handed).toEqual([]);
    });
    expect(handed).toEqual([{ labels: ['Outer', 'Kept savepoint'], rowVisible: true }]);
  });

  it('a change published outside a transaction is handed over at once', async () => {
    handed.length = 0;
    await database.db.insert(podcasts).values({ websiteTopic: 'test', title: 'Alone', rank: ++n });
    await publishChange(database.db, 'test', SYSTEM_ACTOR, change('Alone'));
    expect(handed).toEqual([{ labels: ['Alone'], rowVisible: true }]);
  });
});
