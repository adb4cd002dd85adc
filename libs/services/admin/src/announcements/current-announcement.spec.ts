import { type AnnouncementCandidate, isInWindow, pickCurrentAnnouncement } from './current-announcement';

const NOW = new Date('2026-03-10T12:00:00Z');
const at = (iso: string): Date => new Date(iso);

function announcement(id: string, extra: Partial<AnnouncementCandidate> = {}): AnnouncementCandidate {
  return {
    id,
    text: `Announcement ${id}`,
    status: true,
    startsAt: null,
    endsAt: null,
    createdAt: at('2026-03-01T00:00:00Z'),
    ...extra,
  };
}

describe('isInWindow', () => {
  it('treats a missing start or end as open', () => {
    expect(isInWindow({ startsAt: null, endsAt: null }, NOW)).toBe(true);
  });

  it('includes the start and excludes the end', () => {
    expect(isInWindow({ startsAt: NOW, endsAt: null }, NOW)).toBe(true);
    expect(isInWindow({ startsAt: null, endsAt: NOW }, NOW)).toBe(false);
  });

  it('excludes announcements not yet started or already ended', () => {
    expect(isInWindow({ startsAt: at('2026-03-11T00:00:00Z'), endsAt: null }, NOW)).toBe(false);
    expect(isInWindow({ startsAt: null, endsAt: at('2026-03-09T00:00:00Z') }, NOW)).toBe(false);
    expect(
      isInWindow({ startsAt: at('2026-03-09T00:00:00Z'), endsAt: at('2026-03-11T00:00:00Z') }, NOW),
    ).toBe(true);
  });
});

describe('pickCurrentAnnouncement', () => {
  it('answers null when there is none', () => {
    expect(pickCurrentAnnouncement([], NOW)).toBeNull();
  });

  it('answers text and status of the newest one in its window', () => {
    const current = pickCurrentAnnouncement(
      [
        announcement('old', { createdAt: at('2026-01-01T00:00:00Z') }),
        announcement('new', { createdAt: at('2026-03-05T00:00:00Z') }),
        announcement('middle', { createdAt: at('2026-02-01T00:00:00Z') }),
      ],
      NOW,
    );
    expect(current).toEqual({ text: 'Announcement new', status: true });
  });

  it('skips hidden, expired and future announcements even when newer', () => {
    const current = pickCurrentAnnouncement(
      [
        announcement('live', { createdAt: at('2026-01-01T00:00:00Z') }),
        announcement('hidden', { status: false, createdAt: at('2026-03-09T00:00:00Z') }),
        announcement('expired', {
          endsAt: at('2026-03-10T11:59:59Z'),
          createdAt: at('2026-03-08T00:00:00Z'),
        }),
        announcement('future', {
          startsAt: at('2026-03-10T12:00:01Z'),
          createdAt: at('2026-03-09T00:00:00Z'),
        }),
      ],
      NOW,
    );
    expect(current).toEqual({ text: 'Announcement live', status: true });
  });

  it('answers null when every announcement is hidden or out of its window', () => {
    expect(
      pickCurrentAnnouncement(
        [
          announcement('hidden', { status: false }),
          announcement('future', { startsAt: at('2027-01-01T00:00:00Z') }),
        ],
        NOW,
      ),
    ).toBeNull();
  });

  it('breaks a creation-time tie deterministically', () => {
    const rows = [announcement('a'), announcement('b')];
    expect(pickCurrentAnnouncement(rows, NOW)).toEqual(pickCurrentAnnouncement([...rows].reverse(), NOW));
  });

  it('answers the text in the asked language, English when it has none', () => {
    const rows = [announcement('a', { translations: { sv: 'Meddelande a' } })];
    expect(pickCurrentAnnouncement(rows, NOW, 'sv')).toEqual({ text: 'Meddelande a', status: true });
    expect(pickCurrentAnnouncement(rows, NOW, 'fr')).toEqual({ text: 'Announcement a', status: true });
  });
});
