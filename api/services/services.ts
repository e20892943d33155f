import type { DataSource } from 'typeorm';
import type { BlogPost } from '../domain/blog-post';
import { AdminLeadsService } from './admin-leads.service';
import { AdminUsersService } from './admin-users.service';
import { BlogService } from './blog.service';
import { LeadsService } from './leads.service';
import { NewsletterService } from './newsletter.service';
import { SessionsService } from './sessions.service';
import { StatsService } from './stats.service';
import { ThrottleService } from './throttle.service';

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
