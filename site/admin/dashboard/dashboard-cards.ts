import type { DashboardStats, LeadTypeStats } from '#contract/stats/stats-api';
import type { StatAccent } from '../ui/StatCard';

export interface SummaryCard {
  label: string;
  value: string;
  /** The group's colour, the same as its line in the chart. */
  accent: StatAccent;
}

function typeCards(accent: StatAccent, noun: string, stats: LeadTypeStats): SummaryCard[] {
  return [
    { accent, label: `Total ${noun}`, value: String(stats.total) },
    { accent, label: `${noun} Contacted`, value: String(stats.contacted) },
    { accent, label: `${noun} Qualified`, value: String(stats.qualified) },
    { accent, label: `% ${noun} Qualified`, value: `${stats.qualifiedPercent}%` },
  ];
}

/** The dashboard's summary cards in their set order, from the numbers the server counted (domain/lead-counting.ts). */
export function summaryCards(stats: DashboardStats): SummaryCard[] {
  return [
    ...typeCards('green', 'Buyers', stats.buyers),
    ...typeCards('teal', 'Sellers', stats.sellers),
    ...typeCards('cyan', 'Renters', stats.renters),
    { accent: 'purple', label: 'Newsletter Subscribers', value: String(stats.subscribers.total) },
    { accent: 'purple', label: 'Subscribers This Month', value: String(stats.subscribers.thisMonth) },
    { accent: 'purple', label: 'Total Pipeline', value: String(stats.pipeline) },
  ];
}
