import { JoinFormDto } from './JoinFormDto';

export class RenterLeadDto extends JoinFormDto {
  static override readonly leadType = 'renter';
}
