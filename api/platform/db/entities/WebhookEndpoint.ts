import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEvent } from '#contract/notifications/notifications-api';
import { NOW } from '../columns';

/**
 * Where an admin asked for signed event deliveries. `secret`
 * (whsec_…) never leaves the server after it is first shown.
 */
@Entity({ name: 'webhook_endpoints' })
export class WebhookEndpoint {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 2000, default: '' })
  url: string;

  @Column({ type: 'simple-json', default: '[]' })
  events: WebhookEvent[];

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'varchar', length: 100, default: '' })
  secret: string;

  @Column({ type: Date, default: NOW })
  createdAt: Date;

  @Column({ type: Date, default: NOW })
  updatedAt: Date;
}
