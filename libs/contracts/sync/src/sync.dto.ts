import { MaxLen, NoEmoji, PlainObject, Required, Text } from '@atelier/contracts/common';
import { ApiProperty } from '@nestjs/swagger';

export class SelleaseMessageDto {
  @ApiProperty({ description: 'Sellease message id; a message is recorded once however often it arrives.' })
  @Required()
  @Text()
  @MaxLen(128)
  @NoEmoji()
  messageId!: string;

  @ApiProperty({ example: 'stock.updated' })
  @Required()
  @Text()
  @MaxLen(64)
  @NoEmoji()
  type!: string;

  @ApiProperty({ type: 'object', additionalProperties: true })
  @PlainObject()
  payload!: Record<string, unknown>;
}

export class ListSelleaseMessagesDto {}
