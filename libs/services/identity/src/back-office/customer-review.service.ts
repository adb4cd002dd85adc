import type { RequestContext } from '@atelier/contracts/common';
import {
  type ApproveCustomerMessage,
  type CustomerApprovedEvent,
  type CustomerDetail,
  IdentityEvents,
  type RejectCustomerMessage,
  type WithRevokedSessions,
} from '@atelier/contracts/identity';
import { DATABASE, type Database, type DatabaseHandle, enqueueOutboxEvent } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import { AccountLinksService } from '../accounts/account-links.service';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { customers, outbox, userCustomers, users } from '../schema/identity.schema';
import { SessionsService } from '../sessions/sessions.service';
import { isUniqueViolation } from '../shared/db-errors';
import { nullable } from '../shared/names';
import { BackOfficeAccess } from './back-office-access';
import { accountNumberTaken, ensurePrimaryAddress, lockCustomer, nextAccountNumber } from './customer-rows';
import { CustomerListService } from './customer-list.service';

/**
 * A new customer's review: approval makes the applicant its active client-super-admin, mapped to it;
 * rejection ends the applicant's sessions. Both outcomes are mailed to the applicant.
 */
@Injectable()
export class CustomerReviewService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly access: BackOfficeAccess,
    private readonly links: AccountLinksService,
    private readonly sessions: SessionsService,
    private readonly customers: CustomerListService,
  ) {}

  private get db(): Database {
    return this.database.db;
  }

  /** Approval (pending or rejected customers): account number, markup, VAT flag; the applicant active and mapped. */
  async approve(ctx: RequestContext, body: ApproveCustomerMessage): Promise<CustomerDetail> {
    const reviewer = await this.access.require(ctx, 'customers');
    const chosen = nullable(body.acNo);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const approved = await this.db.transaction(async (tx) => {
          const customer = await lockCustomer(tx, ctx.tenantId, body.id);
          if (customer.status === 'approved') {
            throw new IdentityException(IdentityErrorCode.CustomerNotPending, 'error.customerReviewed');
          }
          // The account Sellease opened for the registration, if it answered already, is kept.
          const acNo =
            chosen ?? customer.acNo ?? (await nextAccountNumber(tx, ctx.tenantId, customer.company));
          await tx
            .update(customers)
            .set({
              status: 'approved',
              acNo,
              markup: Number(body.markup).toFixed(1),
              isVatApplicable: body.isVatApplicable,
              rejectionReason: null,
              reviewedAt: new Date(),
              reviewedBy: reviewer,
            })
            .where(eq(customers.id, customer.id));
          await ensurePrimaryAddress(tx, customer.id);
          const event: CustomerApprovedEvent = {
            customerId: customer.id,
            company: customer.company,
            acNo,
            approvedAt: new Date().toISOString(),
          };
          await enqueueOutboxEvent(tx, outbox, ctx, IdentityEvents.CustomerApproved, event);
          const applicant = customer.applicantUserId
            ? ((await tx.select().from(users).where(eq(users.id, customer.applicantUserId)).limit(1))[0] ??
              null)
            : null;
          if (applicant) {
            await tx
              .update(users)
              .set({ status: 'active', updatedAt: new Date() })
              .where(and(eq(users.id, applicant.id), inArray(users.status, ['pending', 'rejected'])));
            await tx
              .insert(userCustomers)
              .values({ tenantId: ctx.tenantId, userId: applicant.id, customerId: customer.id })
              .onConflictDoNothing();
          }
          return { customer, acNo, applicant };
        });
        const { customer, acNo, applicant } = approved;
        if (applicant) {
          const verify = applicant.emailVerifiedAt === null;
          const link = verify
            ? await this.links.create(this.db, applicant, 'verify-email')
            : this.links.link(applicant, '/login');
          this.links.mail(
            applicant,
            'approved',
            {
              company: customer.company,
              acNo,
              verify: verify ? 'yes' : 'no',
              brand: await this.links.brand(ctx.tenantId),
            },
            link,
          );
        }
        return this.customers.detail(ctx.tenantId, body.id);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A made-up number can collide with a concurrent approval: take the next one.
        if (chosen || attempt >= 3) throw accountNumberTaken();
      }
    }
  }

  /** Rejection of a pending customer, with its reason; the applicant is told and cannot log in. */
  async reject(
    ctx: RequestContext,
    body: RejectCustomerMessage,
  ): Promise<WithRevokedSessions<CustomerDetail>> {
    const reviewer = await this.access.require(ctx, 'customers');
    const reason = body.reason.trim();
    const { customer, applicant, revokedFamilies } = await this.db.transaction(async (tx) => {
      const row = await lockCustomer(tx, ctx.tenantId, body.id);
      if (row.status !== 'pending') {
        throw new IdentityException(IdentityErrorCode.CustomerNotPending, 'error.customerReviewed');
      }
      await tx
        .update(customers)
        .set({ status: 'rejected', rejectionReason: reason, reviewedAt: new Date(), reviewedBy: reviewer })
        .where(eq(customers.id, row.id));
      let revoked: string[] = [];
      const [user] = row.applicantUserId
        ? await tx.select().from(users).where(eq(users.id, row.applicantUserId)).limit(1)
        : [];
      if (user && user.status === 'pending') {
        await tx
          .update(users)
          .set({ status: 'rejected', updatedAt: new Date() })
          .where(eq(users.id, user.id));
        revoked = await this.sessions.revokeAllOfUser(tx, ctx.tenantId, user.id);
      }
      return { customer: row, applicant: user ?? null, revokedFamilies: revoked };
    });
    if (applicant) {
      this.links.mail(
        applicant,
        'rejected',
        { company: customer.company, reason, brand: await this.links.brand(ctx.tenantId) },
        null,
      );
    }
    return { result: await this.customers.detail(ctx.tenantId, body.id), revokedFamilies };
  }
}
