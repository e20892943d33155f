import { CreateLeadsAndSubscribers1763740800000 } from './1763740800000-CreateLeadsAndSubscribers';
import { CreateAdminUsersAndSessions1763827200000 } from './1763827200000-CreateAdminUsersAndSessions';
import { CreateLeadStatusChanges1763913600000 } from './1763913600000-CreateLeadStatusChanges';
import { AddAdminUsersCredentialsVersion1764000000000 } from './1764000000000-AddAdminUsersCredentialsVersion';
import { CreateNotifications1764086400000 } from './1764086400000-CreateNotifications';
import { PageLeadsInTheDatabase1764172800000 } from './1764172800000-PageLeadsInTheDatabase';
import { KeepTheDashboardFigures1764259200000 } from './1764259200000-KeepTheDashboardFigures';
import { SearchLeadsInANarrowTable1764345600000 } from './1764345600000-SearchLeadsInANarrowTable';
import { NormaliseLeadPhones1764435600000 } from './1764435600000-NormaliseLeadPhones';
import { RecordWhereLeadsComeFrom1764442800000 } from './1764442800000-RecordWhereLeadsComeFrom';
import { NewsletterDoubleOptIn1764450000000 } from './1764450000000-NewsletterDoubleOptIn';
import { RememberSubmissionKeys1764777600000 } from './1764777600000-RememberSubmissionKeys';
import { FollowUpDesk1764864000000 } from './1764864000000-FollowUpDesk';
import { SecondFactor1764867600000 } from './1764867600000-SecondFactor';
import { FilterTheAuditTrail1764871200000 } from './1764871200000-FilterTheAuditTrail';
import { SearchLeadsByOwner1764874800000 } from './1764874800000-SearchLeadsByOwner';
import { EraseSearchEntriesForGood1764878400000 } from './1764878400000-EraseSearchEntriesForGood';
import { TemporaryPasswords1764882000000 } from './1764882000000-TemporaryPasswords';
import { UsernamesThatLookAlike1764885600000 } from './1764885600000-UsernamesThatLookAlike';
import { SortLeadLists1764973000000 } from './1764973000000-SortLeadLists';
import { CorrectMergeAndEraseLeads1764974000000 } from './1764974000000-CorrectMergeAndEraseLeads';
import { KeyCorrectedContacts1764977000000 } from './1764977000000-KeyCorrectedContacts';
import { CountSpeedByAgent1764983000000 } from './1764983000000-CountSpeedByAgent';
import { SendCampaigns1764990000000 } from './1764990000000-SendCampaigns';
import { CountWithoutWaiting1765000000000 } from './1765000000000-CountWithoutWaiting';
import { RouteLeads1764980000000 } from './1764980000000-RouteLeads';
import { LogLeadTouches1764981000000 } from './1764981000000-LogLeadTouches';
import { KeepLeadTimeZones1764982000000 } from './1764982000000-KeepLeadTimeZones';

/** Every migration, oldest first. Add a new one at the end; never edit one that has shipped. */
export const migrations = [
  CreateLeadsAndSubscribers1763740800000,
  CreateAdminUsersAndSessions1763827200000,
  CreateLeadStatusChanges1763913600000,
  AddAdminUsersCredentialsVersion1764000000000,
  CreateNotifications1764086400000,
  PageLeadsInTheDatabase1764172800000,
  KeepTheDashboardFigures1764259200000,
  SearchLeadsInANarrowTable1764345600000,
  NormaliseLeadPhones1764435600000,
  RecordWhereLeadsComeFrom1764442800000,
  NewsletterDoubleOptIn1764450000000,
  RememberSubmissionKeys1764777600000,
  FollowUpDesk1764864000000,
  SecondFactor1764867600000,
  FilterTheAuditTrail1764871200000,
  SearchLeadsByOwner1764874800000,
  EraseSearchEntriesForGood1764878400000,
  TemporaryPasswords1764882000000,
  UsernamesThatLookAlike1764885600000,
  SortLeadLists1764973000000,
  CorrectMergeAndEraseLeads1764974000000,
  KeyCorrectedContacts1764977000000,
  RouteLeads1764980000000,
  LogLeadTouches1764981000000,
  KeepLeadTimeZones1764982000000,
  CountSpeedByAgent1764983000000,
  SendCampaigns1764990000000,
  CountWithoutWaiting1765000000000,
];
