import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { AdminPermission } from '../../api/types';
import { useLocalize } from '../../i18n/useLocalize';
import { holdsPermission } from '../admin-menu/adminMenuItems';

/** The back-office screens of issue 11 for pictures (permission `images`) and groups (permission `designs`). */
export const CATALOGUE_ADMIN_MENU = [
  {
    permission: 'images',
    label: 'images',
    items: [
      { path: '/Admin/add-images', label: 'addImages' },
      { path: '/Admin/upload-images', label: 'uploadImages' },
      { path: '/Admin/edit-images', label: 'editImages' },
    ],
  },
  {
    permission: 'designs',
    label: 'groups',
    items: [
      { path: '/Admin/manage-group', label: 'manageGroup' },
      { path: '/Admin/lookup-names', label: 'lookupNames' },
      { path: '/Admin/mapped-design', label: 'mappedDesign' },
      { path: '/Admin/unassigned-design', label: 'unassignedDesign' },
      { path: '/Admin/map-similar-designs', label: 'mapSimilar' },
      { path: '/Admin/collection-designs', label: 'collectionDesigns' },
      { path: '/Admin/catalogue-change-log', label: 'changeLog' },
      { path: '/Admin/best-selling-designs', label: 'bestSelling' },
      { path: '/Admin/new-arrival-designs', label: 'newArrivals' },
    ],
  },
  {
    permission: 'offers',
    label: 'offers',
    items: [
      { path: '/Admin/upload-special-offer', label: 'specialOffer' },
      { path: '/Admin/upload-lab-grown-special-offer', label: 'labGrownOffer' },
      { path: '/Admin/upload-clearance-offer', label: 'clearanceOffer' },
    ],
  },
] as const;

export function CatalogueAdminMenu({ permissions }: { permissions: readonly AdminPermission[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return CATALOGUE_ADMIN_MENU.filter((group) => holdsPermission(permissions, group.permission)).map(
    (group) => (
      <div key={group.label} className="admin-menu__group">
        <p className="admin-menu__heading">{t(`catalogueAdmin.menu.${group.label}`)}</p>
        <ul className="admin-menu__list">
          {group.items.map((item) => (
            <li key={item.path}>
              <NavLink className="admin-menu__link" to={localize(item.path)}>
                {t(`catalogueAdmin.menu.${item.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    ),
  );
}
