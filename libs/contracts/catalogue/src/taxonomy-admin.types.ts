import type { IdFilter } from './catalogue.constants';

/** Text per language code; a language missing falls back to the plain name or title. */
export type LocalisedTexts = Partial<Record<'en' | 'de' | 'es' | 'fr' | 'no' | 'sv', string>>;

/** A main or sub group as the back office edits it. */
export interface AdminGroup {
  _id: number;
  name: string;
  names: LocalisedTexts;
  url_path: string;
  sort_order: number;
  active: boolean;
  /** Sub groups only: the main group they belong to. */
  main_group_id: number | null;
  /** Designs listed under the group (main group: its designs; sub group: designs carrying it). */
  design_count: number;
}

/** A design in a back-office list (mapping screens): enough to recognise and pick it. */
export interface MappedDesignRow {
  design_id: string;
  design: string;
  name: string;
  main_group_id: number;
  sub_group_ids: number[];
  retired: boolean;
  image_url: string | null;
}

/** What a bulk change did: the designs it changed (ids it did not know are listed, nothing else changes). */
export interface BulkDesignsResult {
  changed: number;
}

export interface AdminCollection {
  _id: number;
  name: string;
  url_path: string;
  sort_order: number;
  design_count: number;
}

/** A storefront filter as configured: which values are offered, and for which groups. */
export interface AdminFilter {
  _id: number;
  kind: IdFilter;
  title: string;
  titles: LocalisedTexts;
  value_ids: number[];
  main_group_ids: number[];
  sub_group_ids: number[];
  sort_order: number;
  active: boolean;
}

/** One recorded change of a catalogue entity. */
export interface ChangeLogEntry {
  id: number;
  entity_type: string;
  entity_id: string;
  action: 'created' | 'updated' | 'deleted';
  user_id: string;
  changed_at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface DeletedResult {
  deleted: true;
}

/** A lookup's English name and its names in the other languages. */
export interface AdminLookupName {
  _id: number;
  name: string;
  names: LocalisedTexts;
}
