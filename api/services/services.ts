import type { DataSource } from 'typeorm';
import type { BlogPost } from '../domain/blog-post';
import { BlogService } from './blog.service';
import { LeadsService } from './leads.service';
import { NewsletterService } from './newsletter.service';
import { ThrottleService } from './throttle.service';

export interface Services {
  blog: BlogService;
  leads: LeadsService;
  newsletter: NewsletterService;
  throttle: ThrottleService;
}

export function createServices(dataSource: DataSource, blogPosts: BlogPost[]): Services {
  return {
    blog: new BlogService(blogPosts),
    leads: new LeadsService(dataSource),
    newsletter: new NewsletterService(dataSource),
    throttle: new ThrottleService(dataSource),
  };
}
