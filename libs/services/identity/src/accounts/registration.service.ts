import { Role, type RequestContext } from '@atelier/contracts/common';
import {
  type CustomerRegisteredEvent,
  IdentityEvents,
  type RegisterDto,
  type RegistrationResult,
  type VerifyEmailResult,
} from '@atelier/contracts/identity';
import { DATABASE, type DatabaseHandle, enqueueOutboxEvent } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { customerAddresses, customers, outbox, users } from '../schema/identity.schema';
import { isUniqueViolation } from '../shared/db-errors';
import { normaliseEmail, nullable, splitName } from '../shared/names';
import { PasswordHasher } from '../users/password-hasher';
import { AccountLinksService } from './account-links.service';

function emailTaken(): IdentityException {
  return new IdentityException(
    IdentityErrorCode.EmailTaken,
    'error.validation',
    {},
    {
      email: [{ key: 'validation.emailTaken' }],
    },
  );
}

/** /user-registration and /email-verification/{id}. */
@Injectable()
export class RegistrationService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly hasher: PasswordHasher,
    private readonly links: AccountLinksService,
  ) {}

  /**
   * A pending customer with its address and its contact user (pending, email unverified), in one
   * transaction; then the verification mail. The only answer anywhere that says an email is registered.
   */
  async register(ctx: RequestContext, body: RegisterDto): Promise<RegistrationResult> {
    const email = normaliseEmail(body.email);
    const [existing] = await this.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenantId), sql`lower(${users.email}) = ${email}`))
      .limit(1);
    if (existing) throw emailTaken();

    const passwordHash = await this.hasher.hash(body.password);
    const contactName = body.contactName.trim().replace(/\s+/g, ' ');
    const { firstName, lastName } = splitName(contactName);
    let user;
    try {
      user = await this.database.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            tenantId: ctx.tenantId,
            email,
            passwordHash,
            firstName,
            lastName,
            role: Role.ClientSuperAdmin,
            status: 'pending',
            language: ctx.language,
          })
          .returning();
        if (!created) throw new Error('user insert returned nothing');
        const [customer] = await tx
          .insert(customers)
          .values({
            tenantId: ctx.tenantId,
            company: body.companyName.trim(),
            contactName,
            status: 'pending',
            currency: body.currency.trim(),
            companyPhone: body.companyPhone.trim(),
            mobile: nullable(body.mobile),
            website: nullable(body.website),
            vatNumber: nullable(body.vatNumber),
            tradeReferences: nullable(body.references),
            comments: nullable(body.comments),
            applicantUserId: created.id,
          })
          .returning({ id: customers.id });
        if (!customer) throw new Error('customer insert returned nothing');
        const address = {
          line1: body.addressLine1.trim(),
          line2: nullable(body.addressLine2),
          city: body.city.trim(),
          county: nullable(body.county),
          postCode: body.postCode.trim().toUpperCase(),
          country: body.country.trim(),
        };
        await tx.insert(customerAddresses).values({
          tenantId: ctx.tenantId,
          customerId: customer.id,
          addressField1: address.line1,
          addressField2: address.line2,
          postcode: address.postCode,
          city: address.city,
          county: address.county,
          country: address.country,
          isPrimary: true,
        });
        const event: CustomerRegisteredEvent = {
          customerId: customer.id,
          company: body.companyName.trim(),
          contactName,
          email,
          currency: body.currency.trim(),
          companyPhone: body.companyPhone.trim(),
          mobile: nullable(body.mobile),
          website: nullable(body.website),
          vatNumber: nullable(body.vatNumber),
          address,
          language: ctx.language,
          registeredAt: created.createdAt.toISOString(),
        };
        await enqueueOutboxEvent(tx, outbox, ctx, IdentityEvents.CustomerRegistered, event);
        return created;
      });
    } catch (error) {
      // Two registrations of one email at the same moment: the index decides, the loser hears why.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await this.links.send(user, 'verify-email', 'verifyEmail', { company: body.companyName.trim() });
    return { email, status: 'pending' };
  }

  /** Following the emailed link: the email is verified, whether or not the account is approved yet. */
  async verifyEmail(ctx: RequestContext, token: string): Promise<VerifyEmailResult> {
    return this.database.db.transaction(async (tx) => {
      const user = await this.links.consume(tx, ctx, 'verify-email', token);
      if (!user.emailVerifiedAt) {
        await tx
          .update(users)
          .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, user.id));
      }
      return { verified: true, approved: user.status === 'active' };
    });
  }
}
