import type { FollowUps } from '#contract/follow-ups/follow-up-api';
import type { LeadType } from '#contract/leads/join-options';

/** A lead in the digest's going-cold list. */
export interface DigestLead {
  id: number;
  name: string;
  createdAt: string;
}

/**
 * What the daily digest reports, computed once by the digest job (so every copy says the same):
 * the Accra day it covers, that day's new leads per type, and the leads still Not Contacted 24
 * hours after they arrived (the first of them, and how many in all).
 */
export interface DigestContent {
  /** yyyy-MM-dd, Africa/Accra. */
  day: string;
  newLeads: Record<LeadType, number>;
  goingCold: Record<LeadType, { total: number; leads: DigestLead[] }>;
  /**
   * The recipient's own Due today and Overdue next steps, or everyone's for an admin, as of the digest's
   * planning. Absent in a digest planned before next steps existed (a job that may still wait in the outbox).
   */
  followUps?: FollowUps;
}
