import type Router from '@koa/router';
import { DeclaredRoutes } from '../../platform/http/declared-routes';
import type { Context } from 'koa';
import { AdminUserDto, NewAdminUserDto } from './admin-users.schema';
import { startSession, toAdminUser } from '../auth';
import { type AdminUserInput, userNotFound } from './admin-users.service';
import { rowId } from '../../platform/validation/row-id';
import { validationFailed } from '../../platform/errors';

/** The user id from the path; one no row can have is no such user. */
function userId(ctx: Context): number {
  const id = rowId(ctx.params.id ?? '');
  if (id === undefined) throw userNotFound();
  return id;
}

function input(dto: AdminUserDto): AdminUserInput {
  return {
    username: dto.username,
    email: dto.email || null,
    role: dto.role,
    password: dto.password || undefined,
    sendsCampaigns: dto.sendsCampaigns,
  };
}

/**
 * GET, POST /api/admin/users and PUT, DELETE /api/admin/users/{id}: admins only. POST and PUT take `sendsCampaigns`
 * (optional): whether a user may send newsletter campaigns (an admin always may).
 */
export function adminUsersRoutes(): Router {
  const routes = new DeclaredRoutes();
  routes.get('/api/admin/users', 'admin', async (ctx) => {
    ctx.body = { users: (await ctx.services.adminUsers.list()).map(toAdminUser) };
  });

  routes.post('/api/admin/users', 'admin', { body: NewAdminUserDto }, async (ctx, { body: dto }) => {
    // The admin chose it: the new account replaces it at its first sign-in, so nobody else keeps knowing it.
    const user = await ctx.services.adminUsers.create({ ...input(dto), password: dto.password }, ctx.state.user, {
      temporary: true,
    });
    ctx.status = 201;
    ctx.body = { user: toAdminUser(user) };
  });

  // The body's fields are checked before the id, as clients have always been answered.
  routes.put('/api/admin/users/:id', 'admin', { body: AdminUserDto }, async (ctx, { body: dto }) => {
    const id = userId(ctx);
    // One's own password changes only where the current one is asked for: an open session must not be enough.
    if (id === ctx.state.user.id && dto.password) {
      throw validationFailed({
        password: 'Change your own password on the Account screen: it asks for your current one.',
      });
    }
    const user = await ctx.services.adminUsers.update(id, input(dto), ctx.state.user.id);
    // A new role of your own ended all your sessions: this one goes on under a new id.
    if (id === ctx.state.user.id && user.credentialsVersion !== ctx.session?.credentialsVersion)
      await startSession(ctx, user);
    ctx.body = { user: toAdminUser(user) };
  });

  routes.delete('/api/admin/users/:id', 'admin', async (ctx) => {
    await ctx.services.adminUsers.remove(userId(ctx), ctx.state.user.id);
    ctx.body = { deleted: true };
  });

  return routes.router;
}
