import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavigationType, useLocation, useNavigationType, useParams } from 'react-router-dom';
import { isDesignList, PRICE_SORTS, SORT_OPTIONS } from '../../api/catalogue';
import type { DesignList, SortOption } from '@atelier/contracts/catalogue';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { selectCatalogueAccess, selectPriceContextKey } from '../../shared/catalogue/catalogueSelectors';
import { DesignCardItem } from '../../shared/catalogue/DesignCardItem';
import { LoginPrompt } from '../../shared/catalogue/LoginPrompt';
import { NotFoundPage } from '../../app/errors/NotFoundPage';
import { DataLayerGate } from '../../app/DataLayerGate';
import { isApiFailure } from '../../api/baseApi';
import { selectMenuItems } from '../menu';
import { selectPriceStatus } from '../../app/session/sessionSelectors';
import { buildFilterGroups, valueName } from './filterGroups';
import { ActiveFilters, FilterPanel } from './FilterPanel';
import { menuTrail } from './listingTitle';
import { Pagination } from './Pagination';
import {
  countActiveFilters,
  isBackToResults,
  parseSearchQuery,
  searchKey,
  searchQueryString,
  withPage,
  withSort,
  type SearchQuery,
} from './searchQuery';
import {
  facetsFor,
  keepListingWhileAway,
  searchApi,
  searchErrorMessage,
  useFilterOptions,
  type Listing,
  type ListingArgs,
} from './searchApi';
import { selectSearchScroll } from './searchSelectors';
import {
  designOpenedFromResults,
  isBackToKeptListing,
  keptListingShown,
  searchPageEntered,
  searchQueryChanged,
} from './searchSlice';
import './search.css';

type ListingRoute = { kind: 'list'; list: DesignList | null } | { kind: 'category'; subMenu: string };

function useListingTitle(query: SearchQuery, route: ListingRoute): { title: string; trail: string[] } {
  const { t } = useTranslation();
  const menu = useAppSelector(selectMenuItems);
  const options = useFilterOptions();
  const trail = menuTrail(menu, query);
  if (query.list) {
    const listTitle = t(`listing.titles.${query.list}`);
    return { title: trail.length > 0 ? `${listTitle} · ${trail[trail.length - 1]}` : listTitle, trail: [] };
  }
  if (trail.length > 0) return { title: trail[trail.length - 1], trail: trail.slice(0, -1) };
  if (route.kind === 'category') return { title: route.subMenu, trail: [] };
  if (query.q) return { title: t('listing.resultsFor', { q: query.q }), trail: [] };
  const gemstones = query.filters.gemstone ?? [];
  if (gemstones.length === 1 && options)
    return { title: valueName(options, 'gemstone', gemstones[0]), trail: [] };
  if (query.sort === 'best_selling') return { title: t('listing.bestSelling'), trail: [] };
  return { title: t('listing.allDesigns'), trail: [] };
}

