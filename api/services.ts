import type { DataSource } from 'typeorm';
import type { BlogPost } from './domain/blog-post';
import { AdminLeadsService } from './resources/leads/admin-leads.service';
import { AdminUsersService } from './resources/admin-users/admin-users.service';
import { BlogService } from './resources/blog/blog.service';
import { LeadsService } from './resources/leads/leads.service';
import { NewsletterService } from './resources/newsletter/newsletter.service';
import { SessionsService } from './resources/auth/sessions.service';
import { StatsService } from './resources/stats/stats.service';
import { ThrottleService } from './middleware/throttle.service';
import { WebhooksService } from './resources/webhooks/webhooks.service';
import { createJobHandlers, type DeliveryContext } from './outbox/job-handlers';
import { OutboxWorker, type OutboxWorkerOptions } from './outbox/outbox-worker';

export interface Services {
  adminLeads: AdminLeadsService;
  adminUsers: AdminUsersService;
  blog: BlogService;
  leads: LeadsService;
  newsletter: NewsletterService;
  sessions: SessionsService;
  stats: StatsService;
  throttle: ThrottleService;
  webhooks: WebhooksService;
  /** Delivers alerts and webhooks; main.ts starts it (tests start it when they need it). */
  outbox: OutboxWorker;
}

export function createServices(
  dataSource: DataSource,
  blogPosts: BlogPost[],
  delivery: Omit<DeliveryContext, 'dataSource'>,
  outboxOptions?: OutboxWorkerOptions,
): Services {
  const sessions = new SessionsService(dataSource);
  const outbox = new OutboxWorker(dataSource, createJobHandlers({ ...delivery, dataSource }), delivery.log, outboxOptions);
  return {
    adminLeads: new AdminLeadsService(dataSource, outbox),
    adminUsers: new AdminUsersService(dataSource, sessions),
    blog: new BlogService(blogPosts),
    leads: new LeadsService(dataSource, outbox),
    newsletter: new NewsletterService(dataSource, outbox),
    sessions,
    stats: new StatsService(dataSource),
    throttle: new ThrottleService(dataSource),
    webhooks: new WebhooksService(dataSource, delivery.nodeEnv),
    outbox,
  };
}
