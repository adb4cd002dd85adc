import { calibratedCpuSlowdown, medianOf } from '../../bench/lighthouse-calibration';

describe('calibratedCpuSlowdown', () => {
  it('gives the calculator factor at its anchor points', () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBe(4);
    expect(calibratedCpuSlowdown(2000)).toBe(6);
  });

  it('follows the line between anchors, to one decimal', () => {
    expect(calibratedCpuSlowdown(855)).toBe(2.1);
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
  });

  it('refuses a host too slow to stand for the phone', () => {
    expect(() => calibratedCpuSlowdown(100)).toThrow(/too slow/);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/too slow/);
  });
});

describe('medianOf', () => {
  it('takes the middle reading, or the mean of the two middle ones', () => {
    expect(medianOf([900, 700, 1200])).toBe(900);
    expect(medianOf([700, 900, 1000, 1200])).toBe(950);
  });

  it('refuses no readings', () => {
    expect(() => medianOf([])).toThrow(/no readings/);
  });
});
