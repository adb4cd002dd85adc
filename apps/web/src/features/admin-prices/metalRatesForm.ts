import { MAX_METAL_RATE, type MetalRateLineDto, type MetalRateView } from '@atelier/contracts/catalogue';

/** One row of the rates form: a metal in one fineness and the rate typed for it (blank: not set). */
export interface RateRowValue {
  metalId: number;
  karatId: number;
  ratePerGram: string;
}

export interface MetalRatesValues {
  rates: RateRowValue[];
}

export function metalRatesValues(rates: readonly MetalRateView[]): MetalRatesValues {
  return {
    rates: rates.map((rate) => ({
      metalId: rate.metalId,
      karatId: rate.karatId,
      ratePerGram: rate.ratePerGram === null ? '' : rate.ratePerGram.toFixed(2),
    })),
  };
}

const RATE = /^\d+(\.\d{1,2})?$/;

/**
 * What is wrong with a typed rate, as a locale key (prices.metalRates.errors.*), or null. Blank is
 * allowed only where no rate was set: a rate once set cannot be taken away, only changed.
 */
export function rateProblem(text: string, wasSet: boolean): 'required' | 'number' | 'range' | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return wasSet ? 'required' : null;
  if (!RATE.test(value)) return 'number';
  const rate = Number(value);
  return rate < 0.01 || rate > MAX_METAL_RATE ? 'range' : null;
}

/**
 * The lines to send: the rows with a rate typed, and for each line the form row it came from, so
 * that the server's `rates.2.ratePerGram` is shown under the right row.
 */
export function toRateLines(values: MetalRatesValues): { lines: MetalRateLineDto[]; rowOf: number[] } {
  const lines: MetalRateLineDto[] = [];
  const rowOf: number[] = [];
  values.rates.forEach((row, index) => {
    const text = row.ratePerGram.trim().replace(',', '.');
    if (text === '') return;
    lines.push({ metalId: row.metalId, karatId: row.karatId, ratePerGram: Number(text) });
    rowOf.push(index);
  });
  return { lines, rowOf };
}

/** A server field of the sent lines (`rates.1.ratePerGram`) as the form's (`rates.4.ratePerGram`). */
export function formFieldOf(serverField: string, rowOf: readonly number[]): string {
  const match = /^rates\.(\d+)\.(\w+)$/.exec(serverField);
  if (!match) return serverField;
  const row = rowOf[Number(match[1])];
  return row === undefined ? serverField : `rates.${row}.${match[2]}`;
}
