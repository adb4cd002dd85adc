import type { AdminMenuNode } from '@atelier/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { dropOnSibling, moveSibling } from './menuTree';
import styles from './MenuTree.module.css';

/** The deepest level that may hold entries: top items (0) hold submenus (1), which hold entries (2). */
const MAX_DEPTH = 2;

export interface MenuTreeActions {
  /** The siblings under `parentId` (null: the top items) in their new order. */
  onReorder: (parentId: string | null, ids: string[]) => void;
  onAdd: (parent: AdminMenuNode) => void;
  onEdit: (node: AdminMenuNode) => void;
  onDelete: (node: AdminMenuNode) => void;
}

interface Dragging {
  id: string;
  parentId: string | null;
}

/** The mega-menu as a nested list; siblings reorder by drag and drop or by the up/down buttons. */
export function MenuTree({ nodes, actions }: { nodes: readonly AdminMenuNode[]; actions: MenuTreeActions }) {
  const [dragging, setDragging] = useState<Dragging | null>(null);
  return (
    <Level
      nodes={nodes}
      parentId={null}
      depth={0}
      actions={actions}
      dragging={dragging}
      setDragging={setDragging}
    />
  );
}

function Level({
  nodes,
  parentId,
  depth,
  actions,
  dragging,
  setDragging,
}: {
  nodes: readonly AdminMenuNode[];
  parentId: string | null;
  depth: number;
  actions: MenuTreeActions;
  dragging: Dragging | null;
  setDragging: (value: Dragging | null) => void;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState<string | null>(null);
  // A whole menu is hundreds of entries: each item's entries open on demand.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const ids = nodes.map((node) => node._id);
  const sameLevel = dragging !== null && dragging.parentId === parentId;

  const move = (id: string, delta: -1 | 1) => {
    const next = moveSibling(ids, id, delta);
    if (next) actions.onReorder(parentId, next);
  };

  return (
    <ul className={depth === 0 ? styles.tree : styles.children}>
      {nodes.map((node, index) => (
        <li key={node._id}>
          <div
            className={[styles.row, over === node._id && sameLevel ? styles.dropTarget : ''].join(' ')}
            draggable
            data-testid={`menu-row-${node.url_path}`}
            onDragStart={(event) => {
              event.stopPropagation();
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', node._id);
              setDragging({ id: node._id, parentId });
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            onDragOver={(event) => {
              // Only siblings accept a drop: the server's order call takes one parent's entries.
              if (!sameLevel) return;
              event.preventDefault();
              setOver(node._id);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(event) => {
              if (!dragging || !sameLevel) return;
              event.preventDefault();
              event.stopPropagation();
              setOver(null);
              const next = dropOnSibling(ids, dragging.id, node._id);
              setDragging(null);
              if (next) actions.onReorder(parentId, next);
            }}
          >
            <span
              className={styles.handle}
              aria-hidden="true"
              title={t('menus.menus.dragHandle', { name: node.title })}
            >
              ⠿
            </span>
            <div className={styles.main}>
              <span className={styles.title}>
                <span>{node.title}</span>
                {node.is_new && <Badge tone="warning">{t('menus.menus.newBadge')}</Badge>}
                {node.is_submenu1_clickable && <Badge>{t('menus.menus.clickable')}</Badge>}
                {node.is_style && <Badge>{t('menus.menus.style')}</Badge>}
              </span>
              <span className={styles.meta}>
                /{node.url_path}
                {node.sort_by &&
                  ` · ${t('menus.menus.sortBy')}: ${t(`listing.sorts.${node.sort_by}` as 'listing.sorts.newest')}`}
                {Object.entries(node.titles).map(([language, title]) => ` · ${language}: ${title}`)}
              </span>
            </div>
            <div className={styles.buttons}>
              {node.menu.length > 0 && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-expanded={open.has(node._id)}
                  aria-label={t('menus.menus.entries', { name: node.title, count: node.menu.length })}
                  onClick={() => toggle(node._id)}
                >
                  {open.has(node._id) ? '▾' : '▸'} {node.menu.length}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                disabled={index === 0}
                aria-label={t('menus.menus.moveUp', { name: node.title })}
                onClick={() => move(node._id, -1)}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={index === nodes.length - 1}
                aria-label={t('menus.menus.moveDown', { name: node.title })}
                onClick={() => move(node._id, 1)}
              >
                ↓
              </Button>
              {depth < MAX_DEPTH && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('menus.menus.addChild', { name: node.title })}
                  onClick={() => actions.onAdd(node)}
                >
                  +
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('menus.common.edit')} ${node.title}`}
                onClick={() => actions.onEdit(node)}
              >
                {t('menus.common.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('menus.common.delete')} ${node.title}`}
                onClick={() => actions.onDelete(node)}
              >
                {t('menus.common.delete')}
              </Button>
            </div>
          </div>
          {node.menu.length > 0 && open.has(node._id) && (
            <Level
              nodes={node.menu}
              parentId={node._id}
              depth={depth + 1}
              actions={actions}
              dragging={dragging}
              setDragging={setDragging}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
