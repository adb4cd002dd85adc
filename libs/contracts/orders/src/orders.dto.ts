import { Required, Uuid } from '@atelier/contracts/common';

export class GetCartDto {
  @Required()
  @Uuid()
  userId!: string;
}
