import type { DesignPricing, MetalRateLineDto } from '@atelier/contracts/catalogue';
import type { FieldIssue } from '@atelier/contracts/common';
import { toCents } from './price-math';

/** What a metal-priced variant's trade price is made of (pounds, grams). */
export interface MetalPriceInputs {
  weightGrams: number | string;
  ratePerGram: number | string;
  makingCharge: number | string;
  stonesValue: number | string;
}

/** Grams to hundredths of a gram: the weight is kept to two decimals. */
function centigrams(grams: number | string): number {
  return Math.round(Number(grams) * 100);
}

/**
 * The metal's value in pence: weight x rate per gram, rounded half up to the penny. Computed in
 * integers (hundredths of a gram x pence per gram) so 3.45 g at 52.37 is 180.68, not 180.67.
 */
export function metalValueCents(weightGrams: number | string, ratePerGram: number | string): number {
  const product = centigrams(weightGrams) * toCents(ratePerGram);
  return Math.floor((product + 50) / 100);
}

/** A metal-priced variant's trade price in pence: the metal, the making charge and the stones; a penny at least. */
export function metalPriceCents(inputs: MetalPriceInputs): number {
  const cents =
    metalValueCents(inputs.weightGrams, inputs.ratePerGram) +
    toCents(inputs.makingCharge) +
    toCents(inputs.stonesValue);
  return Math.max(1, cents);
}

/**
 * A variant's trade price in pence: a fixed design keeps its own; a metal-priced one follows the rate
 * of its metal and fineness, and keeps its last price while no rate is set for them.
 */
export function tradeCentsOf(
  pricing: DesignPricing,
  storedCents: number,
  inputs: Omit<MetalPriceInputs, 'ratePerGram'>,
  ratePerGram: number | string | null | undefined,
): number {
  if (pricing !== 'metal' || ratePerGram === null || ratePerGram === undefined) return storedCents;
  return metalPriceCents({ ...inputs, ratePerGram });
}

export interface RateChange {
  metalId: number;
  karatId: number;
  /** Pence per gram before; null when no rate was set. */
  oldCents: number | null;
  newCents: number;
}

/** The lines that change a rate (the last line of a fineness wins), against the rates in force in pence. */
export function rateChanges(
  current: ReadonlyMap<number, number>,
  lines: ReadonlyArray<Pick<MetalRateLineDto, 'metalId' | 'karatId' | 'ratePerGram'>>,
): RateChange[] {
  const wanted = new Map<number, RateChange>();
  for (const line of lines) {
    const oldCents = current.get(line.karatId) ?? null;
    wanted.set(line.karatId, {
      metalId: line.metalId,
      karatId: line.karatId,
      oldCents,
      newCents: toCents(line.ratePerGram),
    });
  }
  return [...wanted.values()].filter((change) => change.oldCents !== change.newCents);
}

export interface KaratOfMetal {
  _id: number;
  metal_id: number;
}

/**
 * Each line names a metal of the tenant and a fineness of that metal. Field paths are the request's
 * (`rates.0.metalId`), so the answer names the field that is wrong.
 */
export function checkRateLines(
  lines: ReadonlyArray<Pick<MetalRateLineDto, 'metalId' | 'karatId'>>,
  metalIds: ReadonlySet<number>,
  karates: readonly KaratOfMetal[],
): Record<string, FieldIssue[]> {
  const issues: Record<string, FieldIssue[]> = {};
  lines.forEach((line, i) => {
    if (!metalIds.has(line.metalId)) {
      issues[`rates.${i}.metalId`] = [
        { key: 'catalogue.validation.unknownValue', params: { value: line.metalId } },
      ];
      return;
    }
    const karat = karates.find((row) => row._id === line.karatId);
    if (!karat) {
      issues[`rates.${i}.karatId`] = [
        { key: 'catalogue.validation.unknownValue', params: { value: line.karatId } },
      ];
    } else if (karat.metal_id !== line.metalId) {
      issues[`rates.${i}.karatId`] = [{ key: 'catalogue.validation.karatOfMetal' }];
    }
  });
  return issues;
}
