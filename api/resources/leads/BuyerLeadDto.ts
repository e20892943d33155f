import { JoinFormDto } from './JoinFormDto';

export class BuyerLeadDto extends JoinFormDto {
  static override readonly leadType = 'buyer';
}
