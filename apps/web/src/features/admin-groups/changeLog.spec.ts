import { loggedFieldChanges, shownValue } from './changeLog';

describe('the catalogue change log as staff read it', () => {
  it('lists only the fields whose value changed, before and after', () => {
    expect(
      loggedFieldChanges({
        before: { name: 'Rings', sortOrder: 1, active: true },
        after: { name: 'Ringar', sortOrder: 1, active: false },
      }),
    ).toEqual([
      { field: 'name', before: 'Rings', after: 'Ringar' },
      { field: 'active', before: 'true', after: 'false' },
    ]);
  });

  it('shows a created entity with every field it was given, and a deleted one with what it had', () => {
    expect(loggedFieldChanges({ before: null, after: { name: 'Bangles' } })).toEqual([
      { field: 'name', before: '—', after: 'Bangles' },
    ]);
    expect(loggedFieldChanges({ before: { name: 'Old' }, after: null })).toEqual([
      { field: 'name', before: 'Old', after: '—' },
    ]);
  });

  it('writes lists and objects as JSON so a picture order or a group list can be compared', () => {
    expect(shownValue([3, 4])).toBe('[3,4]');
    expect(shownValue({ key: 'a', main: true })).toBe('{"key":"a","main":true}');
    expect(shownValue(null)).toBe('—');
  });
});
