import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { LeadRecord } from '#contract/leads/leads-api';
import { leadPagePath } from '#contract/leads/lead-page-path';
import type { LeadSort } from '#contract/leads/lead-sort';
import { followLink, navigate } from '../router';
import { Badge } from '../ui/Badge';
import { leadRow } from './lead-row';
import { LeadLocalTime } from './LeadLocalTime';
import { LogTouchControl } from './LogTouchControl';
import { contactBadgeVariant, leadBadgeVariant } from './status-badges';

interface LeadTableProps {
  leads: LeadRecord[];
  /** The list's caption for screen readers, e.g. 'Buyer Leads'. */
  caption: string;
  sort: LeadSort;
  onSort: (sort: LeadSort) => void;
  /** Around the table and the phone list, for LoadMore to focus the first row a page added. */
  rowsRef?: Ref<HTMLDivElement>;
}

/** The rows inside `rowsRef`: the table's from 640 px, the phone list's below (the other is not displayed). */
export function leadRowSelector(): string {
  const wide = typeof matchMedia === 'undefined' || matchMedia('(min-width: 640px)').matches;
  return wide ? ':scope > table > tbody > tr' : ':scope > ul > li';
}

/** The sortable columns: each header's button and the orders it switches between (the first on a first press). */
const SORTABLE = {
  name: { orders: ['name'], label: 'Name' },
  nextStep: { orders: ['next-step'], label: 'Next step' },
  date: { orders: ['newest', 'oldest'], label: 'Date' },
} as const satisfies Record<string, { orders: readonly LeadSort[]; label: string }>;

const ARIA_SORT: Record<LeadSort, 'ascending' | 'descending'> = {
  newest: 'descending',
  oldest: 'ascending',
  name: 'ascending',
  'next-step': 'ascending',
};

const open = (lead: LeadRecord) => navigate(leadPagePath(lead.type, { lead: lead.id }));

const CELL = 'px-3 py-2 align-top';

/**
 * The compact view of a lead page: one row a lead in a table, sorted by its headers, rows walked with the
 * arrow keys (one row in the tab order) and opened with Enter. Below 640 px the same leads are a dense
 * list, as a ten-column table would only fit by scrolling sideways.
 */
export function LeadTable({ leads, caption, sort, onSort, rowsRef }: LeadTableProps) {
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const current = Math.min(active, leads.length - 1);

  function move(event: KeyboardEvent<HTMLTableRowElement>, index: number, lead: LeadRecord) {
    const to = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: leads.length - 1 }[event.key];
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      open(lead);
      return;
    }
    if (to === undefined || to < 0 || to >= leads.length) return;
    event.preventDefault();
    setActive(to);
    body.current?.querySelectorAll<HTMLElement>(':scope > tr')[to]?.focus();
  }

  function header(column: keyof typeof SORTABLE) {
    const { orders, label } = SORTABLE[column];
    const sorted = (orders as readonly LeadSort[]).includes(sort);
    const next = sorted && orders.length > 1 ? orders[(orders.indexOf(sort as never) + 1) % orders.length]! : orders[0];
    return (
      <th scope="col" className={`${CELL} text-left`} aria-sort={sorted ? ARIA_SORT[sort] : undefined}>
        <button
          type="button"
          onClick={() => onSort(next)}
          className="inline-flex min-h-11 items-center gap-1 rounded font-semibold text-ink-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {label}
          <span aria-hidden="true">{sorted ? (ARIA_SORT[sort] === 'ascending' ? '▲' : '▼') : '↕'}</span>
        </button>
      </th>
    );
  }

  const plain = (label: string) => (
    <th scope="col" className={`${CELL} text-left font-semibold text-ink-900`}>
      {label}
    </th>
  );

  return (
    <div ref={rowsRef}>
      <table className="hidden w-full table-auto border-collapse rounded-2xl bg-white text-sm shadow-sm sm:table">
        <caption className="sr-only">{caption}: arrow keys move between leads, Enter opens one</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {header('name')}
            {plain('Phone')}
            {plain('Type')}
            {plain('Budget')}
            {plain('Area')}
            {plain('Source')}
            {plain('Owner')}
            {header('nextStep')}
            {plain('Statuses')}
            {header('date')}
          </tr>
        </thead>
        <tbody ref={body}>
          {leads.map((lead, index) => {
            const row = leadRow(lead);
            return (
              <tr
                key={lead.id}
                data-lead-id={lead.id}
                tabIndex={index === current ? 0 : -1}
                onFocus={() => setActive(index)}
                onKeyDown={(event) => move(event, index, lead)}
                className="border-b border-slate-100 text-slate-800 last:border-0 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
              >
                <td className={`${CELL} font-medium wrap-anywhere`}>
                  <a href={leadPagePath(lead.type, { lead: lead.id })} onClick={followLink} tabIndex={-1}>
                    {lead.name}
                  </a>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  {row.phone}
                  <LeadLocalTime zone={lead.timeZone} />
                </td>
                <td className={CELL}>{row.type}</td>
                <td className={CELL}>{row.budget}</td>
                <td className={`${CELL} wrap-anywhere`}>{row.area}</td>
                <td className={`${CELL} wrap-anywhere`}>{row.source}</td>
                <td className={CELL}>{row.owner}</td>
                <td className={CELL}>{row.nextStep}</td>
                <td className={CELL}>
                  <span className="flex flex-col items-start gap-1">
                    <Badge size="sm" variant={contactBadgeVariant(lead.type, lead.contactStatus)}>
                      {lead.contactStatus}
                    </Badge>
                    <Badge size="sm" variant={leadBadgeVariant(lead.leadStatus)}>
                      {lead.leadStatus}
                    </Badge>
                    {/* In the tab order with its row only, as the row is. */}
                    {!lead.erased && (
                      <LogTouchControl lead={lead} placement="popover" tabIndex={index === current ? 0 : -1} />
                    )}
                  </span>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{row.date}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul aria-label={caption} className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm sm:hidden">
        {leads.map((lead) => {
          const row = leadRow(lead);
          return (
            // tabIndex -1: focus lands on the first row a next page added.
            <li key={lead.id} data-lead-id={lead.id} tabIndex={-1} className="min-w-0 px-3 py-2 text-sm text-slate-800">
              <div className="flex min-w-0 items-baseline justify-between gap-2">
                <a
                  href={leadPagePath(lead.type, { lead: lead.id })}
                  onClick={followLink}
                  className="min-w-0 font-semibold text-ink-900 underline wrap-anywhere"
                >
                  {lead.name}
                </a>
                <span className="shrink-0 text-slate-700">{row.date}</span>
              </div>
              <p className="wrap-anywhere">
                {row.phone} · {lead.contactStatus} · {lead.leadStatus}
              </p>
              <LeadLocalTime zone={lead.timeZone} />
              <p className="wrap-anywhere text-slate-700">
                {[row.type, row.budget, row.area, row.source, row.owner].join(' · ')}
              </p>
              {lead.nextStep && <p className="wrap-anywhere">Next: {row.nextStep}</p>}
              {!lead.erased && <LogTouchControl lead={lead} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
