import { createHash } from 'node:crypto';

/** A small, fast, seeded generator (mulberry32): the same seed always gives the same catalogue. */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.next() * values.length)];
  }

  /** Picks by relative weight. */
  weighted<T>(values: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let roll = this.next() * total;
    for (let i = 0; i < values.length; i += 1) {
      roll -= weights[i] ?? 0;
      if (roll < 0) return values[i];
    }
    return values[values.length - 1];
  }

  /** `count` distinct values, in their original order. */
  some<T>(values: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const wanted = Math.min(count, values.length);
    while (chosen.size < wanted) chosen.add(Math.floor(this.next() * values.length));
    return [...chosen].sort((a, b) => a - b).map((i) => values[i]);
  }
}

/** A seed for one item of a series, so that each design's data does not depend on how many came before. */
export function seedFor(...parts: Array<string | number>): number {
  return createHash('sha1').update(parts.join(':')).digest().readUInt32LE(0);
}

/** A stable UUID (version 4 layout) named by its parts. */
export function stableUuid(...parts: Array<string | number>): string {
  const hex = createHash('sha1').update(parts.join(':')).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
