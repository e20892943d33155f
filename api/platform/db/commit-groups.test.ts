import Database from 'better-sqlite3';
import { Client } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TEST_DATABASES } from '../../test/test-databases';
import { CommitGroups } from './commit-groups';
import { createDataSource } from './data-source';
import { DatabaseBusyError } from './database-busy-error';
import { unitsWaitingForLock } from './lock-waiting-query-runner';

/** What a test writes: a row of `notes`, which a deferred foreign key checks only at COMMIT. */
interface Note {
  text: string | null;
  parent?: number;
}

let opened: { dataSource: DataSource; drop(): Promise<void> } | undefined;
afterEach(async () => {
  await opened?.dataSource.destroy();
  await opened?.drop();
  opened = undefined;
});

describe.each(TEST_DATABASES)('group commit on $name', (database) => {
  let url: string;

  async function open(options: { sqliteLockWaitMs?: number } = {}): Promise<DataSource> {
    const created = await database.create();
    url = created.url;
    const dataSource = createDataSource(url, options);
    await dataSource.initialize();
    opened = { dataSource, drop: created.drop };
    await dataSource.query('CREATE TABLE "parents" ("id" INTEGER PRIMARY KEY)');
    await dataSource.query(
      'CREATE TABLE "notes" ("text" VARCHAR(20) NOT NULL, "parent" INTEGER REFERENCES "parents" ("id") DEFERRABLE INITIALLY DEFERRED)',
    );
    return dataSource;
  }

  const writeNote = async (manager: EntityManager, note: Note): Promise<string> => {
    const postgres = manager.connection.options.type === 'postgres';
    await manager.query(`INSERT INTO "notes" ("text", "parent") VALUES (${postgres ? '$1, $2' : '?, ?'})`, [
      note.text,
      note.parent ?? null,
    ]);
    return note.text!;
  };

  /** The stored notes, read through a connection of its own: what another process (or a restart) would see. */
  async function committedNotes(): Promise<string[]> {
    const sql = 'SELECT "text" FROM "notes" ORDER BY "text"';
    if (database.name === 'sqlite') {
      const connection = new Database(url.slice('sqlite:'.length), { readonly: true });
      try {
        return (connection.prepare(sql).all() as { text: string }[]).map((row) => row.text);
      } finally {
        connection.close();
      }
    }
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ text: string }>(sql)).rows.map((row) => row.text);
    } finally {
      await client.end();
    }
  }

  test('writes submitted together share one commit, and each resolves only once another connection can read it', async () => {
    const dataSource = await open();
    const groups: string[][] = [];
    const notes = new CommitGroups(dataSource, { write: writeNote, committed: (results) => groups.push(results) });
    const texts = ['a', 'b', 'c', 'd', 'e'];
    const seenAtResolve = await Promise.all(texts.map((text) => notes.submit({ text }).then(committedNotes)));
    expect(groups).toEqual([texts]);
    for (const seen of seenAtResolve) expect(seen).toEqual(texts);
  });

  test('a write that fails fails only its own caller; the rest of its group is stored', async () => {
    const dataSource = await open();
    const groups: string[][] = [];
    const notes = new CommitGroups(dataSource, { write: writeNote, committed: (results) => groups.push(results) });
    const outcomes = await Promise.allSettled(
      [{ text: 'a' }, { text: null }, { text: 'c' }, { text: 'd' }].map((note) => notes.submit(note)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/NOT NULL|null value/i);
    expect(await committedNotes()).toEqual(['a', 'c', 'd']);
    expect(groups).toEqual([['a', 'c', 'd']]);
  });

  test('a commit that fails fails every write of its group, and stores none of them', async () => {
    const dataSource = await open();
    const groups: string[][] = [];
    const notes = new CommitGroups(dataSource, { write: writeNote, committed: (results) => groups.push(results) });
    // Note 'b' names a parent that does not exist: its insert succeeds, and the deferred key fails the COMMIT.
    const outcomes = await Promise.allSettled(
      [{ text: 'a' }, { text: 'b', parent: 404 }, { text: 'c' }].map((note) => notes.submit(note)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const outcome of outcomes) expect(String((outcome as PromiseRejectedResult).reason)).toMatch(/foreign key/i);
    expect(await committedNotes()).toEqual([]);
    expect(groups).toEqual([]);

    // The next group commits as usual.
    await notes.submit({ text: 'd' });
    expect(await committedNotes()).toEqual(['d']);
  });

  test('writes that arrive while a group commits form the next groups, none larger than 64', async () => {
    const dataSource = await open();
    const groups: string[][] = [];
    const notes = new CommitGroups(dataSource, { write: writeNote, committed: (results) => groups.push(results) });
    const texts = Array.from({ length: 150 }, (_, index) => `n${String(index).padStart(3, '0')}`);
    const first = notes.submit({ text: texts[0]! });
    // The rest arrive one event-loop turn later, while the first group is on its way.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, ...texts.slice(1).map((text) => notes.submit({ text }))]);
    // In the order they arrived; on PostgreSQL the groups commit side by side, so they may finish in any order.
    expect(groups.map((group) => group.length).sort((a, b) => a - b)).toEqual([1, 21, 64, 64]);
    expect(groups.flat().sort()).toEqual(texts);
    expect(await committedNotes()).toEqual(texts);
  });
  test('a write that fails after its first statement leaves nothing of it; poisoned writes, the first among them, fail alone', async () => {
    const dataSource = await open();
    const groups: string[][] = [];
    // A note marked '!' writes its row, then fails: the rollback must take that row back.
    const notes = new CommitGroups(dataSource, {
      write: async (manager, note: Note) => {
        const text = await writeNote(manager, note);
        if (text.endsWith('!')) throw new Error(`refused: ${text}`);
        return text;
      },
      committed: (results) => groups.push(results),
    });
    const outcomes = await Promise.allSettled(['a!', 'b', 'c!', 'd', 'e'].map((text) => notes.submit({ text })));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toBe('Error: refused: a!');
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toBe('Error: refused: c!');
    expect(await committedNotes()).toEqual(['b', 'd', 'e']);
    expect(groups).toEqual([['b', 'd', 'e']]);
  });

  test('writeAll writes a whole group in one call; when it throws, the group goes again item by item (its locks taken ahead) and only the bad item fails', async () => {
    const dataSource = await open();
    const calls: string[] = [];
    const notes = new CommitGroups(dataSource, {
      write: async (manager, note: Note) => {
        calls.push(`one ${note.text}`);
        return writeNote(manager, note);
      },
      writeAll: async (manager, all: Note[]) => {
        calls.push(`all ${all.map((note) => String(note.text)).join('')}`);
        const written: string[] = [];
        for (const note of all) written.push(await writeNote(manager, note));
        return written;
      },
      lockAhead: async (_manager, all: Note[]) => {
        calls.push(`lock ${all.map((note) => String(note.text)).join('')}`);
      },
    });
    expect(await Promise.all(['a', 'b', 'c'].map((text) => notes.submit({ text })))).toEqual(['a', 'b', 'c']);
    expect(calls).toEqual(['all abc']);

    calls.length = 0;
    const outcomes = await Promise.allSettled(
      [{ text: 'd' }, { text: null }, { text: 'f' }].map((note) => notes.submit(note)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // The whole group fails together; then one by one: d, then null fails (rolling d back), then d and f commit.
    expect(calls).toEqual(['all dnullf', 'lock dnullf', 'one d', 'one null', 'lock df', 'one d', 'one f']);
    expect(await committedNotes()).toEqual(['a', 'b', 'c', 'd', 'f']);

    // A lone write takes its locks as writeAll would: nothing to take ahead.
    calls.length = 0;
    await notes.submit({ text: 'g' });
    expect(calls).toEqual(['one g']);
  });

  test('one-statement writes open no transaction: item by item, each is written once and a bad one fails alone', async () => {
    const dataSource = await open();
    const calls: string[] = [];
    const notes = new CommitGroups(dataSource, {
      oneStatement: true,
      write: async (manager, note: Note) => {
        calls.push(`one ${note.text}`);
        return writeNote(manager, note);
      },
      writeAll: async (manager, all: Note[]) => {
        calls.push(`all ${all.map((note) => String(note.text)).join('')}`);
        // As one statement would: all or nothing.
        if (all.some((note) => note.text === null)) throw new Error('a note without text');
        for (const note of all) await writeNote(manager, note);
        return all.map((note) => note.text!);
      },
    });
    expect(await Promise.all(['a', 'b'].map((text) => notes.submit({ text })))).toEqual(['a', 'b']);
    const outcomes = await Promise.allSettled(
      [{ text: 'd' }, { text: null }, { text: 'f' }].map((note) => notes.submit(note)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // In a transaction, d would be rolled back with the bad note and written again; on its own it is stored at once.
    expect(calls).toEqual(['all ab', 'all dnullf', 'one d', 'one null', 'one f']);
    expect(await committedNotes()).toEqual(['a', 'b', 'd', 'f']);
  });

  test('one-statement writes item by item: a lost conflict sends that write and the rest back, each once', async () => {
    const dataSource = await open();
    const calls: string[] = [];
    let conflicts = 1;
    const notes = new CommitGroups(dataSource, {
      oneStatement: true,
      write: async (manager, note: Note) => {
        calls.push(note.text!);
        // PostgreSQL's deadlock_detected: nothing of this write was stored.
        if (note.text === 'b' && conflicts-- > 0)
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        return writeNote(manager, note);
      },
    });
    expect(await Promise.all(['a', 'b', 'c'].map((text) => notes.submit({ text })))).toEqual(['a', 'b', 'c']);
    // a stored at once; b lost, and b and c went again in the next group.
    expect(calls).toEqual(['a', 'b', 'b', 'c']);
    expect(await committedNotes()).toEqual(['a', 'b', 'c']);
  });

  test('a group runs its writes in lock order, and each caller gets the result of its own write', async () => {
    const dataSource = await open();
    const ran: string[] = [];
    const notes = new CommitGroups(dataSource, {
      write: async (manager, note: Note) => {
        ran.push(note.text!);
        return `${await writeNote(manager, note)} stored`;
      },
      lockOrder: (a, b) => a.text!.localeCompare(b.text!),
    });
    const results = await Promise.all(['d', 'b', 'a', 'c'].map((text) => notes.submit({ text })));
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
    expect(results).toEqual(['d stored', 'b stored', 'a stored', 'c stored']);
  });

  test('a lock order that throws fails its group, writes nothing of it, and the groups after it still go', async () => {
    const dataSource = await open();
    const notes = new CommitGroups(dataSource, {
      write: writeNote,
      lockOrder: (a, b) => {
        if (a.text === 'boom' || b.text === 'boom') throw new Error('cannot order boom');
        return a.text!.localeCompare(b.text!);
      },
    });
    const outcomes = await Promise.allSettled(['a', 'boom'].map((text) => notes.submit({ text })));
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'stored'))).toEqual([
      'Error: cannot order boom',
      'Error: cannot order boom',
    ]);
    expect(await Promise.all(['d', 'c'].map((text) => notes.submit({ text })))).toEqual(['d', 'c']);
    expect(await committedNotes()).toEqual(['c', 'd']);
  });

  test('a connection that cannot be had fails its group, and the groups after it still go', async () => {
    const dataSource = await open();
    const notes = new CommitGroups(dataSource, { write: writeNote });
    vi.spyOn(dataSource, 'createQueryRunner').mockImplementationOnce(() => {
      throw new Error('no connection');
    });
    await expect(notes.submit({ text: 'a' })).rejects.toThrow('no connection');
    expect(await notes.submit({ text: 'b' })).toBe('b');
    expect(await committedNotes()).toEqual(['b']);
  });
});

describe('group commit on sqlite, while another connection holds the database', () => {
  test.each([
    ['in a transaction', false],
    ['one statement each', true],
  ])(
    'when a group (%s) gives up waiting for the lock, every write waiting behind it fails with it, at once',
    async (_, oneStatement) => {
      const created = await TEST_DATABASES[0]!.create();
      // Long enough for the rest to surely arrive while the first group waits, however busy the machine.
      const dataSource = createDataSource(created.url, { sqliteLockWaitMs: 1_000 });
      await dataSource.initialize();
      opened = { dataSource, drop: created.drop };
      await dataSource.query('CREATE TABLE "notes" ("text" VARCHAR(20) NOT NULL)');
      const holder = new Database(created.url.slice('sqlite:'.length));
      holder.exec('BEGIN IMMEDIATE');
      try {
        const notes = new CommitGroups(dataSource, {
          oneStatement,
          write: (manager, text: string) => manager.query('INSERT INTO "notes" ("text") VALUES (?)', [text]),
        });
        const settled = new Set<number>();
        const first = notes.submit('first');
        first.catch(() => {});
        // The rest arrive while the first group waits for the lock: 100 writes, two groups' worth.
        await expect.poll(() => unitsWaitingForLock(dataSource), { interval: 10 }).toBe(1);
        const rest = Array.from({ length: 100 }, (_, index) => notes.submit(`n${index}`));
        rest.forEach((promise, index) => promise.catch(() => settled.add(index)));
        await expect(first).rejects.toBeInstanceOf(DatabaseBusyError);
        // Settled in the same turn as the first: none of them waits for the lock again.
        await Promise.resolve();
        expect(settled.size).toBe(100);
        for (const outcome of await Promise.allSettled(rest))
          expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseBusyError);
      } finally {
        holder.exec('ROLLBACK');
        holder.close();
      }
    },
  );
});

