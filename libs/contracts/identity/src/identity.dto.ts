import { Email, MaxLen, NoEmoji, Required, Text, Uuid } from '@atelier/contracts/common';
import { ApiProperty } from '@nestjs/swagger';

export class LoginDto {
  @ApiProperty({ example: 'buyer@demo.test', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @Email()
  email!: string;

  @ApiProperty({ example: 'Buyer#2026', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  password!: string;
}

export class GetMappedCustomersDto {
  @ApiProperty({ description: 'The logged-in user; only your own mapping can be read.' })
  @Required()
  @Text()
  @Uuid()
  userId!: string;
}

export class ListAdminPermissionsDto {
  @ApiProperty({ description: 'The admin user whose permissions are listed.' })
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class ResolveTenantDto {
  @Required()
  @Text()
  @MaxLen(63)
  @NoEmoji()
  slug!: string;
}

export class IsCustomerMappedDto {
  @Required()
  @Uuid()
  userId!: string;

  @Required()
  @Uuid()
  customerId!: string;
}

export class GetCustomerPricingDto {
  @Required()
  @Uuid()
  customerId!: string;
}
