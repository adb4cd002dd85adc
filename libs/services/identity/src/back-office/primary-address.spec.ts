import { missingAddressFields, primaryAddressChanges } from './primary-address';

describe('primaryAddressChanges', () => {
  it('changes nothing when no address field is given', () => {
    expect(primaryAddressChanges({})).toEqual({});
  });

  it('trims required fields, puts the post code in capitals and ignores blank required fields', () => {
    expect(
      primaryAddressChanges({
        addressLine1: ' 1 High St ',
        city: '   ',
        postCode: 'sw1a 1aa ',
        country: 'UK',
      }),
    ).toEqual({ addressField1: '1 High St', postcode: 'SW1A 1AA', country: 'UK' });
  });

  it('clears an optional field given empty', () => {
    expect(primaryAddressChanges({ addressLine2: ' ', county: 'Kent' })).toEqual({
      addressField2: null,
      county: 'Kent',
    });
  });
});

describe('missingAddressFields', () => {
  it('names each required field a new primary address lacks', () => {
    expect(missingAddressFields({ addressField1: '1 High St', county: 'Kent' })).toEqual({
      city: [{ key: 'validation.required' }],
      postCode: [{ key: 'validation.required' }],
      country: [{ key: 'validation.required' }],
    });
  });

  it('finds nothing missing in a complete address', () => {
    expect(
      missingAddressFields({
        addressField1: '1 High St',
        city: 'London',
        postcode: 'SW1A 1AA',
        country: 'UK',
      }),
    ).toEqual({});
  });
});
