import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { Context } from 'koa';
import { forbiddenFor } from '../../platform/errors';
import { rowId } from '../../platform/validation/row-id';
import { toNotificationPreference } from './notifications.presenter';
import { NotificationPreferenceDto, NotificationSettingsDto } from './notifications.schema';
import { userNotFound } from './notifications.service';

/** The user id from the path: an admin may change anyone's alerts, a user only their own (403 otherwise). */
function editableUserId(ctx: Context): number {
  const id = rowId(ctx.params.userId ?? '');
  const own = id === ctx.state.user.id;
  if (ctx.state.user.role !== 'admin' && !own) throw forbiddenFor('admin');
  if (id === undefined) throw userNotFound();
  return id;
}

/** The Notifications screen: /api/admin/notifications and below, for signed-in staff. */
export function notificationsRoutes(): Router {
  const routes = new DeclaredRoutes();
  routes.get('/api/admin/notifications', 'staff', async (ctx) => {
    ctx.body = await ctx.services.notifications.settings(ctx.state.user);
  });

  const preference = { body: NotificationPreferenceDto };
  routes.put('/api/admin/notifications/preferences/:userId', 'staff', preference, async (ctx, { body }) => {
    const user = await ctx.services.notifications.updatePreference(editableUserId(ctx), body);
    ctx.body = { preference: toNotificationPreference(user) };
  });

  routes.put('/api/admin/notifications/settings', 'admin', { body: NotificationSettingsDto }, async (ctx, { body }) => {
    await ctx.services.notifications.updateSettings(body, ctx.state.user);
    ctx.body = await ctx.services.notifications.settings(ctx.state.user);
  });

  routes.post('/api/admin/notifications/test-email', 'staff', async (ctx) => {
    const { to } = await ctx.services.notifications.sendTestEmail(ctx.state.user);
    ctx.body = { sent: true, to };
  });

  return routes.router;
}
