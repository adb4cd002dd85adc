import type { RequestContext } from '@atelier/contracts/common';
import {
  GetCustomerPricingDto,
  GetMappedCustomersDto,
  IdentityPatterns,
  IsCustomerMappedDto,
  ListAdminPermissionsDto,
  LoginDto,
  ResolveTenantDto,
  type AdminPermission,
  type CustomerPricing,
  type LoginResult,
  type MappedCustomer,
  type TenantSummary,
  type UserInfo,
} from '@atelier/contracts/identity';
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { TenantsService } from '../tenants/tenants.service';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly tenants: TenantsService,
  ) {}

  @MessagePattern(IdentityPatterns.resolveTenant)
  resolveTenant(@MessageBody() body: ResolveTenantDto): Promise<TenantSummary | null> {
    return this.tenants.resolve(body.slug);
  }

  @MessagePattern(IdentityPatterns.login)
  login(@MessageCtx() ctx: RequestContext, @MessageBody() body: LoginDto): Promise<LoginResult> {
    return this.users.login(ctx.tenantId, body.email, body.password);
  }

  @MessagePattern(IdentityPatterns.getUserInfo)
  getUserInfo(@MessageCtx() ctx: RequestContext): Promise<UserInfo> {
    return this.users.getInfo(ctx);
  }

  @MessagePattern(IdentityPatterns.getMappedCustomers)
  getMappedCustomers(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: GetMappedCustomersDto,
  ): Promise<MappedCustomer[]> {
    return this.users.getMappedCustomers(ctx, body.userId);
  }

  @MessagePattern(IdentityPatterns.isCustomerMapped)
  isCustomerMapped(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: IsCustomerMappedDto,
  ): Promise<boolean> {
    return this.users.isCustomerMapped(ctx.tenantId, body.userId, body.customerId);
  }

  @MessagePattern(IdentityPatterns.getCustomerPricing)
  getCustomerPricing(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: GetCustomerPricingDto,
  ): Promise<CustomerPricing> {
    return this.users.getCustomerPricing(ctx, body.customerId);
  }

  @MessagePattern(IdentityPatterns.listAdminPermissions)
  listAdminPermissions(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListAdminPermissionsDto,
  ): Promise<AdminPermission[]> {
    return this.users.listAdminPermissions(ctx, body.id);
  }
}
