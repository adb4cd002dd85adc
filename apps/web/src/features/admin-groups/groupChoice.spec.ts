import type { AdminGroup } from '@atelier/contracts/catalogue';
import { groupOptions, parseGroupChoice } from './groupChoice';

const group = (id: number, name: string, main: number | null): AdminGroup => ({
  _id: id,
  name,
  names: {},
  url_path: name.toLowerCase(),
  sort_order: 0,
  active: true,
  main_group_id: main,
  design_count: 0,
});

describe('group choice', () => {
  it('reads a main or a sub group, and nothing else', () => {
    expect(parseGroupChoice('main:3')).toEqual({ mainGroupId: 3 });
    expect(parseGroupChoice('sub:12')).toEqual({ subGroupId: 12 });
    expect(parseGroupChoice('sub:x')).toBeNull();
    expect(parseGroupChoice(null)).toBeNull();
  });

  it('lists each main group before its own sub groups', () => {
    const options = groupOptions(
      [group(1, 'Rings', null), group(2, 'Chains', null)],
      [group(5, 'Curb', 2), group(4, 'Bands', 1)],
    );
    expect(options.map((option) => option.label)).toEqual([
      'Rings',
      'Rings › Bands',
      'Chains',
      'Chains › Curb',
    ]);
    expect(options[1]?.value).toBe('sub:4');
  });
});
