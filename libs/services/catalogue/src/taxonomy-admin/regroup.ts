/** A design's groups: its main group and its sub groups (within that main group). */
export interface DesignGroups {
  mainGroupId: number;
  subGroupIds: number[];
}

/**
 * A design moved to a main group and, optionally, given a sub group of it. Moving to another main group
 * drops the sub groups of the old one (they belong to it); staying adds the sub group once.
 */
export function regroup(current: DesignGroups, mainGroupId: number, subGroupId?: number): DesignGroups {
  const kept = current.mainGroupId === mainGroupId ? current.subGroupIds : [];
  const subGroupIds = subGroupId === undefined || kept.includes(subGroupId) ? kept : [...kept, subGroupId];
  return { mainGroupId, subGroupIds };
}
