/**
 * Metal-rate prices (issue 15): a design is priced fixed (staff set each variant's trade price) or by
 * the metal (the variant's weight x the day's rate per gram of its metal and fineness, plus the
 * design's making charge and the variant's stones). Fixed is the default and stays fixed.
 */
export const DESIGN_PRICINGS = ['fixed', 'metal'] as const;
export type DesignPricing = (typeof DESIGN_PRICINGS)[number];

/** Who set a rate: staff in the back office or Sellease (the ERP). */
export const METAL_RATE_SOURCES = ['back_office', 'sellease'] as const;
export type MetalRateSource = (typeof METAL_RATE_SOURCES)[number];

/** Pounds per gram: more than nothing, at most this. */
export const MAX_METAL_RATE = 100_000;
/** Rates one call may set (every metal in every fineness fits many times over). */
export const MAX_METAL_RATE_LINES = 200;
/** Pounds per piece. */
export const MAX_MAKING_CHARGE = 1_000_000;
