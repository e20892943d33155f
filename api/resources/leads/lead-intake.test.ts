import { afterEach, describe, expect, test } from 'vitest';
import { Lead } from '../../platform/db/entities/Lead';
import { buildLead } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { expectSummariesOfTallies } from '../../test/tallies';

const REFUSED_AT_COMMIT = 'Refused At Commit';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe.each(TEST_DATABASES)('group commit of submissions on $name', (database) => {
  /**
   * A lead named REFUSED_AT_COMMIT is inserted like any other, and fails its transaction's COMMIT: a
   * trigger gives it a row whose deferred foreign key names nothing, checked only at COMMIT.
   */
  async function refuseAtCommit(testApp: TestApp): Promise<void> {
    const run = (sql: string) => testApp.dataSource.query(sql);
    await run('CREATE TABLE "commit_parents" ("id" INTEGER PRIMARY KEY)');
    await run(
      'CREATE TABLE "commit_refusals" ("parent" INTEGER REFERENCES "commit_parents" ("id") DEFERRABLE INITIALLY DEFERRED)',
    );
    if (database.name === 'sqlite') {
      await run(`CREATE TRIGGER "refuse_at_commit" AFTER INSERT ON "leads" WHEN NEW."name" = '${REFUSED_AT_COMMIT}'
        BEGIN INSERT INTO "commit_refusals" ("parent") VALUES (404); END`);
    } else {
      await run(`CREATE FUNCTION "refuse_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW."name" = '${REFUSED_AT_COMMIT}' THEN INSERT INTO "commit_refusals" ("parent") VALUES (404); END IF; RETURN NULL; END $$`);
      await run(
        'CREATE TRIGGER "refuse_at_commit" AFTER INSERT ON "leads" FOR EACH ROW EXECUTE FUNCTION "refuse_at_commit"()',
      );
    }
  }

  const storedEmails = async (testApp: TestApp) =>
    (await testApp.dataSource.getRepository(Lead).find()).map((lead) => lead.email).sort();

  test('leads submitted together are answered after one commit; a commit that fails fails all of them, none stored', async () => {
    app = await startTestApp(database);
    await refuseAtCommit(app);
    const { leads } = app.services;
    const together = [buildLead(), buildLead({ name: REFUSED_AT_COMMIT }), buildLead()];
    const outcomes = await Promise.allSettled(together.map((form) => leads.create('buyer', form)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await storedEmails(app)).toEqual([]);

    const after = await leads.create('buyer', buildLead());
    expect(await storedEmails(app)).toEqual([after.email]);
    await expectSummariesOfTallies(app.dataSource);
  });

  test('over HTTP, under concurrent submissions: every 201 is stored, every refused one is a 5xx with nothing stored, and the counts agree', async () => {
    app = await startTestApp(database);
    await refuseAtCommit(app);
    const forms = Array.from({ length: 24 }, (_, index) =>
      buildLead(index % 8 === 3 ? { name: REFUSED_AT_COMMIT } : {}),
    );
    const answers = await Promise.all(forms.map((form) => app!.postJson('/api/buyers', form)));
    const statuses = answers.map((answer) => answer.status);
    for (const [index, form] of forms.entries()) {
      if (form.name === REFUSED_AT_COMMIT) expect(statuses[index], form.email as string).toBeGreaterThanOrEqual(500);
      else expect([201, 500]).toContain(statuses[index]);
    }
    const failed = answers.filter((answer) => answer.status >= 500);
    for (const answer of failed)
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('internal_error');
    const acknowledged = forms.filter((_, index) => statuses[index] === 201).map((form) => form.email as string);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(await storedEmails(app)).toEqual(acknowledged.sort());
    await expectSummariesOfTallies(app.dataSource);
  });
});
