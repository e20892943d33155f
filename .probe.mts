import { readFileSync } from 'node:fs';
import { createDataSource } from '/work/main/api/db/data-source';
import { LeadQueries } from '/work/main/api/resources/leads/lead-queries';
const ds = createDataSource(readFileSync('/tmp/scale/pg-url', 'utf8')); await ds.initialize();
const q = new LeadQueries(ds);
const orig = ds.query.bind(ds);
const seen: Array<[string, unknown[]]> = [];
(q as any).manager = { query: (sql: string, params: unknown[]) => { seen.push([sql, params]); return orig(sql, params); } };
const n = await q.count({ type: 'buyer', search: 'mensah' }, 1001);
await q.pageKeys({ type: 'buyer', search: 'mensah' }, undefined, 51, n);
for (const [sql, params] of seen) {
  const plan = await orig('EXPLAIN (ANALYZE, BUFFERS) ' + sql, params);
  console.log(sql.replace(/\s+/g, ' '), params, '\n', plan.map((r: any) => r['QUERY PLAN']).join('\n'));
}
await ds.destroy();
