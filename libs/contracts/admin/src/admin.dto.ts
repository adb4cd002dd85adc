import { AlphaSpaces, Email, MaxLen, NoEmoji, Required, Text } from '@atelier/contracts/common';
import { ApiProperty } from '@nestjs/swagger';

/** Spec section 5, newsletter: name letters and spaces only (no quotes), email valid, both at most 255. */
export class SubscribeNewsletterDto {
  @ApiProperty({ example: 'Maria Holm', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @NoEmoji()
  @AlphaSpaces()
  name!: string;

  @ApiProperty({ example: 'maria@example.com', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @Email()
  email!: string;
}
