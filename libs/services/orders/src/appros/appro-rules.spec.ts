import { addDays, isOverdue, reminderOwed, stockChangeFor } from './appro-rules';

const none = { remindedBeforeAt: null, remindedDueAt: null };

describe('appro rules', () => {
  it('moves calendar days across month ends', () => {
    expect(addDays('2026-03-30', 3)).toBe('2026-04-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('calls an unsettled appro overdue only after its due day', () => {
    expect(isOverdue({ status: 'open', dueDate: '2026-05-10' }, '2026-05-10')).toBe(false);
    expect(isOverdue({ status: 'partially_returned', dueDate: '2026-05-10' }, '2026-05-11')).toBe(true);
    expect(isOverdue({ status: 'closed', dueDate: '2026-05-10' }, '2026-06-01')).toBe(false);
  });

  it('owes the reminder before the due day, then the one on it, each once', () => {
    const appro = { status: 'open', dueDate: '2026-05-10', ...none };
    expect(reminderOwed(appro, '2026-05-06')).toBeNull();
    expect(reminderOwed(appro, '2026-05-07')).toBe('before');
    expect(reminderOwed({ ...appro, remindedBeforeAt: new Date() }, '2026-05-08')).toBeNull();
    expect(reminderOwed({ ...appro, remindedBeforeAt: new Date() }, '2026-05-10')).toBe('due');
    expect(reminderOwed({ ...appro, remindedDueAt: new Date() }, '2026-05-20')).toBeNull();
  });

  it('skips the early reminder of an appro already due, and reminds nothing settled', () => {
    expect(reminderOwed({ status: 'open', dueDate: '2026-05-01', ...none }, '2026-05-10')).toBe('due');
    expect(reminderOwed({ status: 'closed', dueDate: '2026-05-10', ...none }, '2026-05-10')).toBeNull();
  });

  it('releases returned pieces and consumes kept ones, never more than held', () => {
    expect(stockChangeFor(3, 1, 1)).toEqual({ release: 1, consume: 1, held: 1 });
    expect(stockChangeFor(0, 2, 1)).toEqual({ release: 0, consume: 0, held: 0 });
    expect(stockChangeFor(2, 2, 1)).toEqual({ release: 1, consume: 1, held: 0 });
  });
});
