import type { AdminGroup } from '@atelier/contracts/catalogue';

/** A group as one select value: `main:<id>` or `sub:<id>` (the two levels have separate ids). */
export type GroupTarget = { mainGroupId: number } | { subGroupId: number };

export function parseGroupChoice(value: string | null): GroupTarget | null {
  const match = /^(main|sub):(\d+)$/.exec(value ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'main' ? { mainGroupId: id } : { subGroupId: id };
}

/** Every main group followed by its sub groups ("Rings › Bands"), as select options. */
export function groupOptions(
  main: readonly AdminGroup[],
  sub: readonly AdminGroup[],
): { value: string; label: string }[] {
  return main.flatMap((group) => [
    { value: `main:${group._id}`, label: group.name },
    ...sub
      .filter((child) => child.main_group_id === group._id)
      .map((child) => ({ value: `sub:${child._id}`, label: `${group.name} › ${child.name}` })),
  ]);
}
