import type { RequestContext } from '@atelier/contracts/common';
import {
  AddCustomerUserMessage,
  type AdminUserView,
  ApproveCustomerMessage,
  CreateAdminUserDto,
  CreateCustomerGroupDto,
  type CustomerGroupView,
  type CustomerAccess,
  type CustomerDetail,
  type CustomerListItem,
  type CustomerUserView,
  IdDto,
  IdentityApi,
  ListCustomersDto,
  ListUsersDto,
  type Page,
  type CustomerRemoved,
  RejectCustomerMessage,
  RemoveCustomerMessage,
  SetAdminPermissionsMessage,
  SetCustomerAccessMessage,
  SetUserStatusMessage,
  UpdateAdminUserMessage,
  UpdateCredentialsMessage,
  UpdateCustomerMessage,
  type WithRevokedSessions,
} from '@atelier/contracts/identity';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { AdminUsersService } from './admin-users.service';
import { CustomerUsersService } from './customer-users.service';
import { CustomerReviewService } from './customer-review.service';
import { CustomerListService } from './customer-list.service';
import { CustomerUpdateService } from './customer-update.service';
import { CustomerRemovalService } from './customer-removal.service';
import { CustomerGroupsService } from './customer-groups.service';

/** Back-office handlers; each service method checks the caller's permission itself. */
@Controller()
export class BackOfficeController {
  constructor(
    private readonly customers: CustomerListService,
    private readonly updates: CustomerUpdateService,
    private readonly review: CustomerReviewService,
    private readonly customerUsers: CustomerUsersService,
    private readonly admins: AdminUsersService,
    private readonly removal: CustomerRemovalService,
    private readonly groups: CustomerGroupsService,
  ) {}

  @Handles(IdentityApi.listCustomerGroups)
  listCustomerGroups(@MessageCtx() ctx: RequestContext): Promise<CustomerGroupView[]> {
    return this.groups.list(ctx);
  }

  @Handles(IdentityApi.createCustomerGroup)
  createCustomerGroup(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CreateCustomerGroupDto,
  ): Promise<CustomerGroupView> {
    return this.groups.create(ctx, body);
  }

  @Handles(IdentityApi.getCustomerGroup)
  getCustomerGroup(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: IdDto,
  ): Promise<CustomerGroupView> {
    return this.groups.get(ctx, body.id);
  }

  @Handles(IdentityApi.removeCustomer)
  removeCustomer(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: RemoveCustomerMessage,
  ): Promise<CustomerRemoved> {
    return this.removal.remove(ctx, body);
  }

  @Handles(IdentityApi.listCustomers)
  listCustomers(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListCustomersDto,
  ): Promise<Page<CustomerListItem>> {
    return this.customers.list(ctx, body);
  }

  @Handles(IdentityApi.countPendingCustomers)
  countPendingCustomers(@MessageCtx() ctx: RequestContext): Promise<number> {
    return this.customers.countPending(ctx);
  }

  @Handles(IdentityApi.getCustomer)
  getCustomer(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<CustomerDetail> {
    return this.customers.get(ctx, body.id);
  }

  @Handles(IdentityApi.updateCustomer)
  updateCustomer(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateCustomerMessage,
  ): Promise<CustomerDetail> {
    return this.updates.update(ctx, body);
  }

  @Handles(IdentityApi.approveCustomer)
  approveCustomer(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ApproveCustomerMessage,
  ): Promise<CustomerDetail> {
    return this.review.approve(ctx, body);
  }

  @Handles(IdentityApi.rejectCustomer)
  rejectCustomer(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: RejectCustomerMessage,
  ): Promise<WithRevokedSessions<CustomerDetail>> {
    return this.review.reject(ctx, body);
  }

  @Handles(IdentityApi.listCustomerUsersOf)
  usersOfCustomer(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: IdDto,
  ): Promise<CustomerUserView[]> {
    return this.customerUsers.usersOf(ctx, body.id);
  }

  @Handles(IdentityApi.addCustomerUser)
  addCustomerUser(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AddCustomerUserMessage,
  ): Promise<CustomerUserView> {
    return this.customerUsers.addUser(ctx, body);
  }

  @Handles(IdentityApi.listCustomerUsers)
  listCustomerUsers(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListUsersDto,
  ): Promise<Page<CustomerUserView>> {
    return this.customerUsers.list(ctx, body);
  }

  @Handles(IdentityApi.getCustomerAccess)
  getCustomerAccess(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<CustomerAccess> {
    return this.customerUsers.getAccess(ctx, body.id);
  }

  @Handles(IdentityApi.setCustomerAccess)
  setCustomerAccess(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SetCustomerAccessMessage,
  ): Promise<CustomerAccess> {
    return this.customerUsers.setAccess(ctx, body);
  }

  @Handles(IdentityApi.updateCustomerCredentials)
  updateCustomerCredentials(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateCredentialsMessage,
  ): Promise<WithRevokedSessions<CustomerUserView>> {
    return this.customerUsers.updateCredentials(ctx, body);
  }

  @Handles(IdentityApi.setCustomerUserStatus)
  setCustomerUserStatus(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SetUserStatusMessage,
  ): Promise<WithRevokedSessions<CustomerUserView>> {
    return this.customerUsers.setStatus(ctx, body);
  }

  @Handles(IdentityApi.listAdminUsers)
  listAdminUsers(@MessageCtx() ctx: RequestContext): Promise<AdminUserView[]> {
    return this.admins.list(ctx);
  }

  @Handles(IdentityApi.getAdminUser)
  getAdminUser(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdDto): Promise<AdminUserView> {
    return this.admins.get(ctx, body.id);
  }

  @Handles(IdentityApi.createAdminUser)
  createAdminUser(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CreateAdminUserDto,
  ): Promise<AdminUserView> {
    return this.admins.create(ctx, body);
  }

  @Handles(IdentityApi.updateAdminUser)
  updateAdminUser(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateAdminUserMessage,
  ): Promise<WithRevokedSessions<AdminUserView>> {
    return this.admins.update(ctx, body);
  }

  @Handles(IdentityApi.setAdminPermissions)
  setAdminPermissions(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SetAdminPermissionsMessage,
  ): Promise<AdminUserView> {
    return this.admins.setPermissions(ctx, body);
  }

  @Handles(IdentityApi.setAdminUserStatus)
  setAdminUserStatus(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SetUserStatusMessage,
  ): Promise<WithRevokedSessions<AdminUserView>> {
    return this.admins.setStatus(ctx, body);
  }

  @Handles(IdentityApi.deleteAdminUser)
  deleteAdminUser(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: IdDto,
  ): Promise<WithRevokedSessions<null>> {
    return this.admins.delete(ctx, body.id);
  }
}
