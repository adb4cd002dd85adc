import { type RequestContext, translate } from '@atelier/contracts/common';
import {
  ApproveCustomerDto,
  CreateCustomerGroupDto,
  CreateUserDto,
  IdentityApi,
  ListCustomersDto,
  ListUsersDto,
  RejectCustomerDto,
  RemoveCustomerDto,
  SetCustomerAccessDto,
  SetUserStatusDto,
  UpdateCredentialsDto,
  UpdateCustomerDto,
} from '@atelier/contracts/identity';
import { type CacheStore, ServiceClient } from '@atelier/platform';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { TokenService } from '../auth/token.service';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { GATEWAY_CACHE } from '../gateway-options';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { forgetCustomerMapping } from './session-cache';

/**
 * Back office, permission "customers": pending-users, approved-customer, rejected-users,
 * update-pending-user/{id}, customer-list, manage-customer, approved-customer-users,
 * add-customer-users/{id}, mapped-customer/{id}, manage-customer-access, update-customer-credentials.
 */
@ApiTags('back office: customers')
@Controller()
@RequirePermission('customers')
export class CustomersAdminController {
  constructor(
    private readonly services: ServiceClient,
    private readonly tokens: TokenService,
    @Inject(GATEWAY_CACHE) private readonly cache: CacheStore,
  ) {}

  @Post('customers/list')
  @HttpCode(200)
  @ApiOperation({ summary: 'Customers by status (pending, approved, rejected or all), newest first, paged.' })
  async list(@Ctx() ctx: RequestContext, @Body() body: ListCustomersDto) {
    return ok(await this.services.call(IdentityApi.listCustomers, ctx, body));
  }

  @Get('admin/customer-groups')
  @ApiOperation({ summary: "The tenant's customer groups with how many customers each holds, by name." })
  async listGroups(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(IdentityApi.listCustomerGroups, ctx, {}));
  }

  @Post('admin/customer-groups')
  @HttpCode(201)
  @ApiOperation({ summary: 'Creates a customer group (a name unique in the tenant).' })
  async createGroup(@Ctx() ctx: RequestContext, @Body() body: CreateCustomerGroupDto) {
    return ok(
      await this.services.call(IdentityApi.createCustomerGroup, ctx, body),
      translate(ctx.language, 'account.customerGroups.created'),
    );
  }

  @Get('customers/:id')
  async get(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(await this.services.call(IdentityApi.getCustomer, ctx, { id }));
  }

  @Put('customers/:id')
  @ApiOperation({ summary: 'Edit a customer (any status); only the fields sent change.' })
  async update(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: UpdateCustomerDto,
  ) {
    const customer = await this.services.call(IdentityApi.updateCustomer, ctx, {
      ...body,
      id,
    });
    return ok(customer, translate(ctx.language, 'account.saved'));
  }

  @Post('customers/:id/approve')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Approve a pending (or rejected) customer: account number, markup and VAT flag; its applicant becomes ' +
      'its active client-super-admin and is mailed.',
  })
  async approve(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: ApproveCustomerDto,
  ) {
    const customer = await this.services.call(IdentityApi.approveCustomer, ctx, {
      ...body,
      id,
    });
    if (customer.applicantUserId)
      await forgetCustomerMapping(this.cache, ctx.tenantId, customer.applicantUserId);
    return ok(customer, translate(ctx.language, 'account.customerApproved'));
  }

  @Post('customers/:id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a pending customer with a reason, which is mailed to the applicant.' })
  async reject(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: RejectCustomerDto,
  ) {
    const { result, revokedFamilies } = await this.services.call(IdentityApi.rejectCustomer, ctx, {
      ...body,
      id,
    });
    await this.tokens.revokeFamilies(revokedFamilies);
    return ok(result, translate(ctx.language, 'account.customerRejected'));
  }

  @Post('customers/:id/remove')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'customer_remove: delete or anonymise a customer without open orders or appros (409 otherwise); audited.',
  })
  async remove(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: RemoveCustomerDto,
  ) {
    const removed = await this.services.call(IdentityApi.removeCustomer, ctx, { ...body, id });
    for (const userId of removed.affectedUserIds) {
      await forgetCustomerMapping(this.cache, ctx.tenantId, userId);
    }
    const key = removed.mode === 'remove' ? 'customer.removed' : 'customer.anonymised';
    return ok(removed, translate(ctx.language, key));
  }

  @Get('customers/:id/users')
  @ApiOperation({ summary: 'The users who buy for this customer (approved-customer-users).' })
  async usersOf(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(await this.services.call(IdentityApi.listCustomerUsersOf, ctx, { id }));
  }

  @Post('customers/:id/users')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add a storefront user to this customer (add-customer-users/{id}); active at once.',
  })
  async addUser(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: CreateUserDto,
  ) {
    const user = await this.services.call(IdentityApi.addCustomerUser, ctx, {
      ...body,
      customerId: id,
    });
    return ok(user, translate(ctx.language, 'account.userCreated'));
  }

  @Post('customer-users/list')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Storefront users (role client-super-admin), paged, for access and credentials screens.',
  })
  async listUsers(@Ctx() ctx: RequestContext, @Body() body: ListUsersDto) {
    return ok(await this.services.call(IdentityApi.listCustomerUsers, ctx, body));
  }

  @Get('customer-users/:userId/customers')
  @ApiOperation({ summary: 'The customers a user may buy for (mapped-customer/{id}).' })
  async access(@Ctx() ctx: RequestContext, @Param('userId', UuidParamPipe) userId: string) {
    return ok(await this.services.call(IdentityApi.getCustomerAccess, ctx, { id: userId }));
  }

  @Put('customer-users/:userId/customers')
  @ApiOperation({ summary: 'Replace the customers a user may buy for (manage-customer-access).' })
  async setAccess(
    @Ctx() ctx: RequestContext,
    @Param('userId', UuidParamPipe) userId: string,
    @Body() body: SetCustomerAccessDto,
  ) {
    const access = await this.services.call(IdentityApi.setCustomerAccess, ctx, {
      ...body,
      userId,
    });
    await forgetCustomerMapping(this.cache, ctx.tenantId, userId);
    return ok(access, translate(ctx.language, 'account.saved'));
  }

  @Put('customer-users/:userId/credentials')
  @ApiOperation({
    summary: "Change a storefront user's email and/or password (update-customer-credentials).",
  })
  async updateCredentials(
    @Ctx() ctx: RequestContext,
    @Param('userId', UuidParamPipe) userId: string,
    @Body() body: UpdateCredentialsDto,
  ) {
    const { result, revokedFamilies } = await this.services.call(IdentityApi.updateCustomerCredentials, ctx, {
      ...body,
      userId,
    });
    await this.tokens.revokeFamilies(revokedFamilies);
    return ok(result, translate(ctx.language, 'account.saved'));
  }

  @Put('customer-users/:userId/status')
  @ApiOperation({ summary: 'Allow (active) or stop (disabled) a storefront user from logging in.' })
  async setStatus(
    @Ctx() ctx: RequestContext,
    @Param('userId', UuidParamPipe) userId: string,
    @Body() body: SetUserStatusDto,
  ) {
    const { result, revokedFamilies } = await this.services.call(IdentityApi.setCustomerUserStatus, ctx, {
      ...body,
      id: userId,
    });
    await this.tokens.revokeFamilies(revokedFamilies);
    return ok(result, translate(ctx.language, 'account.saved'));
  }
}
