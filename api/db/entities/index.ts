import { AdminUser } from './AdminUser';
import { Lead } from './Lead';
import { LeadStatusChange } from './LeadStatusChange';
import { NewsletterSubscriber } from './NewsletterSubscriber';
import { Session } from './Session';
import { ThrottleWindow } from './ThrottleWindow';

export const entities = [Lead, NewsletterSubscriber, ThrottleWindow, AdminUser, Session, LeadStatusChange];
