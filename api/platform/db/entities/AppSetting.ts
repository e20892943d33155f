import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A setting staff change in the back-office (not the environment's): one JSON value per key. */
@Entity({ name: 'app_settings' })
export class AppSetting {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'simple-json', default: '' })
  value: unknown;
}
