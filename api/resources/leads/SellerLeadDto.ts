import { JoinFormDto } from './JoinFormDto';

export class SellerLeadDto extends JoinFormDto {
  static override readonly leadType = 'seller';
}