function SortSelect({
  value,
  hasText,
  pricesShown,
  onChange,
}: {
  value: SortOption;
  hasText: boolean;
  pricesShown: boolean;
  onChange: (sort: SortOption) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const choices = SORT_OPTIONS.filter(
    (option) => (option !== 'relevance' || hasText) && (pricesShown || !PRICE_SORTS.includes(option)),
  );
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('listing.sortBy')}</label>
      <select
        id={id}
        className="select"
        value={choices.includes(value) ? value : choices[0]}
        onChange={(event) => {
          const next = SORT_OPTIONS.find((option) => option === event.target.value);
          if (next) onChange(next);
        }}
      >
        {choices.map((option) => (
          <option key={option} value={option}>
            {t(`listing.sorts.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The listing itself once products may be shown. */
function Listing({ query, route }: { query: SearchQuery; route: ListingRoute }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const location = useLocation();
  const { pathname } = location;
  const navigationType = useNavigationType();
  const returning = navigationType === NavigationType.Pop || isBackToResults(location.state);
  const priceContext = useAppSelector(selectPriceContextKey);
  const priceStatus = useAppSelector(selectPriceStatus);
  // Spec §8: options that fail to load leave the panel without them; the listing still works.
  const options = useFilterOptions();
  const scroll = useAppSelector(selectSearchScroll);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // What the panel shows between a click and the URL catching up (the router navigates asynchronously).
  const [optimistic, setOptimistic] = useState<{ from: string; query: SearchQuery } | null>(null);
  const panelId = useId();
  const resultsTitleId = useId();

  const key = searchKey(query, priceContext);
  const { title, trail } = useListingTitle(query, route);
  // The answer last shown (this listing's or, while it loads, the previous one's), dimmed until replaced.
  const [lastShown, setLastShown] = useState<Listing | undefined>(undefined);
  const asked: ListingArgs = {
    query,
    priceStatus,
    priceContext,
    facets: facetsFor(lastShown, query, priceContext),
  };
  // Fixed per listing: the facets lent when it was entered, not the ones its own answer brings later (the
  // hook would take changed arguments for another request).
  const [args, setArgs] = useState(asked);
  if (searchKey(args.query, args.priceContext) !== key) setArgs(asked);
  // Back from a design to the listing it was opened from: the kept answer as it was, no new request.
  const backToKept = isBackToKeptListing(scroll, { key, returning });
  const {
    currentData: current,
    data: latest,
    isFetching,
    isError,
    error: failure,
  } = searchApi.useSearchDesignsQuery(args, { refetchOnMountOrArgChange: !backToKept });

  useEffect(() => {
    dispatch(searchPageEntered({ key, returning }));
  }, [dispatch, key, returning]);
  useEffect(() => {
    // After a failure the next listing loads under a spinner, not under answers from before it.
    if (isError) setLastShown(undefined);
    else if (current) setLastShown(current);
  }, [current, isError]);
  useEffect(() => {
    if (current && scroll.backNavigation && scroll.key === key) dispatch(keptListingShown());
  }, [dispatch, current, scroll, key]);

  // The panel keeps the last counts it had until new ones arrive.
  const facets = latest?.facets ?? null;
  const urlQuery = searchQueryString(query);
  const shownQuery = optimistic && optimistic.from === urlQuery ? optimistic.query : query;
  const groups = useMemo(() => buildFilterGroups(options, facets, shownQuery), [options, facets, shownQuery]);
  // On /design-category/{subMenu} the category is the path's; the query string carries the rest.
  const urlOf = (next: SearchQuery) =>
    `${pathname}${searchQueryString(route.kind === 'category' ? { ...next, category: null } : next)}`;
  const change = (next: SearchQuery) => {
    setOptimistic({ from: urlQuery, query: next });
    dispatch(searchQueryChanged({ to: urlOf(next) }));
  };
  const hrefFor = (page: number) => urlOf(withPage(query, page));

  const shown = current ?? (isFetching ? lastShown : undefined);
  const loading = isFetching || !current;
  const pricesShown = priceStatus !== 0;
  const activeCount = countActiveFilters(shownQuery);
  const sortValue: SortOption = shownQuery.sort ?? current?.sort_by ?? (query.q ? 'relevance' : 'newest');

  return (
    <div className="container listing">
      <title>{`${title} | ${t('brand.name')}`}</title>
      <nav className="breadcrumb" aria-label={t('design.breadcrumb')}>
        <ol>
          <li>
            <Link to={localize('/')}>{t('design.home')}</Link>
          </li>
          {trail.map((crumb) => (
            <li key={crumb}>{crumb}</li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <header className="listing__header">
        <h1 className="listing__title">{title}</h1>
        {current && (
          <p className="listing__count" role="status">
            {t('listing.count', { count: current.total })}
          </p>
        )}
      </header>

      <div className="listing__layout">
        <aside className={`filters${filtersOpen ? ' is-open' : ''}`} aria-labelledby={`${panelId}-title`}>
          <div className="filters__head">
            <h2 className="filters__title" id={`${panelId}-title`}>
              {t('listing.filters')}
            </h2>
            <button
              type="button"
              className="button button--outline button--small filters__toggle"
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {t('listing.showFilters')}
              {activeCount > 0 && <span className="filter-group__badge">{activeCount}</span>}
            </button>
          </div>
          <div className="filters__panel" id={panelId}>
            <FilterPanel
              query={shownQuery}
              groups={groups}
              facets={facets}
              showPrice={pricesShown && facets?.price !== undefined && facets.price !== null}
              onChange={change}
            />
          </div>
        </aside>

        <section className="listing__results" aria-labelledby={resultsTitleId}>
          <h2 className="visually-hidden" id={resultsTitleId}>
            {t('listing.results')}
          </h2>
          <div className="listing__toolbar">
            <ActiveFilters query={shownQuery} options={options} onChange={change} />
            <SortSelect
              value={sortValue}
              hasText={query.q !== null}
              pricesShown={pricesShown}
              onChange={(sort) => change(withSort(shownQuery, sort))}
            />
          </div>

          {isError ? (
            <p className="listing__error" role="alert">
              {(isApiFailure(failure) ? searchErrorMessage(failure) : null) ?? t('errors.generic')}
            </p>
          ) : !shown ? (
            <div className="listing__loading" role="status">
              <span className="spinner" aria-hidden="true" />
              <span>{t('listing.loading')}</span>
            </div>
          ) : shown.rows.length === 0 && !loading ? (
            <div className="listing__empty">
              <p className="listing__empty-title">{t('listing.noRecords')}</p>
              {activeCount > 0 && <p>{t('listing.noRecordsHint')}</p>}
            </div>
          ) : (
            <>
              <ul className={`design-grid${loading ? ' is-loading' : ''}`} aria-busy={loading || undefined}>
                {shown.rows.map((design) => (
                  <li key={design.design_id}>
                    <DesignCardItem
                      design={design}
                      onOpen={() => {
                        dispatch(
                          designOpenedFromResults({
                            key,
                            from: `${pathname}${location.search}`,
                            position: window.scrollY,
                          }),
                        );
                        keepListingWhileAway(dispatch, args);
                      }}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={shown.page} pages={shown.pages} hrefFor={hrefFor} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * /search-designs/{list}, /search-designs/menu?category=&subCategory=&style=&sort_by=... and
 * /design-category/{subMenu} (a top menu item by url_path). Filters, sort and page are in the URL.
 */
export function SearchResultsPage({ kind }: { kind: 'list' | 'category' }) {
  const { t } = useTranslation();
  const params = useParams();
  const { search } = useLocation();
  const access = useAppSelector(selectCatalogueAccess);

  const listParam = kind === 'list' ? params.list : undefined;
  const subMenu = kind === 'category' ? params.subMenu : undefined;

  const route = useMemo<ListingRoute | null>(() => {
    if (subMenu) return { kind: 'category', subMenu };
    if (listParam === 'menu') return { kind: 'list', list: null };
    if (isDesignList(listParam)) return { kind: 'list', list: listParam };
    return null;
  }, [listParam, subMenu]);

  const query = useMemo(() => {
    if (!route) return null;
    const parsed = parseSearchQuery(route.kind === 'list' ? route.list : null, search);
    return route.kind === 'category' ? { ...parsed, category: route.subMenu } : parsed;
  }, [route, search]);

  if (!route || !query) return <NotFoundPage />;
  if (access !== 'ready') {
    return (
      <div className="container listing">
        <h1 className="listing__title">{t('catalogue.loginTitle')}</h1>
        <LoginPrompt access={access} />
      </div>
    );
  }
  return (
    <DataLayerGate>
      <Listing query={query} route={route} />
    </DataLayerGate>
  );
}

/** Route components (lazy-loaded by the router). */
export function SearchListPage() {
  return <SearchResultsPage kind="list" />;
}

export function DesignCategoryPage() {
  return <SearchResultsPage kind="category" />;
}