describe('group commit on postgres, two processes', () => {
  test('a group that loses a deadlock goes again and commits; no caller sees the deadlock', async () => {
    const created = await TEST_DATABASES[1]!.create();
    const first = createDataSource(created.url);
    const second = createDataSource(created.url);
    await first.initialize();
    await second.initialize();
    opened = {
      dataSource: first,
      drop: async () => {
        await second.destroy();
        await created.drop();
      },
    };
    await first.query('CREATE TABLE "counters" ("id" INTEGER PRIMARY KEY, "n" INTEGER NOT NULL)');
    await first.query('INSERT INTO "counters" VALUES (1, 0), (2, 0)');
    // Each group bumps both counters, in opposite orders, and takes its second only once the other holds its first:
    // one of the two must be chosen as the deadlock's victim. Its second attempt finds the other's signal given.
    const holdsFirst = [Promise.withResolvers<void>(), Promise.withResolvers<void>()] as const;
    const bump =
      (order: [number, number], mine: PromiseWithResolvers<void>, theirs: PromiseWithResolvers<void>) =>
      async (manager: EntityManager) => {
        await manager.query('UPDATE "counters" SET "n" = "n" + 1 WHERE "id" = $1', [order[0]]);
        mine.resolve();
        await theirs.promise;
        await manager.query('UPDATE "counters" SET "n" = "n" + 1 WHERE "id" = $1', [order[1]]);
        return order.join('>');
      };
    const forwards = new CommitGroups(first, { write: bump([1, 2], holdsFirst[0], holdsFirst[1]) });
    const backwards = new CommitGroups(second, { write: bump([2, 1], holdsFirst[1], holdsFirst[0]) });
    const results = await Promise.all([forwards.submit(undefined), backwards.submit(undefined)]);
    expect(results).toEqual(['1>2', '2>1']);
    expect(await first.query('SELECT "id", "n" FROM "counters" ORDER BY "id"')).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  }, 20_000);
});

