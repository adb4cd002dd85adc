import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { facetRequests } from './search.service';
import { planFixture } from './plan.fixture';
import type { SearchPlan } from './search-plan';
import { cardQuery, facetQuery, needsVariantCheck, pageQuery, rangeQuery, scopeOf } from './search-sql';
import { flagTag, naturalScope, tagOf } from './tags';
import { buildTextQuery } from './text-query';

const dialect = new PgDialect();
const render = (query: SQL) => dialect.sqlToQuery(query);

const base: SearchPlan = planFixture({ tenantId: '00000000-0000-4000-8000-000000000001', page: 2 });
const rings = { filter: 'category' as const, tags: [tagOf('category', 1)], user: false };
const karat18 = { filter: 'karat' as const, tags: [tagOf('karat', 3)], user: true };
const whiteOrRose = { filter: 'shade' as const, tags: [tagOf('shade', 2), tagOf('shade', 3)], user: true };

describe('search SQL', () => {
  it('leaves lab-grown designs out of a natural listing, whose counts are precomputed as well', () => {
    const natural = { ...base, groups: [rings], without: [flagTag('lab_grown')] };
    expect(render(pageQuery(natural)).sql).toContain('NOT (ds.tags && ');
    expect(scopeOf(natural)).toBe(naturalScope(tagOf('category', 1)));
    expect(scopeOf({ ...base, without: [flagTag('lab_grown')] })).toBe(naturalScope(0));
    expect(render(facetQuery(natural, [{ facet: 'base' }])).sql).toContain(
      `fc.scope_tag = ${naturalScope(tagOf('category', 1))}`,
    );
    expect(render(rangeQuery(natural)).sql).toContain('FROM catalogue.facet_scopes');
    // Any other exclusion, or a narrower natural listing, is counted live.
    expect(scopeOf({ ...base, groups: [rings], without: [flagTag('clearance')] })).toBeNull();
    expect(scopeOf({ ...natural, groups: [rings, karat18] })).toBeNull();
  });

  it('keeps natural scopes apart from every tag and from the whole scopes', () => {
    expect(naturalScope(0)).toBe(-1);
    expect(naturalScope(tagOf('category', 1))).toBeLessThan(0);
    expect(naturalScope(tagOf('category', 1))).not.toBe(naturalScope(tagOf('category', 2)));
  });

  it('filters single tags with one @> and any-of groups with &&, pages with LIMIT and OFFSET', () => {
    const { sql, params } = render(pageQuery({ ...base, groups: [rings, karat18, whiteOrRose] }));
    expect(sql).toContain('ds.tags @> ARRAY[20000001,60000003]::integer[]');
    expect(sql).toContain('ds.tags && ARRAY[50000002,50000003]::integer[]');
    expect(sql).toContain('ORDER BY ds.newest_at DESC NULLS LAST, ds.design_id LIMIT 50 OFFSET 50');
    expect(params).toEqual([base.tenantId]);
  });

  it('checks two variant properties on one variant, with a per-design probe', () => {
    const plan = { ...base, groups: [rings, karat18, whiteOrRose] };
    expect(needsVariantCheck(plan)).toBe(true);
    expect(needsVariantCheck({ ...base, groups: [rings, karat18] })).toBe(false);
    expect(needsVariantCheck({ ...base, carat: { min: 0.5 } })).toBe(true);
    const { sql } = render(pageQuery(plan));
    expect(sql).toContain(
      '(SELECT true FROM catalogue.variants v WHERE v.design_id = ds.design_id AND v.karat_id = ANY(ARRAY[3]::integer[]) AND v.shade_id = ANY(ARRAY[2,3]::integer[]) LIMIT 1)',
    );
  });

  it('sorts by the matching variants when variant filters apply', () => {
    const { sql } = render(pageQuery({ ...base, sort: 'price_asc', groups: [karat18] }));
    expect(sql).toContain('ORDER BY (SELECT min(v.trade_price) FROM catalogue.variants v WHERE');
    expect(render(pageQuery({ ...base, sort: 'price_desc' })).sql).toContain(
      'ORDER BY ds.min_trade_price DESC, ds.design_id DESC',
    );
  });

  it('turns trade pence into numeric bounds on variants and the design ranges', () => {
    const { sql, params } = render(pageQuery({ ...base, trade: { min: 10050, max: 20000 } }));
    expect(sql).toContain('ds.max_trade_price >= $');
    expect(sql).toContain('v.trade_price <= $');
    expect(params).toContain('100.50');
    expect(params).toContain('200.00');
  });

  it('reads precomputed counts for a whole scope and counts live otherwise', () => {
    expect(scopeOf(base)).toBe(0);
    expect(scopeOf({ ...base, groups: [rings] })).toBe(tagOf('category', 1));
    expect(
      scopeOf({ ...base, groups: [{ filter: 'flag', tags: [flagTag('clearance')], user: false }] }),
    ).toBe(flagTag('clearance'));
    expect(scopeOf({ ...base, groups: [rings, karat18] })).toBeNull();
    expect(scopeOf({ ...base, groups: [rings, karat18] }, { exclude: 'karat' })).toBe(tagOf('category', 1));
    expect(scopeOf({ ...base, groups: [karat18] })).toBeNull();
    expect(render(facetQuery({ ...base, groups: [rings] }, [{ facet: 'base' }])).sql).toContain(
      'FROM catalogue.facet_counts fc WHERE fc.tenant_id = $1 AND fc.scope_tag = 20000001',
    );
    expect(render(rangeQuery({ ...base, groups: [rings] })).sql).toContain('FROM catalogue.facet_scopes');
  });

  it('asks for each selected filter without its own selection, and variant properties on variants', () => {
    const plan = { ...base, groups: [rings, karat18] };
    expect(facetRequests(plan)).toEqual([
      { facet: 'base' },
      { facet: 'karat', namespace: 6, exclude: 'karat', variantFilters: ['karat'] },
      { facet: 'variants', variantFilters: ['metal', 'shade', 'quality'] },
    ]);
    const { sql } = render(facetQuery(plan, facetRequests(plan)));
    expect(sql.match(/UNION ALL/g)).toHaveLength(2);
    // The karat counts leave the karat filter out, so they come from the rings scope's counts.
    expect(sql).toContain('fc.scope_tag = 20000001 AND fc.tag BETWEEN 60000000 AND 69999999');
    expect(sql).toContain('SELECT array_agg(DISTINCT x.tag) AS tags FROM catalogue.variants v');
  });

  it('matches text by full text and, for a design number, by prefix', () => {
    const { sql, params } = render(pageQuery({ ...base, text: buildTextQuery(['r10']), sort: 'relevance' }));
    expect(sql).toContain(
      "(lower(ds.design_number) LIKE 'r10%' OR ds.search_tsv @@ to_tsquery('simple', $2))",
    );
    expect(params[1]).toBe('r10:*');
  });

  it('loads cards with the cheapest matching variant, or the largest when sorted by carat', () => {
    expect(render(cardQuery('t', ['a'], { ...base, groups: [karat18] })).sql).toContain(
      'v.karat_id = ANY(ARRAY[3]::integer[]) ORDER BY v.trade_price, v.sku LIMIT 1',
    );
    expect(render(cardQuery('t', ['a'], { ...base, sort: 'total_carat' })).sql).toContain(
      'ORDER BY v.total_carat DESC, v.trade_price, v.sku LIMIT 1',
    );
  });
});
