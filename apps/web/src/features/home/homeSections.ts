import type { SearchDesignsRequest } from '../../api/types';

export type HomeRowId = 'new' | 'best' | 'offer';

/** Designs per home row (one row of cards on desktop). */
export const HOME_ROW_LIMIT = 4;

/** The home page's design rows (spec §2 labels), what each asks the search for and its "View all" page. */
export const HOME_ROWS: readonly {
  id: HomeRowId;
  labelKey: 'home.newDesigns' | 'home.bestSelling' | 'home.specialOffer';
  textKey: 'home.newDesignsText' | 'home.bestSellingText' | 'home.specialOfferText';
  request: SearchDesignsRequest;
  path: string;
}[] = [
  {
    id: 'new',
    labelKey: 'home.newDesigns',
    textKey: 'home.newDesignsText',
    request: { list: 'new_arrival', sort_by: 'newest' },
    path: '/search-designs/new_arrival',
  },
  {
    id: 'best',
    labelKey: 'home.bestSelling',
    textKey: 'home.bestSellingText',
    request: { sort_by: 'best_selling' },
    path: '/search-designs/menu?sort_by=best_selling',
  },
  {
    id: 'offer',
    labelKey: 'home.specialOffer',
    textKey: 'home.specialOfferText',
    request: { list: 'special_offer' },
    path: '/search-designs/special_offer',
  },
];

/** A gemstone's listing ("Shop By GemStone"): every design with that stone. */
export function gemstonePath(stoneId: number): string {
  return `/search-designs/menu?gemstone=${stoneId}`;
}
