import { Lead } from './Lead';
import { NewsletterSubscriber } from './NewsletterSubscriber';
import { ThrottleWindow } from './ThrottleWindow';

export const entities = [Lead, NewsletterSubscriber, ThrottleWindow];
