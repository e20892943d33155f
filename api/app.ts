import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import type { DataSource } from 'typeorm';
import { type AppConfig, defaultMailFrom } from './config';
import { accessGuards, accountSessionsRoutes, adminAuthRoutes, adminSession } from './resources/auth';
import { errorHandler } from './platform/http/error-handler';
import { type DeclaredRoute, declaredRoutes } from './platform/http/declared-routes';
import { jsonBody } from './platform/http/json-body';
import { oneSpelling } from './platform/http/one-spelling';
import { handleLateErrors } from './platform/http/late-error-handler';
import type { Logger } from './platform/logger';
import { requestLog } from './platform/http/request-log';
import { sameOrigin } from './platform/http/same-origin';
import { securityHeaders } from './platform/http/security-headers';
import { answerSiteFiles, serveSite } from './platform/site/serve-site';
import { honourTrustedProxies, trustedPeers } from './platform/http/trusted-proxies';
import type { SiteFiles } from './platform/site/site-files';
import type { BlogPost } from '#contract/blog/blog-post';
import { secondFactorRoutes } from './resources/second-factor';
import { adminStatsRoutes } from './resources/stats';
import { adminUsersRoutes } from './resources/admin-users';
import { availabilityRoutes } from './resources/availability';
import { blogRoutes } from './resources/blog';
import { healthRoutes } from './resources/health';
import { leadRecordsRoutes, leadsRoutes, leadTouchesRoutes } from './resources/leads';
import { callableNowRoutes } from './resources/callable-now';
import { leadNotesRoutes } from './resources/lead-notes';
import { newsletterRoutes, NewsletterTokens } from './resources/newsletter';
import { adminWebhooksRoutes } from './resources/webhooks';
import { notificationsRoutes } from './resources/notifications';
import { peopleRoutes } from './resources/people';
import { activityRoutes } from './resources/activity';
import { followUpsRoutes } from './resources/follow-ups';
import { campaignsRoutes } from './resources/campaigns';
import { routingRoutes } from './resources/routing';
import { createBulkMailer, createMailer } from './platform/mail/mailer';
import { SendRate } from './platform/mail/send-rate';
import { PasswordResetTokens, passwordsRoutes } from './resources/passwords';
import { PageCursors } from './platform/validation/page-cursor';
import { createServices, type OutboxOptions, type Services } from './services';

declare module 'koa' {
  interface DefaultContext {
    services: Services;
  }
}

export interface AppOptions {
  /**
   * `siteUrlSet: false` (SITE_URL unset, main.ts) means `siteUrl` is only the local default; a
   * caller that leaves it out means the siteUrl it passed.
   */
  config: Pick<AppConfig, 'trustProxy' | 'publicSubmissionsPerMinute' | 'siteUrl'> &
    Partial<
      Pick<AppConfig, 'nodeEnv' | 'siteUrlSet' | 'smtpUrl' | 'mailFrom' | 'mailRatePerSecond' | 'mailConcurrency'>
    > & {
      /** Signs the session cookie (main.ts resolves it: SESSION_SECRET or the generated one). */
      sessionSecret: string;
    };
  /** An initialized DataSource with migrations applied. */
  dataSource: DataSource;
  /** The built site (loadSiteFiles); empty for API-only tests. */
  siteFiles?: SiteFiles;
  /** The blog's posts (loadBlogPosts, before the app starts); none for tests that do not need them. */
  blogPosts?: BlogPost[];
  log: Logger;
  /** The outbox worker's timing (tests shorten it), and the app's clock (`now`: tests fix it). */
  outbox?: OutboxOptions;
}

type SiteAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Koa with the built site answered ahead of it: the server it listens with (and its
 * `callback`) hands a request to the middleware below only when answerSiteFiles leaves it, so a page
 * costs no context, middleware chain or header negotiation.
 */
class SiteFirstKoa extends Koa {
  constructor(
    options: { proxy: boolean; maxIpsCount: number },
    private readonly answerSite: SiteAnswer,
    private readonly log: Logger,
  ) {
    super(options);
  }

  override callback(): ReturnType<Koa['callback']> {
    const handleWithKoa = super.callback();
    return (request, response) => {
      try {
        if (this.answerSite(request as IncomingMessage, response as ServerResponse)) return Promise.resolve();
      } catch (error) {
        // Nothing there should throw; if it does, it is logged and
        // Koa answers instead (or a half-sent answer is cut off).
        this.log({ level: 'error', msg: 'site answer failed', error: String(error) });
        if (response.headersSent) {
          response.destroy();
          return Promise.resolve();
        }
      }
      return handleWithKoa(request, response);
    };
  }
}

