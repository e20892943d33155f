import type { DashboardStats, LeadTypeStats } from '../../../api/domain/admin-api';

export interface SummaryCard {
  label: string;
  value: string;
  /** Groups the cards by lead type for colour and reading order. */
  group: 'buyers' | 'sellers' | 'renters' | 'subscribers';
}

function typeCards(group: 'buyers' | 'sellers' | 'renters', noun: string, stats: LeadTypeStats): SummaryCard[] {
  return [
    { group, label: `Total ${noun}`, value: String(stats.total) },
    { group, label: `${noun} Contacted`, value: String(stats.contacted) },
    { group, label: `${noun} Qualified`, value: String(stats.qualified) },
    { group, label: `% ${noun} Qualified`, value: `${stats.qualifiedPercent}%` },
  ];
}

/** The dashboard's summary cards in SPEC 2's order, from the numbers the server counted (SPEC 9 rules). */
export function summaryCards(stats: DashboardStats): SummaryCard[] {
  return [
    ...typeCards('buyers', 'Buyers', stats.buyers),
    ...typeCards('sellers', 'Sellers', stats.sellers),
    ...typeCards('renters', 'Renters', stats.renters),
    { group: 'subscribers', label: 'Newsletter Subscribers', value: String(stats.subscribers.total) },
    { group: 'subscribers', label: 'Subscribers This Month', value: String(stats.subscribers.thisMonth) },
    { group: 'subscribers', label: 'Total Pipeline', value: String(stats.pipeline) },
  ];
}
