import { nameBasedUuid, selleaseEventId } from './event-id';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('event ids', () => {
  it('are version 5 UUIDs', () => {
    expect(nameBasedUuid('anything')).toMatch(UUID_V5);
    expect(selleaseEventId('t', 'SE-1')).toMatch(UUID_V5);
  });

  it('are the same for the same message and tenant, and differ otherwise', () => {
    expect(selleaseEventId('t1', 'SE-1')).toBe(selleaseEventId('t1', 'SE-1'));
    expect(selleaseEventId('t1', 'SE-1')).not.toBe(selleaseEventId('t2', 'SE-1'));
    expect(selleaseEventId('t1', 'SE-1')).not.toBe(selleaseEventId('t1', 'SE-2'));
  });
});
