import type { DataSource } from 'typeorm';
import { LeadsService } from './leads.service';
import { NewsletterService } from './newsletter.service';
import { ThrottleService } from './throttle.service';

export interface Services {
  leads: LeadsService;
  newsletter: NewsletterService;
  throttle: ThrottleService;
}

export function createServices(dataSource: DataSource): Services {
  return {
    leads: new LeadsService(dataSource),
    newsletter: new NewsletterService(dataSource),
    throttle: new ThrottleService(dataSource),
  };
}
