import type { AnnouncementView } from '@atelier/contracts/admin';
import type { LanguageCode } from '@atelier/contracts/common';
import { localizedText } from '../content/localized-text';
import type { AnnouncementRow } from '../schema/admin.schema';

export type AnnouncementCandidate = Pick<
  AnnouncementRow,
  'id' | 'text' | 'status' | 'startsAt' | 'endsAt' | 'createdAt'
> &
  Partial<Pick<AnnouncementRow, 'translations'>>;

/** Inside its window: started (or no start) and not yet ended (or no end); the end is exclusive. */
export function isInWindow(row: Pick<AnnouncementRow, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const started = row.startsAt === null || row.startsAt.getTime() <= now.getTime();
  const ended = row.endsAt !== null && row.endsAt.getTime() <= now.getTime();
  return started && !ended;
}

/** The newest visible announcement inside its window, in `language` (else English), or null when none is. */
export function pickCurrentAnnouncement(
  rows: readonly AnnouncementCandidate[],
  now: Date,
  language: LanguageCode = 'en',
): AnnouncementView | null {
  let current: AnnouncementCandidate | null = null;
  for (const row of rows) {
    if (!row.status || !isInWindow(row, now)) continue;
    const newer =
      current === null ||
      row.createdAt.getTime() > current.createdAt.getTime() ||
      (row.createdAt.getTime() === current.createdAt.getTime() && row.id > current.id);
    if (newer) current = row;
  }
  return current
    ? { text: localizedText(current.text, current.translations ?? {}, language), status: current.status }
    : null;
}
