import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode, MenuTopItem } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { GuardedLink } from '../../app/auth/GuardedLink';
import { childPath, columnHalves, grandchildPath, shouldSplitColumn, topItemPath } from './menuPaths';
import {
  selectExpandedMenuId,
  selectMenuHoverSuppressed,
  selectMenuItems,
  selectMobileMenuOpen,
} from './menuSelectors';
import { menuLinkClicked, menuPointerLeft, submenuToggled } from './menuSlice';

export const MAIN_MENU_ID = 'main-menu';

function NewBadge() {
  const { t } = useTranslation();
  return <span className="badge-new">{t('header.new')}</span>;
}

function SubmenuColumn({ top, child }: { top: MenuTopItem; child: MenuNode }) {
  const localize = useLocalize();
  const entries = child.menu ?? [];
  const clickable = child.is_submenu1_clickable !== false;
  return (
    <li className="mega__column">
      {clickable ? (
        <GuardedLink className="mega__heading" to={localize(childPath(top, child))}>
          {child.title}
          {child.is_new && <NewBadge />}
        </GuardedLink>
      ) : (
        <span className="mega__heading">
          {child.title}
          {child.is_new && <NewBadge />}
        </span>
      )}
      {entries.length > 0 && (
        <div className={`mega__links-wrap${shouldSplitColumn(entries) ? ' mega__links-wrap--split' : ''}`}>
          {columnHalves(entries).map((half, index) => (
            <ul className="mega__links" key={index}>
              {half.map((entry) => (
                <li key={entry._id}>
                  <GuardedLink to={localize(grandchildPath(top, child, entry))}>
                    {entry.title}
                    {entry.is_new && <NewBadge />}
                  </GuardedLink>
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
    </li>
  );
}

function TopItem({ item, withPanel }: { item: MenuTopItem; withPanel: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const expandedId = useAppSelector(selectExpandedMenuId);
  const children = item.menu ?? [];
  const expanded = expandedId === item._id;
  const panelId = `mega-${item._id}`;

  return (
    <li
      className={`menu__item${children.length > 0 ? ' menu__item--has-children' : ''}${expanded ? ' is-expanded' : ''}`}
    >
      <div className="menu__row">
        <GuardedLink className="menu__link" to={localize(topItemPath(item))}>
          {item.title}
          {item.is_new && <NewBadge />}
        </GuardedLink>
        {children.length > 0 && (
          <button
            type="button"
            className="menu__toggle"
            aria-label={t('header.submenu', { title: item.title })}
            aria-expanded={expanded}
            aria-controls={withPanel ? panelId : undefined}
            onClick={() => dispatch(submenuToggled(item._id))}
          >
            <ChevronDownIcon />
          </button>
        )}
      </div>
      {withPanel && children.length > 0 && (
        <div className="mega" id={panelId}>
          <ul className="mega__columns">
            {children.map((child) => (
              <SubmenuColumn key={child._id} top={item} child={child} />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/**
 * Top menu items from GET /api/menu, children in a dropdown; collapsible on small screens. The dropdowns
 * hold most of the page's elements and nobody sees them before reaching for the menu: they are rendered
 * from the first pointer, touch or focus on it (or an open toggle), which keeps them out of the first
 * load's main-thread work. React renders them within that event, before the hover style applies.
 */
export function MainMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectMenuItems);
  const mobileOpen = useAppSelector(selectMobileMenuOpen);
  const hoverSuppressed = useAppSelector(selectMenuHoverSuppressed);
  const expandedId = useAppSelector(selectExpandedMenuId);
  const [reachedFor, setReachedFor] = useState(false);
  const withPanels = reachedFor || mobileOpen || expandedId !== null;
  const reach = reachedFor ? undefined : () => setReachedFor(true);
  return (
    <nav
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
      className={`menu${mobileOpen ? ' is-open' : ''}${hoverSuppressed ? ' is-hover-suppressed' : ''}`}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) dispatch(menuLinkClicked());
      }}
      onMouseLeave={hoverSuppressed ? () => dispatch(menuPointerLeft()) : undefined}
      id={MAIN_MENU_ID}
      aria-label={t('header.mainNavigation')}
    >
      <ul className="menu__list container">
        {items.map((item) => (
          <TopItem key={item._id} item={item} withPanel={withPanels} />
        ))}
      </ul>
    </nav>
  );
}
