import { LANGUAGE_CODES, loadMessageCatalogue } from '@atelier/contracts/common';
import {
  checkoutIssues,
  checkoutMessages,
  newIdempotencyKey,
  placeOrderBody,
  sameOrderBody,
  summaryBody,
  type CheckoutValues,
} from './checkoutForm';

const valid: CheckoutValues = {
  shippingAddressId: 'primary',
  shippingOption: 'standard',
  postage: '',
  specialInstructions: '',
};

const messages = (changes: Partial<CheckoutValues>) => checkoutMessages({ ...valid, ...changes }, 'en');

describe('postage (spec §5: a number with at most two decimals)', () => {
  it.each(['', '0', '4', '4.5', '4.50', '12.05', '9999.99'])('accepts %p', (postage) => {
    expect(messages({ postage }).postage).toBeUndefined();
  });

  it('refuses a third decimal with the spec’s own message', () => {
    expect(messages({ postage: '4.505' }).postage).toEqual([
      'Postage contain only two digit after Decimal Point',
    ]);
    expect(messages({ postage: '0.001' }).postage).toEqual([
      'Postage contain only two digit after Decimal Point',
    ]);
  });

  it('refuses text, negative amounts and more than 9999.99 (as the server DTO does)', () => {
    expect(messages({ postage: 'four' }).postage).toEqual(['The postage field must be a number.']);
    expect(messages({ postage: '-1' }).postage?.[0]).toMatch(/postage/);
    expect(messages({ postage: '10000' }).postage?.[0]).toMatch(/postage/);
  });
});

describe('special instructions (spec §5: letters, digits, underscore, whitespace and * @ = + ; ( ) , / - & # \' ")', () => {
  it.each([
    'Please deliver before 10am; ring sizes (N, M) as marked #2',
    'Leave with reception & call +44 20 7946 0000 / ask for "Sam"',
    "Customer's name A_B = C * 2 @ shop",
    'Bitte bis Freitag liefern, Größe N',
    'Leverans före klockan tio', // Swedish letters are letters too
    'Two lines\nof text',
  ])('accepts %p', (text) => {
    expect(checkoutIssues({ ...valid, specialInstructions: text }).specialInstructions).toBeUndefined();
  });

  it.each([
    'Deliver <b>fast</b>',
    'Call me!',
    'Price: 5',
    'Cost $5',
    'path\\to',
    'a.b',
    'x % y',
    'ok?',
    '~tilde',
  ])('refuses %p with the server’s message', (text) => {
    expect(messages({ specialInstructions: text }).specialInstructions).toEqual([
      'The special instructions field may only contain letters, digits, underscore, spaces and * @ = + ; ( ) , / - & # \' ".',
    ]);
  });

  it('refuses more than 1000 characters and emoji', () => {
    expect(messages({ specialInstructions: 'a'.repeat(1000) }).specialInstructions).toBeUndefined();
    expect(messages({ specialInstructions: 'a'.repeat(1001) }).specialInstructions?.[0]).toMatch(/1000/);
    expect(messages({ specialInstructions: 'Thanks 😀' }).specialInstructions?.length).toBeGreaterThan(0);
  });

  it('names the field in the page’s language', async () => {
    // The browser loads the server messages of the page's language on demand.
    await Promise.all(LANGUAGE_CODES.map(loadMessageCatalogue));
    expect(checkoutMessages({ ...valid, postage: '1.234' }, 'de').postage?.[0]).toBe(
      'Porto darf nur zwei Nachkommastellen haben',
    );
  });
});

describe('address and shipping option', () => {
  it('are required, and the option is one of standard, express, collect', () => {
    expect(messages({ shippingAddressId: '' }).shippingAddressId).toEqual([
      'The shipping address field is required.',
    ]);
    expect(messages({ shippingOption: '' }).shippingOption).toEqual([
      'The shipping option field is required.',
    ]);
    expect(Object.keys(checkoutIssues(valid))).toEqual([]);
  });
});

describe('request bodies', () => {
  it('send the postage as a number and leave empty fields out', () => {
    expect(placeOrderBody(valid)).toEqual({ shippingAddressId: 'primary', shippingOption: 'standard' });
    expect(
      placeOrderBody({
        ...valid,
        shippingOption: 'express',
        postage: '4.50',
        specialInstructions: '  Ring first  ',
      }),
    ).toEqual({
      shippingAddressId: 'primary',
      shippingOption: 'express',
      postage: 4.5,
      specialInstructions: 'Ring first',
    });
    expect(summaryBody({ ...valid, postage: '2' })).toEqual({ shippingOption: 'standard', postage: 2 });
  });

  it('compare order requests field by field', () => {
    const body = placeOrderBody({ ...valid, postage: '4.5' });
    expect(sameOrderBody(body, { ...body })).toBe(true);
    expect(sameOrderBody(body, { ...body, postage: 5 })).toBe(false);
    expect(sameOrderBody(body, { ...body, specialInstructions: 'x' })).toBe(false);
  });

  it('make Idempotency-Keys the server accepts, a new one each time', () => {
    const first = newIdempotencyKey();
    const second = newIdempotencyKey();
    expect(first).toMatch(/^[A-Za-z0-9_\-:.]{1,128}$/);
    expect(first).not.toBe(second);
  });
});
