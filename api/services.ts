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

export interface Services {
  adminLeads: AdminLeadsService;
  adminUsers: AdminUsersService;
  blog: BlogService;
  leads: LeadsService;
  newsletter: NewsletterService;
  sessions: SessionsService;
  stats: StatsService;
  throttle: ThrottleService;
}

export function createServices(dataSource: DataSource, blogPosts: BlogPost[]): Services {
  const sessions = new SessionsService(dataSource);
  return {
    adminLeads: new AdminLeadsService(dataSource),
    adminUsers: new AdminUsersService(dataSource, sessions),
    blog: new BlogService(blogPosts),
    leads: new LeadsService(dataSource),
    newsletter: new NewsletterService(dataSource),
    sessions,
    stats: new StatsService(dataSource),
    throttle: new ThrottleService(dataSource),
  };
}
