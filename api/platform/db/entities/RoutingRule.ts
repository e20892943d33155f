import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadType } from '#contract/leads/join-options';

/**
 * One lead routing rule (migration 1764980000000), tried in `position` order: its conditions, its group of agents
 * and its first-response target, and `turn`, the group's round robin. Intake locks the rows of the rules its leads
 * match, in id order, before inserting them, and writes each turn once per commit group: two processes never give
 * one turn twice. A PUT of the rules keeps the row (its id and turn) of a rule whose name stays.
 */
@Entity({ name: 'routing_rules' })
export class RoutingRule {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @Column({ type: 'varchar', length: 80, default: '' })
  name: string;

  @Column({ type: 'simple-json', default: '[]' })
  leadTypes: LeadType[];

  @Column({ type: 'simple-json', default: '[]' })
  regions: string[];

  /** true: leads abroad only; false: leads in Ghana only; null: both. */
  @Column({ type: 'boolean', nullable: true })
  abroad: boolean | null;

  @Column({ type: 'simple-json', default: '[]' })
  sources: string[];

  /** Staff user ids, in turn order. Deleting an account takes it out of every group in the same transaction. */
  @Column({ type: 'simple-json', default: '[]' })
  agentIds: number[];

  @Column({ type: 'integer', default: 15 })
  firstResponseMinutes: number;

  /** Where the group's round robin stands: the index (modulo the group's size) of the next agent to try. */
  @Column({ type: 'integer', default: 0 })
  turn: number;
}
