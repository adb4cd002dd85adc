import type { FilterPanelEntry, IdFilter, SearchFacets } from '@atelier/contracts/catalogue';
import { ID_FILTERS } from '@atelier/contracts/catalogue';
import { idOf } from '../search/tags';

/** A configured storefront filter (filter_definitions), as the listings read it. */
export interface FilterRule {
  kind: IdFilter;
  title: string;
  titles: Partial<Record<string, string>>;
  valueIds: number[];
  mainGroupIds: number[];
  subGroupIds: number[];
  sortOrder: number;
  active: boolean;
}

/** The groups a listing is narrowed to (by its menu entry or the buyer's category choice). */
export interface ListingGroups {
  mainGroupIds: readonly number[];
  subGroupIds: readonly number[];
}

/** A rule shows on a listing when active and either mapped to no group or to one the listing is in. */
export function ruleApplies(rule: FilterRule, listing: ListingGroups): boolean {
  if (!rule.active) return false;
  if (rule.mainGroupIds.length === 0 && rule.subGroupIds.length === 0) return true;
  return (
    rule.mainGroupIds.some((id) => listing.mainGroupIds.includes(id)) ||
    rule.subGroupIds.some((id) => listing.subGroupIds.includes(id))
  );
}

/**
 * The facets a listing shows under the tenant's configuration. A rule governs its own filter only: the
 * filter disappears when the rule is inactive or mapped to other groups, and offers only the rule's
 * values when it names some; a filter without a rule shows as before. The panel lists the shown
 * filters that have a rule, in the rule's order, with titles in the caller's language (the others
 * follow with their default titles); it is absent while the tenant has no rule.
 */
export function applyFilterConfig(
  facets: SearchFacets,
  rules: readonly FilterRule[],
  listing: ListingGroups,
  language: string,
): SearchFacets {
  if (rules.length === 0) return facets;
  const result: SearchFacets = { ...facets };
  for (const rule of rules) {
    if (!ID_FILTERS.includes(rule.kind)) continue;
    if (!ruleApplies(rule, listing)) result[rule.kind] = [];
    else if (rule.valueIds.length > 0) {
      result[rule.kind] = facets[rule.kind].filter((value) => rule.valueIds.includes(value._id));
    }
  }
  const panel: FilterPanelEntry[] = rules
    .filter((rule) => ruleApplies(rule, listing))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((rule) => ({ filter: rule.kind, title: rule.titles[language] ?? rule.title }));
  return { ...result, panel };
}

/** The main and sub groups of a listing, from its plan's tag groups (a menu entry's or the buyer's). */
export function listingGroupsOf(
  groups: ReadonlyArray<{ filter: string; tags: readonly number[] }>,
): ListingGroups {
  const ids = (filter: string) => groups.filter((g) => g.filter === filter).flatMap((g) => g.tags.map(idOf));
  return { mainGroupIds: ids('category'), subGroupIds: ids('subGroup') };
}
