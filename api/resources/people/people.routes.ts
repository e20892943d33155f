import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import { DateTime } from 'luxon';
import { validationFailed } from '../../platform/errors';
import { STAFF_ZONE } from '#contract/shared/staff-zone';
import { toPersonRecord } from './people.presenter';
import { holdsNothing, nothingHeld } from './people.service';
import { PersonErasureDto, PersonQueryDto } from './people.schema';
import { personKeysOf, sameKeys } from './person-keys';

/**
 * "Find a person" (Act 843's rights of access and erasure), admins only:
 * - GET /api/people?contact=<email or phone> → `{ person }` (PersonRecord);
 * - GET /api/people/export.json?contact=… → the same as a JSON download, recorded in the audit trail;
 * - POST /api/people/erase `{ contact, confirmation, countryCode? }` → `{ erased }` (PersonErasure); the
 *   confirmation is the same address or number typed again, a number read with `countryCode` (default +233). 404 when we hold nothing about them.
 */
export function peopleRoutes(): Router {
  const routes = new DeclaredRoutes();
  routes.get('/api/people', 'admin', { query: PersonQueryDto }, async (ctx, { query: { contact } }) => {
    ctx.body = { person: toPersonRecord(await ctx.services.people.find(personKeysOf(contact))) };
  });

  routes.get('/api/people/export.json', 'admin', { query: PersonQueryDto }, async (ctx, { query: { contact } }) => {
    const data = await ctx.services.people.find(personKeysOf(contact));
    if (holdsNothing(data)) throw nothingHeld();
    await ctx.services.people.recordExport(data, ctx.state.user);
    const now = DateTime.now().setZone(STAFF_ZONE);
    ctx.attachment(`personal-data-${now.toFormat('yyyy-MM-dd')}.json`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = JSON.stringify(
      { exportedAt: now.toUTC().toISO(), exportedBy: ctx.state.user.username, contact, ...toPersonRecord(data) },
      null,
      2,
    );
    ctx.type = 'application/json';
  });

  routes.post('/api/people/erase', 'admin', { body: PersonErasureDto }, async (ctx, { body }) => {
    const { contact, confirmation, countryCode } = body;
    const keys = personKeysOf(contact);
    if (!sameKeys(keys, personKeysOf(confirmation, 'confirmation', countryCode))) {
      throw validationFailed(
        { confirmation: 'Type the same email address or phone number to confirm.' },
        'The confirmation does not match.',
      );
    }
    ctx.body = { erased: await ctx.services.people.erase(keys, ctx.state.user) };
  });

  return routes.router;
}
