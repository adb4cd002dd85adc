import { LANGUAGE_CODES } from '@atelier/contracts/common';
import { approReminderText, displayDueDate } from './appro-reminder-mail';

const params = {
  name: 'Ann',
  company: 'Goldsmiths',
  approNumber: 'APP00012',
  dueDate: '15/05/2026',
  pieces: 2,
} as const;

describe('appro reminder mail', () => {
  it('is written in every storefront language, with the number, date and link', () => {
    for (const language of LANGUAGE_CODES) {
      const before = approReminderText(language, { ...params, kind: 'before' });
      expect(before.subject).toContain('APP00012');
      expect(before.subject).toContain('15/05/2026');
      expect(before.paragraphs).toContain('{link}');
      const due = approReminderText(language, { ...params, kind: 'due' });
      expect(due.subject).not.toContain('15/05/2026');
    }
  });

  it('shows the due day as the storefront does', () => {
    expect(displayDueDate('2026-05-15')).toBe('15/05/2026');
  });
});
