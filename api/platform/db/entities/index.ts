import { AdminUser } from './AdminUser';
import { AppSetting } from './AppSetting';
import { AuditEvent } from './AuditEvent';
import { Campaign } from './Campaign';
import { Lead } from './Lead';
import { LeadAssignmentChange } from './LeadAssignmentChange';
import { LeadChase } from './LeadChase';
import { LeadNote } from './LeadNote';
import { LeadRecordChange } from './LeadRecordChange';
import { LeadStatusChange } from './LeadStatusChange';
import { LeadTouch } from './LeadTouch';
import { NewsletterSubscriber } from './NewsletterSubscriber';
import { OutboxJob } from './OutboxJob';
import { RecoveryCode } from './RecoveryCode';
import { RoutingRule } from './RoutingRule';
import { Session } from './Session';
import { SubmissionKey } from './SubmissionKey';
import { ThrottleWindow } from './ThrottleWindow';
import { WebhookDelivery } from './WebhookDelivery';
import { WebhookEndpoint } from './WebhookEndpoint';

export const entities = [
  Lead,
  NewsletterSubscriber,
  ThrottleWindow,
  AdminUser,
  Session,
  LeadStatusChange,
  OutboxJob,
  WebhookEndpoint,
  WebhookDelivery,
  AppSetting,
  AuditEvent,
  SubmissionKey,
  LeadNote,
  LeadAssignmentChange,
  RecoveryCode,
  LeadRecordChange,
  RoutingRule,
  LeadChase,
  LeadTouch,
  Campaign,
];
