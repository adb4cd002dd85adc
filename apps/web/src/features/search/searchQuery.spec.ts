import {
  clearFilters,
  countActiveFilters,
  emptySearchQuery,
  facetsKey,
  parseSearchQuery,
  searchKey,
  searchQueryString,
  toggleFilter,
  toSearchRequest,
  withOrigin,
  withPage,
  withRange,
  withSort,
  type SearchQuery,
} from './searchQuery';

const full: SearchQuery = {
  ...emptySearchQuery('lab_grown_products'),
  category: 'rings',
  subCategory: 'rings-by-style',
  style: 'halo',
  q: 'twisted sol',
  sort: 'price_desc',
  page: 3,
  filters: { metal: [1, 2], shade: [2], gemstone: [1], category: [4], style: [7] },
  carat: { min: 0.5, max: 2 },
  price: { min: 100, max: 2500.5 },
  inStock: true,
};

describe('search query ⇄ URL', () => {
  it('serialises every part in a fixed order and reads it back unchanged', () => {
    const text = searchQueryString(full);
    expect(text).toBe(
      '?category=rings&subCategory=rings-by-style&style=halo&q=twisted+sol&sort_by=price_desc' +
        '&metal=1,2&shade=2&gemstone=1&categoryId=4&styleId=7&caratMin=0.5&caratMax=2' +
        '&priceMin=100&priceMax=2500.5&inStock=true&page=3',
    );
    expect(parseSearchQuery('lab_grown_products', text)).toEqual(full);
  });

  it('leaves defaults out: page 1, no sort, no filters', () => {
    expect(searchQueryString(emptySearchQuery())).toBe('');
    expect(searchQueryString({ ...emptySearchQuery(), page: 1, viewAll: true, category: 'rings' })).toBe(
      '?category=rings&viewAll=true',
    );
  });

  it('reads the spec menu parameters, and keeps the menu url_path apart from the id filters', () => {
    const query = parseSearchQuery(
      null,
      '?category=rings&subCategory=rings-best-sellers&sort_by=best_selling&viewAllSubCategory=true&styleId=7',
    );
    expect(query).toMatchObject({
      list: null,
      category: 'rings',
      subCategory: 'rings-best-sellers',
      style: null,
      sort: 'best_selling',
      viewAllSubCategory: true,
      filters: { style: [7] },
    });
  });

  it('drops malformed values instead of sending them', () => {
    const query = parseSearchQuery(
      null,
      '?metal=1,x,-2,1.5,3,3&shade=&page=-1&sort_by=cheapest&caratMin=abc&caratMax=2&priceMin=900&priceMax=100&q=%20%20',
    );
    expect(query.filters).toEqual({ metal: [1, 3] });
    expect(query.page).toBe(1);
    expect(query.sort).toBeNull();
    expect(query.carat).toEqual({ max: 2 });
    // A reversed range is swapped, never sent as min > max (the server refuses it).
    expect(query.price).toEqual({ min: 100, max: 900 });
    expect(query.q).toBeNull();
  });

  it('every change from the panel goes back to page 1; paging keeps the filters', () => {
    const onPage3 = { ...emptySearchQuery(), page: 3 };
    expect(toggleFilter(onPage3, 'metal', 2)).toMatchObject({ page: 1, filters: { metal: [2] } });
    expect(toggleFilter({ ...onPage3, filters: { metal: [1, 2] } }, 'metal', 1).filters).toEqual({
      metal: [2],
    });
    expect(toggleFilter({ ...onPage3, filters: { metal: [2] } }, 'metal', 2).filters).toEqual({});
    expect(withSort(onPage3, 'total_carat')).toMatchObject({ page: 1, sort: 'total_carat' });
    expect(withRange(onPage3, 'carat', { min: 1 })).toMatchObject({ page: 1, carat: { min: 1 } });
    expect(withPage({ ...full, page: 1 }, 4)).toEqual({ ...full, page: 4 });
  });

  it('clears filters but keeps the list, menu selection, text and sort', () => {
    const cleared = clearFilters(full);
    expect(countActiveFilters(full)).toBe(9);
    expect(countActiveFilters(cleared)).toBe(0);
    expect(cleared).toMatchObject({
      list: 'lab_grown_products',
      category: 'rings',
      q: 'twisted sol',
      sort: 'price_desc',
    });
  });
});

describe('search request', () => {
  it('maps the query to the POST /products/search-designs body (page size 50)', () => {
    expect(toSearchRequest(full, 2, true)).toEqual({
      list: 'lab_grown_products',
      category: 'rings',
      subCategory: 'rings-by-style',
      style: 'halo',
      q: 'twisted sol',
      sort_by: 'price_desc',
      page: 3,
      limit: 50,
      facets: true,
      filters: {
        metal: [1, 2],
        shade: [2],
        gemstone: [1],
        category: [4],
        style: [7],
        carat: { min: 0.5, max: 2 },
        price: { min: 100, max: 2500.5 },
        inStock: true,
      },
    });
  });

  it('sends no price filter and no price sort while prices are hidden (status 0)', () => {
    const request = toSearchRequest(full, 0, false);
    expect(request.filters).not.toHaveProperty('price');
    expect(request).not.toHaveProperty('sort_by');
    expect(request.facets).toBe(false);
    expect(toSearchRequest({ ...full, sort: 'newest' }, 0, true).sort_by).toBe('newest');
  });

  it('sends only what is set', () => {
    expect(toSearchRequest(emptySearchQuery('new_arrival'), 1, true)).toEqual({
      list: 'new_arrival',
      page: 1,
      limit: 50,
      facets: true,
    });
  });

  it('keeps the stone origin in the URL and the request, natural (the default) left out', () => {
    const lab = withOrigin({ ...emptySearchQuery('special_offer'), page: 2 }, 'lab_grown');
    expect(lab).toMatchObject({ origin: 'lab_grown', page: 1 });
    expect(searchQueryString(lab)).toBe('?origin=lab_grown');
    expect(parseSearchQuery('special_offer', '?origin=lab_grown')).toEqual(lab);
    expect(toSearchRequest(lab, 2, false).filters).toEqual({ origin: 'lab_grown' });
    expect(countActiveFilters(withOrigin(lab, 'both'))).toBe(1);
    const natural = withOrigin(lab, 'natural');
    expect([natural.origin, searchQueryString(natural)]).toEqual([null, '']);
    expect(toSearchRequest(natural, 2, false).filters).toBeUndefined();
    expect(clearFilters(lab).origin).toBeNull();
    // Unknown values and the lab-grown list (lab grown whatever is asked) carry no origin.
    expect(parseSearchQuery(null, '?origin=synthetic').origin).toBeNull();
    expect(parseSearchQuery(null, '?origin=natural').origin).toBeNull();
    expect(parseSearchQuery('lab_grown_products', '?origin=both').origin).toBeNull();
    expect(toSearchRequest({ ...lab, list: 'lab_grown_products' }, 2, false).filters).toBeUndefined();
  });

  it('keys answers by query and price context; facets stay valid across pages only', () => {
    expect(searchKey(full, '2|c1')).not.toBe(searchKey(full, '1|c1'));
    expect(searchKey(full, '2|c1')).not.toBe(searchKey(withPage(full, 4), '2|c1'));
    expect(facetsKey(full, '2|c1')).toBe(facetsKey(withPage(full, 4), '2|c1'));
    expect(facetsKey(full, '2|c1')).not.toBe(facetsKey(toggleFilter(full, 'metal', 1), '2|c1'));
  });
});
