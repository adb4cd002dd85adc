import type { StoneOrigin } from '@atelier/contracts/catalogue';

/**
 * Which stones a listing shows. Natural and lab-grown designs are never mixed unless the buyer asks for
 * both: a lab-grown list or menu entry shows only lab-grown designs; otherwise the buyer's own choice
 * holds; without one, chosen qualities decide (a lab-grown quality implies lab grown, lab-grown and
 * natural qualities together mean both); every other listing, special offers included, is natural.
 */
export function stoneOrigin(input: {
  /** The list or menu entry is the lab-grown one. */
  fixedLabGrown: boolean;
  requested?: StoneOrigin;
  /** The lab-grown mark of each quality the buyer filters on. */
  qualitiesLabGrown: readonly boolean[];
}): StoneOrigin {
  if (input.fixedLabGrown) return 'lab_grown';
  if (input.requested) return input.requested;
  const lab = input.qualitiesLabGrown.some((labGrown) => labGrown);
  const natural = input.qualitiesLabGrown.some((labGrown) => !labGrown);
  if (lab && natural) return 'both';
  return lab ? 'lab_grown' : 'natural';
}
