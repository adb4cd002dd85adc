import type { RequestContext } from '@atelier/contracts/common';
import {
  type AdminPermission,
  type CreatedTenant,
  CreateTenantDto,
  type CustomerPricing,
  GetCustomerPricingDto,
  GetMappedCustomersDto,
  IdentityApi,
  IsCustomerMappedDto,
  ListAdminPermissionsDto,
  LoginDto,
  type LoginResult,
  type MappedCustomer,
  ResolveTenantDto,
  type TenantSummary,
  type UserInfo,
} from '@atelier/contracts/identity';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { TenantsService } from '../tenants/tenants.service';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly tenants: TenantsService,
  ) {}

  @Handles(IdentityApi.resolveTenant)
  resolveTenant(
    @MessageCtx() _ctx: RequestContext,
    @MessageBody() body: ResolveTenantDto,
  ): Promise<TenantSummary | null> {
    return this.tenants.resolve(body.slug);
  }

  @Handles(IdentityApi.createTenant)
  createTenant(
    @MessageCtx() _ctx: RequestContext,
    @MessageBody() body: CreateTenantDto,
  ): Promise<CreatedTenant> {
    return this.tenants.create(body);
  }

  @Handles(IdentityApi.login)
  login(@MessageCtx() ctx: RequestContext, @MessageBody() body: LoginDto): Promise<LoginResult> {
    return this.users.login(ctx.tenantId, body.email, body.password);
  }

  @Handles(IdentityApi.getUserInfo)
  getUserInfo(@MessageCtx() ctx: RequestContext): Promise<UserInfo> {
    return this.users.getInfo(ctx);
  }

  @Handles(IdentityApi.getMappedCustomers)
  getMappedCustomers(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: GetMappedCustomersDto,
  ): Promise<MappedCustomer[]> {
    return this.users.getMappedCustomers(ctx, body.userId);
  }

  @Handles(IdentityApi.isCustomerMapped)
  isCustomerMapped(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: IsCustomerMappedDto,
  ): Promise<boolean> {
    return this.users.isCustomerMapped(ctx.tenantId, body.userId, body.customerId);
  }

  @Handles(IdentityApi.getCustomerPricing)
  getCustomerPricing(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: GetCustomerPricingDto,
  ): Promise<CustomerPricing> {
    return this.users.getCustomerPricing(ctx, body.customerId);
  }

  @Handles(IdentityApi.listAdminPermissions)
  listAdminPermissions(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListAdminPermissionsDto,
  ): Promise<AdminPermission[]> {
    return this.users.listAdminPermissions(ctx, body.id);
  }
}
