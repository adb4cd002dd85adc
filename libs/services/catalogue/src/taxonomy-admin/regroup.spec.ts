import { regroup } from './regroup';

describe('regroup', () => {
  it('adds a sub group once within the same main group', () => {
    expect(regroup({ mainGroupId: 1, subGroupIds: [4] }, 1, 5)).toEqual({
      mainGroupId: 1,
      subGroupIds: [4, 5],
    });
    expect(regroup({ mainGroupId: 1, subGroupIds: [4] }, 1, 4)).toEqual({ mainGroupId: 1, subGroupIds: [4] });
  });

  it("drops the old main group's sub groups when the design moves", () => {
    expect(regroup({ mainGroupId: 1, subGroupIds: [4] }, 2, 9)).toEqual({ mainGroupId: 2, subGroupIds: [9] });
    expect(regroup({ mainGroupId: 1, subGroupIds: [4] }, 2)).toEqual({ mainGroupId: 2, subGroupIds: [] });
  });
});