describe('group commit on postgres, groups side by side', () => {
  /**
   * A database whose parent 1 another connection holds locked: the deferred key check of a note of parent 1 runs at
   * COMMIT, and waits there for the holder until it commits.
   */
  async function openWithParentHeld(): Promise<{ dataSource: DataSource; holder: Client }> {
    const created = await TEST_DATABASES[1]!.create();
    const dataSource = createDataSource(created.url);
    await dataSource.initialize();
    opened = { dataSource, drop: created.drop };
    await dataSource.query('CREATE TABLE "parents" ("id" INTEGER PRIMARY KEY)');
    await dataSource.query('INSERT INTO "parents" VALUES (1)');
    await dataSource.query(
      'CREATE TABLE "notes" ("text" VARCHAR(20) NOT NULL, "parent" INTEGER REFERENCES "parents" ("id") DEFERRABLE INITIALLY DEFERRED)',
    );
    const holder = new Client({ connectionString: created.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT * FROM "parents" WHERE "id" = 1 FOR UPDATE');
    return { dataSource, holder };
  }

  const insertNote = async (manager: EntityManager, note: Note): Promise<string> => {
    await manager.query('INSERT INTO "notes" ("text", "parent") VALUES ($1, $2)', [note.text, note.parent ?? null]);
    return note.text!;
  };

  /** Until a group waits at COMMIT; read from the pool, as a transaction reads pg_stat_activity once and keeps it. */
  const commitWaiting = (dataSource: DataSource) =>
    expect
      .poll(
        async () =>
          (
            await dataSource.query(
              `SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE "wait_event_type" = 'Lock' AND "query" = 'COMMIT'`,
            )
          )[0].n,
      )
      .toBe(1);

  test('while one group waits for its commit, the writes after it run and commit in groups of their own', async () => {
    const { dataSource, holder } = await openWithParentHeld();
    try {
      const groups: string[][] = [];
      const notes = new CommitGroups(dataSource, {
        write: insertNote,
        committed: (results) => groups.push(results),
      });
      const waiting = notes.submit({ text: 'first', parent: 1 });
      await commitWaiting(dataSource);
      // One group at a time, these would wait behind the first one's commit. A quarter of a group (16) waiting is
      // enough to run beside it.
      const later = Array.from({ length: 16 }, (_, index) => `later ${String(index).padStart(2, '0')}`);
      expect(await Promise.all(later.map((text) => notes.submit({ text })))).toEqual(later);
      await holder.query('COMMIT');
      expect(await waiting).toBe('first');
      expect(groups).toEqual([later, ['first']]);
      expect(await dataSource.query('SELECT "text" FROM "notes" ORDER BY "text"')).toEqual(
        ['first', ...later].map((text) => ({ text })),
      );
    } finally {
      await holder.end();
    }
  });

  test('one group writes at a time, even when a group before it finishes its commit meanwhile', async () => {
    const { dataSource, holder } = await openWithParentHeld();
    try {
      let openGate!: () => void;
      const gate = new Promise<void>((resolve) => (openGate = resolve));
      let gateOpen = false;
      const writtenBeforeGate: string[] = [];
      const notes = new CommitGroups(dataSource, {
        write: async (manager, note: Note) => {
          if (note.text === 'held') await gate;
          if (!gateOpen && note.text!.startsWith('third')) writtenBeforeGate.push(note.text!);
          return insertNote(manager, note);
        },
      });
      const texts = (prefix: string) =>
        Array.from({ length: 16 }, (_, index) => `${prefix} ${String(index).padStart(2, '0')}`);
      // The first group waits at COMMIT for the holder's row lock.
      const first = notes.submit({ text: 'first', parent: 1 });
      await commitWaiting(dataSource);
      // The second group runs beside it and stops in the middle of its writes; the third waits for those writes.
      const second = ['held', ...texts('second').slice(1)].map((text) => notes.submit({ text }));
      // The second group takes what waits when it begins, one turn later: the third must not be among it.
      await new Promise((resolve) => setImmediate(resolve));
      const third = texts('third').map((text) => notes.submit({ text }));
      await holder.query('COMMIT');
      expect(await first).toBe('first');
      // Time for the third group to start writing, were the first group's end taken for the second's.
      await new Promise((resolve) => setTimeout(resolve, 500));
      gateOpen = true;
      openGate();
      await Promise.all([...second, ...third]);
      expect(writtenBeforeGate).toEqual([]);
      expect((await dataSource.query('SELECT COUNT(*)::int AS n FROM "notes"'))[0].n).toBe(33);
    } finally {
      await holder.end();
    }
  });
});
