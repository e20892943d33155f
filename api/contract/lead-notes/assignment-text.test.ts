import { describe, expect, test } from 'vitest';
import { assignmentText } from './assignment-text';

const manual = { reason: 'manual' as const, ruleName: '', waitedMinutes: null };

describe('an owner change in words', () => {
  test("staff's own changes", () => {
    expect(assignmentText({ ...manual, fromName: '', toName: 'Ama' })).toBe('Assigned to Ama');
    expect(assignmentText({ ...manual, fromName: 'Ama', toName: 'Kofi' })).toBe('Reassigned from Ama to Kofi');
    expect(assignmentText({ ...manual, fromName: 'Ama', toName: '' })).toBe('Unassigned from Ama');
  });

  test("a routing rule's", () => {
    const rule = { ruleName: 'Abroad buyers', fromName: '' };
    expect(assignmentText({ ...rule, reason: 'routed', toName: 'Ama', waitedMinutes: null })).toBe(
      "Routed by rule 'Abroad buyers' to Ama",
    );
    expect(assignmentText({ ...rule, reason: 'routed', toName: '', waitedMinutes: null })).toBe(
      "Not routed by rule 'Abroad buyers': no agent was available",
    );
    expect(assignmentText({ ...rule, reason: 'reassigned', fromName: 'Ama', toName: 'Kofi', waitedMinutes: 30 })).toBe(
      "Moved by rule 'Abroad buyers' from Ama to Kofi: no first touch within 30 working minutes",
    );
  });
});
