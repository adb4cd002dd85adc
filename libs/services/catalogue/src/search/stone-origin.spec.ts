import { stoneOrigin } from './stone-origin';

describe('stoneOrigin', () => {
  it('shows natural designs when nothing asks for lab grown (special offers included)', () => {
    expect(stoneOrigin({ fixedLabGrown: false, qualitiesLabGrown: [] })).toBe('natural');
    expect(stoneOrigin({ fixedLabGrown: false, qualitiesLabGrown: [false] })).toBe('natural');
  });

  it('keeps the lab-grown list to lab-grown designs whatever the filter asks', () => {
    expect(stoneOrigin({ fixedLabGrown: true, qualitiesLabGrown: [] })).toBe('lab_grown');
    expect(stoneOrigin({ fixedLabGrown: true, requested: 'natural', qualitiesLabGrown: [] })).toBe(
      'lab_grown',
    );
  });

  it("follows the buyer's choice of lab grown or both", () => {
    expect(stoneOrigin({ fixedLabGrown: false, requested: 'both', qualitiesLabGrown: [] })).toBe('both');
    expect(stoneOrigin({ fixedLabGrown: false, requested: 'lab_grown', qualitiesLabGrown: [false] })).toBe(
      'lab_grown',
    );
  });

  it('takes a lab-grown quality as asking for lab grown, and mixed qualities as both', () => {
    expect(stoneOrigin({ fixedLabGrown: false, qualitiesLabGrown: [true] })).toBe('lab_grown');
    expect(stoneOrigin({ fixedLabGrown: false, qualitiesLabGrown: [true, false] })).toBe('both');
  });
});
