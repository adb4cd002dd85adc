import type { CustomerAddressView, UpdateCustomerMessage } from '@atelier/contracts/identity';
import { DATABASE, type Database, type DatabaseHandle, validationException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq } from 'drizzle-orm';
import { customerAddresses } from '../schema/identity.schema';
import type { CustomerRow } from './customer-rows';
import { missingAddressFields, primaryAddressChanges } from './primary-address';
import { addressView } from './views';

/** A customer's addresses in the back office: read with the record, the primary one kept by updates. */
@Injectable()
export class CustomerAddressesService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** The primary address first. */
  async of(tenantId: string, customerId: string): Promise<CustomerAddressView[]> {
    const rows = await this.database.db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.tenantId, tenantId), eq(customerAddresses.customerId, customerId)))
      .orderBy(desc(customerAddresses.isPrimary), asc(customerAddresses.id));
    return rows.map(addressView);
  }

  /** Changes the primary address inside the customer's update, or makes one when it has none. */
  async updatePrimary(tx: Database, customer: CustomerRow, body: UpdateCustomerMessage): Promise<void> {
    const changes = primaryAddressChanges(body);
    if (Object.keys(changes).length === 0) return;
    const [primary] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customer.id), eq(customerAddresses.isPrimary, true)))
      .limit(1);
    if (primary) {
      await tx.update(customerAddresses).set(changes).where(eq(customerAddresses.id, primary.id));
      return;
    }
    const { addressField1, city, postcode, country } = changes;
    if (!addressField1 || !city || !postcode || !country) {
      throw validationException(missingAddressFields(changes));
    }
    await tx.insert(customerAddresses).values({
      tenantId: customer.tenantId,
      customerId: customer.id,
      addressField1,
      addressField2: changes.addressField2 ?? null,
      city,
      county: changes.county ?? null,
      postcode,
      country,
      isPrimary: true,
    });
  }
}
