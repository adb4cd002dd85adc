/** The home category sections (spec §2 labels) and the search-designs routes they open. */
export const HOME_SECTIONS = [
  {
    id: 'gemstone',
    labelKey: 'home.shopByGemstone',
    textKey: 'home.shopByGemstoneText',
    path: '/search-designs/menu?category=gemstones',
  },
  {
    id: 'new',
    labelKey: 'home.newDesigns',
    textKey: 'home.newDesignsText',
    path: '/search-designs/new_arrival',
  },
  {
    id: 'best',
    labelKey: 'home.bestSelling',
    textKey: 'home.bestSellingText',
    path: '/search-designs/menu?sort_by=best_selling',
  },
  {
    id: 'offer',
    labelKey: 'home.specialOffer',
    textKey: 'home.specialOfferText',
    path: '/search-designs/special_offer',
  },
] as const;
