import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './test/test-app';
import { TEST_DATABASES } from './test/test-databases';

/**
 * What a row's `user` cell says, from the least a user may to the most: `no` (the call is `admin`), `if an admin
 * allows` (it is `campaigns`: admins, and users an admin allowed to send newsletter campaigns), or yes (`staff`, or
 * `enrolling`), its words after "yes" being rules inside the route.
 */
const USER_CELLS = ['no', 'if an admin allows', 'yes'] as const;
type UserCell = (typeof USER_CELLS)[number];

/** The user cell each access level is documented with. */
const CELL_OF_ACCESS: Record<string, UserCell> = {
  admin: 'no',
  campaigns: 'if an admin allows',
  staff: 'yes',
  enrolling: 'yes',
};

interface PermissionRow {
  action: string;
  calls: string[];
  user: UserCell;
}

const userCell = (cell: string): UserCell => USER_CELLS.find((start) => cell.startsWith(start)) ?? 'yes';

/** The "Who may do what" table in docs/accounts.md: each row's calls ({type} spelled out) and what a `user` may. */
function documentedPermissions(): PermissionRow[] {
  const doc = readFileSync(new URL('../docs/accounts.md', import.meta.url), 'utf8');
  const section = doc.split('\n## Who may do what\n')[1]?.split(/\n#{1,3} /)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Action'));
  return rows.map((line) => {
    const [action, calls, user] = line.split(' | ').map((cell) => cell.replace(/^\| /, '').trim());
    const written = [...calls.matchAll(/`([A-Z]+ \/[^`]+)`/g)].map((match) => match[1]);
    const expanded = written.flatMap((call) =>
      call.includes('{type}') ? ['buyer', 'seller', 'renter'].map((type) => call.replace('{type}', type)) : [call],
    );
    return { action, calls: expanded, user: userCell(user) };
  });
}

describe.each(TEST_DATABASES)('the permissions table in docs/accounts.md against the routes, on $name', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database);
  });
  afterAll(() => app?.close());

  test('every signed-in route is in the table, and its access is what the table says', () => {
    const rows = documentedPermissions();
    expect(rows.length).toBeGreaterThan(15);
    const declared = new Map(
      app.routes
        .filter((route) => route.method !== 'HEAD')
        .map((route) => [`${route.method} ${route.path}`, route.access]),
    );
    const listed = new Map<string, UserCell>();
    const rank = (cell: UserCell | undefined) => (cell ? USER_CELLS.indexOf(cell) : -1);
    for (const row of rows) {
      for (const call of row.calls) {
        expect(declared.has(call), `${row.action}: ${call} is no route`).toBe(true);
        // A call in several rows (bulk actions) lets users in as far as its most open row; the stricter rows are
        // rules inside it.
        if (rank(row.user) > rank(listed.get(call))) listed.set(call, row.user);
      }
    }
    const mismatches: string[] = [];
    for (const [call, access] of declared) {
      if (access === 'public') continue;
      if (!listed.has(call)) mismatches.push(`${call} (${access}) is not in the table`);
      else if (listed.get(call) !== CELL_OF_ACCESS[access])
        mismatches.push(`${call} is ${access} but the table says user ${listed.get(call)}`);
    }
    expect(mismatches).toEqual([]);
  });
});
