import type { MetalRateSource } from './metal-rates.constants';

/** A metal in one fineness with its rate now (null: never set, so metal-priced variants of it keep theirs). */
export interface MetalRateView {
  metalId: number;
  metal: string;
  karatId: number;
  karat: string;
  /** Parts per thousand. */
  purity: number;
  /** Pounds per gram. */
  ratePerGram: number | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface MetalRatesView {
  rates: MetalRateView[];
}

export interface MetalRateChange {
  id: number;
  metalId: number;
  metal: string;
  karatId: number;
  karat: string;
  oldRate: number | null;
  newRate: number;
  source: MetalRateSource;
  userId: string | null;
  /** The staff member's name (null for Sellease, or a user since removed). */
  userName: string | null;
  at: string;
}

/** What setting rates did: the rates now, and how many metal-priced variants and designs were repriced. */
export interface MetalRatesApplied extends MetalRatesView {
  changed: number;
  repricedVariants: number;
  repricedDesigns: number;
}

/** catalogue.metal-rates.changed: the finenesses whose rate changed and the designs repriced by it. */
export interface MetalRatesChangedEvent {
  karatIds: number[];
  designIds: string[];
}

/** The rate a metal-priced variant's trade price was computed from (orders keep it on the line). */
export interface VariantMetalPrice {
  /** Pounds per gram. */
  rate_per_gram: number;
  /** Grams. */
  weight: number;
  making_charge: number;
  stones_value: number;
}