const routeTables = new WeakMap<Koa, DeclaredRoute[]>();

/** Every route an app built by createApp registers, with the access it declares. */
export function registeredRoutes(app: Koa): DeclaredRoute[] {
  return routeTables.get(app) ?? [];
}

/** Builds the Koa app with its middleware in order. It never listens: main.ts and the tests do. */
export function createApp({ config, dataSource, siteFiles = new Map(), blogPosts = [], log, outbox }: AppOptions): Koa {
  // Behind a proxy, trust only the address it appended last to X-Forwarded-For: the entries before
  // it are whatever the client sent. Whether a request came through the proxy is decided per request.
  const trusts = trustedPeers(config.trustProxy);
  const app = new SiteFirstKoa({ proxy: false, maxIpsCount: 1 }, answerSiteFiles(siteFiles, { trusts, log }), log);
  app.keys = [config.sessionSecret];
  const delivery = {
    mailer: config.smtpUrl ? createMailer(config.smtpUrl) : undefined,
    bulkMailer: config.smtpUrl ? createBulkMailer(config.smtpUrl, config.mailConcurrency ?? 10) : undefined,
    sendRate: new SendRate(config.mailRatePerSecond),
    ratePerSecond: config.mailRatePerSecond,
    mailConcurrency: config.mailConcurrency ?? 10,
    mailFrom: config.mailFrom ?? defaultMailFrom(config.siteUrl),
    siteUrl: config.siteUrl,
    newsletterTokens: new NewsletterTokens(config.sessionSecret),
    passwordResetTokens: new PasswordResetTokens(config.sessionSecret),
    nodeEnv: config.nodeEnv ?? 'development',
    log,
  };
  app.context.services = createServices(dataSource, blogPosts, delivery, outbox);
  // Used per route (withSession, requireSession), never app-wide: public pages stay cookie-free.
  app.context.adminSession = adminSession(app, app.context.services.sessions);
  // What each route's declared access (staff, admin, campaigns, enrolling) checks: a live sign-in of the right kind.
  app.context.accessGuards = accessGuards;
  // Koa would print every error to stderr; the error handler already logs what is unexpected.
  app.silent = true;
  // What fails after the middleware chain, while Koa writes the answer, is logged and answered as JSON too.
  handleLateErrors(app, log);

  app.use(honourTrustedProxies(app, trusts, { listed: Array.isArray(config.trustProxy) }));
  app.use(requestLog(log));
  app.use(errorHandler(log));
  app.use(securityHeaders());
  app.use(serveSite(siteFiles));
  app.use(oneSpelling);
  // In production the public address is the one site: a request's own Host is the client's to choose.
  // Without SITE_URL its default (localhost:4321) says nothing about where the app is served.
  app.use(
    sameOrigin(config.siteUrl, {
      onlySiteUrl: config.nodeEnv === 'production' && config.siteUrlSet === true,
      trustSiteUrl: config.siteUrlSet !== false,
    }),
  );
  app.use(jsonBody());

  // List cursors are signed with the session secret, so every process behind a load balancer reads the others'.
  const cursors = new PageCursors(config.sessionSecret);
  const routers = [
    healthRoutes(dataSource),
    blogRoutes(),
    newsletterRoutes(config.publicSubmissionsPerMinute, cursors, siteFiles),
    // Before the leads' own: /api/leads/:id would take /api/leads/callable-now for a lead's id.
    callableNowRoutes(cursors),
    leadsRoutes(config.publicSubmissionsPerMinute, cursors),
    leadNotesRoutes(),
    leadRecordsRoutes(),
    leadTouchesRoutes(),
    adminAuthRoutes(),
    accountSessionsRoutes(),
    secondFactorRoutes(),
    adminUsersRoutes(),
    passwordsRoutes({ resetByEmail: Boolean(config.smtpUrl) }),
    adminStatsRoutes({ emailAlertsEnabled: Boolean(config.smtpUrl) }),
    adminWebhooksRoutes(),
    notificationsRoutes(),
    peopleRoutes(),
    activityRoutes(cursors),
    followUpsRoutes(),
    routingRoutes(),
    campaignsRoutes(cursors),
    availabilityRoutes(),
  ];
  // Throws for a route that declares no access: the app does not start with one.
  routeTables.set(app, declaredRoutes(routers));
  for (const router of routers) {
    app.use(router.routes());
    // Sets 405 with an Allow header; the error handler gives it the JSON body.
    app.use(router.allowedMethods());
  }
  return app;
}
