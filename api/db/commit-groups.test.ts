import Database from 'better-sqlite3';
import { Client } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { afterEach, describe, expect, test } from 'vitest';
import { TEST_DATABASES } from '../test/test-databases';
import { CommitGroups } from './commit-groups';
import { createDataSource } from './data-source';

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

  async function open(): Promise<DataSource> {
    const created = await database.create();
    url = created.url;
    const dataSource = createDataSource(url);
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
    await manager.query(`INSERT INTO "notes" ("text", "parent") VALUES (${postgres ? '$1, $2' : '?, ?'})`, [note.text, note.parent ?? null]);
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
    const notes = new CommitGroups(dataSource, writeNote, (results) => groups.push(results));
    const texts = ['a', 'b', 'c', 'd', 'e'];
    const seenAtResolve = await Promise.all(texts.map((text) => notes.submit({ text }).then(committedNotes)));
    expect(groups).toEqual([texts]);
    for (const seen of seenAtResolve) expect(seen).toEqual(texts);
  });

  test('a write that fails fails only its own caller; the rest of its group is stored', async () => {
    const dataSource = await open();
    const groups: string[][] = [];
    const notes = new CommitGroups(dataSource, writeNote, (results) => groups.push(results));
    const outcomes = await Promise.allSettled([{ text: 'a' }, { text: null }, { text: 'c' }, { text: 'd' }].map((note) => notes.submit(note)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/NOT NULL|null value/i);
    expect(await committedNotes()).toEqual(['a', 'c', 'd']);
    expect(groups).toEqual([['a', 'c', 'd']]);
  });

  test('a commit that fails fails every write of its group, and stores none of them', async () => {
    const dataSource = await open();
    const groups: string[][] = [];
    const notes = new CommitGroups(dataSource, writeNote, (results) => groups.push(results));
    // Note 'b' names a parent that does not exist: its insert succeeds, and the deferred key fails the COMMIT.
    const outcomes = await Promise.allSettled([{ text: 'a' }, { text: 'b', parent: 404 }, { text: 'c' }].map((note) => notes.submit(note)));
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
    const notes = new CommitGroups(dataSource, writeNote, (results) => groups.push(results));
    const texts = Array.from({ length: 150 }, (_, index) => `n${String(index).padStart(3, '0')}`);
    const first = notes.submit({ text: texts[0]! });
    // The rest arrive one event-loop turn later, while the first group is on its way.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, ...texts.slice(1).map((text) => notes.submit({ text }))]);
    expect(groups.map((group) => group.length)).toEqual([1, 64, 64, 21]);
    expect(groups.flat()).toEqual(texts);
    expect(await committedNotes()).toEqual(texts);
  });
});
