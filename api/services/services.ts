import type { DataSource } from 'typeorm';
import { AdminLeadsService } from './admin-leads.service';
import { AdminUsersService } from './admin-users.service';
import { LeadsService } from './leads.service';
import { NewsletterService } from './newsletter.service';
import { SessionsService } from './sessions.service';
import { StatsService } from './stats.service';
import { ThrottleService } from './throttle.service';

export interface Services {
  adminLeads: AdminLeadsService;
  adminUsers: AdminUsersService;
  leads: LeadsService;
  newsletter: NewsletterService;
  sessions: SessionsService;
  stats: StatsService;
  throttle: ThrottleService;
}

export function createServices(dataSource: DataSource): Services {
  const sessions = new SessionsService(dataSource);
  return {
    adminLeads: new AdminLeadsService(dataSource),
    adminUsers: new AdminUsersService(dataSource, sessions),
    leads: new LeadsService(dataSource),
    newsletter: new NewsletterService(dataSource),
    sessions,
    stats: new StatsService(dataSource),
    throttle: new ThrottleService(dataSource),
  };
}
