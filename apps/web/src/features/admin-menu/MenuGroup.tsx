import { NavLink } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';

/** One headed group of back-office links; features add theirs without knowing the menu's styling. */
export function MenuGroup({
  heading,
  items,
}: {
  heading: string;
  items: readonly { path: string; label: string }[];
}) {
  const localize = useLocalize();
  return (
    <div className="admin-menu__group">
      <p className="admin-menu__heading">{heading}</p>
      <ul className="admin-menu__list">
        {items.map((item) => (
          <li key={item.path}>
            <NavLink className="admin-menu__link" to={localize(item.path)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
