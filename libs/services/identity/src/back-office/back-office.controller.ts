import type { RequestContext } from '@atelier/contracts/common';
import {
  AddCustomerUserMessage,
  type AdminUserView,
  ApproveCustomerMessage,
  CreateAdminUserDto,
  type CustomerAccess,
  type CustomerDetail,
  type CustomerListItem,
  type CustomerUserView,
  IdDto,
  IdentityPatterns,
  ListCustomersDto,
  ListUsersDto,
  type Page,
  RejectCustomerMessage,
  SetAdminPermissionsMessage,
  SetCustomerAccessMessage,
  SetUserStatusMessage,
  UpdateAdminUserMessage,
  UpdateCredentialsMessage,
  UpdateCustomerMessage,
  type WithRevokedSessions,
} from '@atelier/contracts/identity';
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { AdminUsersService } from './admin-users.service';
import { CustomerUsersService } from './customer-users.service';
import { CustomersService } from './customers.service';

/** Back-office handlers; each service method checks the caller's permission itself. */
@Controller()
export class BackOfficeController {
  constructor(
    private readonly customers: CustomersService,
    private readonly customerUsers: CustomerUsersService,
    private readonly admins: AdminUsersService,
  ) {}

  @MessagePattern(IdentityPatterns.listCustomers)
  listCustomers(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListCustomersDto,
  ): Promise<Page<CustomerListItem>> {
    return this.customers.list(ctx, body);
  }

  @MessagePattern(IdentityPatterns.getCustomer)
  getCustomer(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<CustomerDetail> {
    return this.customers.get(ctx, body.id);
  }

  @MessagePattern(IdentityPatterns.updateCustomer)
  updateCustomer(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateCustomerMessage,
  ): Promise<CustomerDetail> {
    return this.customers.update(ctx, body);
  }

  @MessagePattern(IdentityPatterns.approveCustomer)
  approveCustomer(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ApproveCustomerMessage,
  ): Promise<CustomerDetail> {
    return this.customers.approve(ctx, body);
  }

  @MessagePattern(IdentityPatterns.rejectCustomer)
  rejectCustomer(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: RejectCustomerMessage,
  ): Promise<WithRevokedSessions<CustomerDetail>> {
    return this.customers.reject(ctx, body);
  }

  @MessagePattern(IdentityPatterns.listCustomerUsersOf)
  usersOfCustomer(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: IdDto,
  ): Promise<CustomerUserView[]> {
    return this.customers.usersOf(ctx, body.id);
  }

  @MessagePattern(IdentityPatterns.addCustomerUser)
  addCustomerUser(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AddCustomerUserMessage,
  ): Promise<CustomerUserView> {
    return this.customers.addUser(ctx, body);
  }

  @MessagePattern(IdentityPatterns.listCustomerUsers)
  listCustomerUsers(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListUsersDto,
  ): Promise<Page<CustomerUserView>> {
    return this.customerUsers.list(ctx, body);
  }

  @MessagePattern(IdentityPatterns.getCustomerAccess)
  getCustomerAccess(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<CustomerAccess> {
    return this.customerUsers.getAccess(ctx, body.id);
  }

  @MessagePattern(IdentityPatterns.setCustomerAccess)
  setCustomerAccess(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SetCustomerAccessMessage,
  ): Promise<CustomerAccess> {
    return this.customerUsers.setAccess(ctx, body);
  }

  @MessagePattern(IdentityPatterns.updateCustomerCredentials)
  updateCustomerCredentials(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateCredentialsMessage,
  ): Promise<WithRevokedSessions<CustomerUserView>> {
    return this.customerUsers.updateCredentials(ctx, body);
  }

  @MessagePattern(IdentityPatterns.setCustomerUserStatus)
  setCustomerUserStatus(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SetUserStatusMessage,
  ): Promise<WithRevokedSessions<CustomerUserView>> {
    return this.customerUsers.setStatus(ctx, body);
  }

  @MessagePattern(IdentityPatterns.listAdminUsers)
  listAdminUsers(@MessageCtx() ctx: RequestContext): Promise<AdminUserView[]> {
    return this.admins.list(ctx);
  }

  @MessagePattern(IdentityPatterns.getAdminUser)
  getAdminUser(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<AdminUserView> {
    return this.admins.get(ctx, body.id);
  }

  @MessagePattern(IdentityPatterns.createAdminUser)
  createAdminUser(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CreateAdminUserDto,
  ): Promise<AdminUserView> {
    return this.admins.create(ctx, body);
  }

  @MessagePattern(IdentityPatterns.updateAdminUser)
  updateAdminUser(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateAdminUserMessage,
  ): Promise<WithRevokedSessions<AdminUserView>> {
    return this.admins.update(ctx, body);
  }

  @MessagePattern(IdentityPatterns.setAdminPermissions)
  setAdminPermissions(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SetAdminPermissionsMessage,
  ): Promise<AdminUserView> {
    return this.admins.setPermissions(ctx, body);
  }

  @MessagePattern(IdentityPatterns.setAdminUserStatus)
  setAdminUserStatus(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SetUserStatusMessage,
  ): Promise<WithRevokedSessions<AdminUserView>> {
    return this.admins.setStatus(ctx, body);
  }

  @MessagePattern(IdentityPatterns.deleteAdminUser)
  deleteAdminUser(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: IdDto,
  ): Promise<WithRevokedSessions<null>> {
    return this.admins.delete(ctx, body.id);
  }
}
