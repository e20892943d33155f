import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NOW } from '../columns';
import { WebhookEndpoint } from './WebhookEndpoint';

/** One attempt to deliver to an endpoint; the log keeps each endpoint's last 100. */
@Entity({ name: 'webhook_deliveries' })
@Index('IDX_webhook_deliveries_endpointId', ['endpointId', 'id'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @ForeignKey(() => WebhookEndpoint, { name: 'FK_webhook_deliveries_endpointId', onDelete: 'CASCADE' })
  @Column({ type: 'integer' })
  endpointId: number;

  @Column({ type: 'varchar', length: 40, default: '' })
  event: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  webhookId: string;

  @Column({ type: 'integer', default: 1 })
  attempt: number;

  @Column({ type: 'integer', nullable: true })
  statusCode: number | null;

  @Column({ type: 'text', default: '' })
  error: string;

  @Column({ type: 'integer', default: 0 })
  durationMs: number;

  @Column({ type: Date, default: NOW })
  attemptedAt: Date;
}
