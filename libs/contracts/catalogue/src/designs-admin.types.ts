import type { LanguageCode } from '@atelier/contracts/common';
import type { DesignPricing } from './metal-rates.constants';

/** Languages a design's name and description are kept in besides English. */
export type DesignTextLanguage = Exclude<LanguageCode, 'en'>;

export interface DesignText {
  name: string;
  description: string;
}

export type DesignTexts = Partial<Record<DesignTextLanguage, DesignText>>;

/** One field of a design as it was before a change and after it (values as shown to staff). */
export interface FieldChange {
  field: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
}

export interface AdminDesignFlags {
  newArrival: boolean;
  bestSelling: boolean;
  certified: boolean;
  labGrown: boolean;
  clearance: boolean;
  specialOffer: boolean;
  uniquePiece: boolean;
}

export interface AdminDesignStone {
  stoneId: number;
  shapeId: number;
  role: 'main' | 'side';
  count: number;
  carat: number;
}

export interface AdminDesignVariant {
  id: string;
  sku: string;
  karatId: number;
  shadeId: number;
  qualityId: number;
  totalCarat: number;
  /** Pounds, two decimals. */
  tradePrice: number;
  /** Grams. */
  weight: number;
  stock: number;
  certificateNumber: string | null;
  /** Pounds: added to the metal's value while the design is priced by the metal. */
  stonesValue: number;
  isDefault: boolean;
}

/** Everything the back office's design screen edits, with the version a save must carry back. */
export interface AdminDesign {
  id: string;
  version: number;
  designNumber: string;
  texts: Record<LanguageCode, DesignText>;
  itemId: number;
  mainGroupId: number;
  subGroupIds: number[];
  styleId: number | null;
  settingId: number | null;
  collectionId: number | null;
  stones: AdminDesignStone[];
  metalWeight: number;
  /** Fixed, or by the metal: each variant's weight x the day's rate + the making charge + its stones. */
  pricing: DesignPricing;
  /** Pounds per piece. */
  makingCharge: number;
  flags: AdminDesignFlags;
  variants: AdminDesignVariant[];
  retired: boolean;
  imageKeys: string[];
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

export interface AdminDesignRow {
  id: string;
  designNumber: string;
  name: string;
  item: string;
  mainGroup: string;
  variantCount: number;
  minTradePrice: number | null;
  maxTradePrice: number | null;
  stock: number;
  labGrown: boolean;
  retired: boolean;
  version: number;
  updatedAt: string;
  imageKey: string | null;
}

export interface AdminDesignPage {
  rows: AdminDesignRow[];
  total: number;
  page: number;
  limit: number;
}

export interface DesignAuditEntry {
  version: number;
  action: 'created' | 'updated' | 'retired' | 'restored' | 'repriced' | 'imported';
  userId: string | null;
  at: string;
  changes: FieldChange[];
}

/** A refused save: the design changed since the version the editor loaded. */
export interface DesignConflict {
  currentVersion: number;
  changes: DesignAuditEntry[];
}

/** A save's answer: the design as saved, or the conflict that stopped it (nothing written). */
export type DesignSaveResult =
  { saved: true; design: AdminDesign } | { saved: false; conflict: DesignConflict };

/** SKUs whose price changed, were already that price, or name no variant of the tenant. */
export interface SetPricesResult {
  updated: string[];
  unchanged: string[];
  unknown: string[];
}

/** What became of one design of a bulk upsert; `invalid` lists the reasons by file column. */
export interface UpsertDesignOutcome {
  designNumber: string;
  outcome: 'created' | 'updated' | 'unchanged' | 'invalid';
  issues: Array<{ field: string; key: string; params?: Record<string, string | number> }>;
}

export interface UpsertDesignsResult {
  designs: UpsertDesignOutcome[];
}

export interface BulkPriceResult {
  designs: number;
  variants: number;
}

export interface ImportRowError {
  /** 1-based, counting the header as row 1 (as a spreadsheet shows it). */
  row: number;
  field: string;
  message: string;
}

export interface ImportJobReport {
  errors: ImportRowError[];
  /** More errors than listed were found. */
  truncated: boolean;
  designs: number;
  variants: number;
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportJob {
  id: string;
  format: 'csv' | 'xlsx';
  dryRun: boolean;
  status: 'queued' | 'running' | 'done' | 'failed';
  totalRows: number;
  processedRows: number;
  /** 0 to 100. */
  progress: number;
  report: ImportJobReport | null;
  createdAt: string;
  finishedAt: string | null;
}

/**
 * One page of the export: per design its cells of DESIGN_FILE_DESIGN_COLUMNS once and, per variant, the
 * cells of DESIGN_FILE_VARIANT_COLUMNS; a file row is the design's cells followed by a variant's.
 */
export interface DesignExportPage {
  designs: Array<{ design: string[]; variants: string[][] }>;
  /** Pass back as `after` for the next page; null at the end. */
  next: string | null;
}

/** Payloads of the catalogue's domain events. */
export interface DesignsChangedEvent {
  designIds: string[];
  /** Why: created, updated, repriced, imported, restored. */
  reason: string;
}

export interface DesignRetiredEvent {
  designId: string;
  designNumber: string;
}

export interface VariantStockSetEvent {
  variants: Array<{
    variantId: string;
    sku: string;
    designId: string;
    designNumber: string;
    onHand: number;
    isSpecialOffer: boolean;
  }>;
}
