/** Money is whole pence on the server; pounds only at the edges (requests and responses). */

/** Pounds as a request gives them (validated: at most two decimals) to whole pence. */
export function poundsToPence(value: number | string): number {
  return Math.round(Number(value) * 100);
}

export function penceToPounds(pence: number): number {
  return Math.round(pence) / 100;
}

/** VAT on an amount, rounded half up to the penny (basis points: 2000 = 20 %). */
export function vatOf(netPence: number, basisPoints: number): number {
  if (basisPoints <= 0 || netPence <= 0) return 0;
  return Math.floor((netPence * basisPoints + 5000) / 10000);
}

export interface PricedLine {
  unitPence: number;
  /** Pieces charged (ordered, less cancelled). */
  quantity: number;
  engravePencePerPiece: number;
}

export interface Totals {
  netPence: number;
  engravingPence: number;
  carriagePence: number;
  postagePence: number;
  vatPence: number;
  grandPence: number;
  /** Per line: net, its VAT, its engraving (VAT on engraving counts in the order's VAT), net + VAT. */
  lines: Array<{ netPence: number; vatPence: number; engravePence: number; totalPence: number }>;
}

/**
 * An order's totals: VAT per line (and on engraving, carriage and postage) each rounded half up, so
 * the lines' VAT add up to the order's VAT exactly as printed.
 */
export function computeTotals(
  lines: readonly PricedLine[],
  carriagePence: number,
  postagePence: number,
  vatBasisPoints: number,
): Totals {
  const perLine = lines.map((line) => {
    const netPence = line.unitPence * line.quantity;
    const engravePence = line.engravePencePerPiece * line.quantity;
    const vatPence = vatOf(netPence, vatBasisPoints);
    const engraveVat = vatOf(engravePence, vatBasisPoints);
    return { netPence, vatPence, engravePence, engraveVat, totalPence: netPence + vatPence };
  });
  const netPence = perLine.reduce((sum, l) => sum + l.netPence, 0);
  const engravingPence = perLine.reduce((sum, l) => sum + l.engravePence, 0);
  const vatPence =
    perLine.reduce((sum, l) => sum + l.vatPence + l.engraveVat, 0) +
    vatOf(carriagePence, vatBasisPoints) +
    vatOf(postagePence, vatBasisPoints);
  return {
    netPence,
    engravingPence,
    carriagePence,
    postagePence,
    vatPence,
    grandPence: netPence + engravingPence + carriagePence + postagePence + vatPence,
    lines: perLine.map(({ netPence: n, vatPence: v, engravePence: e, totalPence: t }) => ({
      netPence: n,
      vatPence: v,
      engravePence: e,
      totalPence: t,
    })),
  };
}
