import type { LookupsData } from '../lookups/lookup-index';

/** A small tenant's lookups for the pure tests of the design rules and the import file. */
const row = (id: number, name: string) => ({ _id: id, name, url_path: name, sort_order: 0 });
export const LOOKUPS: LookupsData = {
  items: [{ ...row(1, 'rings'), hidden: false }],
  mainGroups: [row(10, 'rings'), row(11, 'earrings')],
  subGroups: [
    { ...row(20, 'solitaire'), main_group_id: 10 },
    { ...row(21, 'studs'), main_group_id: 11 },
  ],
  metals: [row(1, 'gold'), row(2, 'platinum')],
  shades: [
    { ...row(1, 'white'), code: 'wg', metal_id: 1 },
    { ...row(2, 'platinum'), code: 'pt', metal_id: 2 },
  ],
  karates: [{ ...row(1, '18k'), purity: 750, metal_id: 1 }],
  qualities: [{ ...row(1, 'gh-si'), lab_grown: false }],
  stoneGroups: [],
  stones: [
    { _id: 1, stone_name: 'Diamond', url_path: 'diamond', sort_order: 0, colour: '#fff', group_id: 1 },
  ],
  shapes: [row(1, 'round')],
  attributes: [{ ...row(30, 'classic'), kind: 'style' }],
  currencies: [],
};
