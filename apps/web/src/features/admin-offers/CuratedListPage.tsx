import type { CuratedDesign, CuratedListKind } from '@atelier/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { DesignPicker } from '../admin-images';
import { dropOnSibling, moveSibling } from '../admin-menus';
import { useCuratedListQuery, useFillCuratedListMutation, useSetCuratedListMutation } from './offersAdminApi';
import styles from './CuratedList.module.css';

const TITLE_KEYS = {
  best_selling: 'curated.titles.bestSelling',
  new_arrival: 'curated.titles.newArrival',
} as const satisfies Record<CuratedListKind, string>;

const INTRO_KEYS = {
  best_selling: 'curated.intros.bestSelling',
  new_arrival: 'curated.intros.newArrival',
} as const satisfies Record<CuratedListKind, string>;

/**
 * best-selling-designs and new-arrival-designs: the list's designs in the storefront's order, reordered
 * by drag and drop or the arrows, added by search, removed, or filled from sales (or the newest designs).
 * Every change is saved at once, as on the menus screen.
 */
export function CuratedListPage({ list }: { list: CuratedListKind }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const current = useCuratedListQuery(list);
  const [setList, saving] = useSetCuratedListMutation();
  const [fillList, filling] = useFillCuratedListMutation();
  const [days, setDays] = useState('90');
  const [limit, setLimit] = useState('24');
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const designs = current.data?.designs ?? [];
  const ids = designs.map((design) => design.designId);

  const save = async (designIds: string[]) => {
    try {
      const answer = await setList({ list, designIds }).unwrap();
      feedback.succeeded(answer.message ?? t('curated.saved'));
    } catch (error) {
      feedback.failed(error);
    }
  };

  const fill = async () => {
    try {
      const answer = await fillList({ list, days: Number(days), limit: Number(limit) }).unwrap();
      feedback.succeeded(answer.message ?? t('curated.saved'));
    } catch (error) {
      feedback.failed(error);
    }
  };

  const move = (id: string, delta: -1 | 1) => {
    const next = moveSibling(ids, id, delta);
    if (next) void save(next);
  };

  return (
    <Page title={t(TITLE_KEYS[list])} titleSuffix={t('meta.adminTitle')} intro={t(INTRO_KEYS[list])}>
      <Panel title={list === 'best_selling' ? t('curated.fillFromSales') : t('curated.fillNewest')}>
        <div className={styles.fill}>
          <TextField
            label={t('curated.days')}
            inputMode="numeric"
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
          <TextField
            label={t('curated.limit')}
            inputMode="numeric"
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
          />
          <Button loading={filling.isLoading} onClick={() => void fill()}>
            {t('curated.fill')}
          </Button>
        </div>
      </Panel>
      <Panel title={t('curated.add')}>
        <DesignPicker
          chosen={null}
          onChoose={(id) => {
            if (!ids.includes(id)) void save([...ids, id]);
          }}
        />
      </Panel>
      <Panel title={t('curated.inList', { count: designs.length })}>
        {current.isLoading && <StatusLine>{t('curated.loading')}</StatusLine>}
        {current.isError && <p role="alert">{t('curated.loadFailed')}</p>}
        {current.isSuccess && designs.length === 0 && <StatusLine>{t('curated.empty')}</StatusLine>}
        <ol className={styles.list} aria-label={t(TITLE_KEYS[list])} aria-busy={saving.isLoading}>
          {designs.map((design, index) => (
            <li
              key={design.designId}
              className={[styles.row, over === design.designId ? styles.dropTarget : ''].join(' ')}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', design.designId);
                setDragging(design.designId);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDragOver={(event) => {
                if (!dragging) return;
                event.preventDefault();
                setOver(design.designId);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => {
                if (!dragging) return;
                event.preventDefault();
                setOver(null);
                const next = dropOnSibling(ids, dragging, design.designId);
                setDragging(null);
                if (next) void save(next);
              }}
            >
              <span className={styles.handle} aria-hidden="true">
                ⠿
              </span>
              <span className={styles.place}>{index + 1}</span>
              <Picture design={design} />
              <span className={styles.main}>
                <span className={styles.number}>{design.designNumber}</span>
                <span className={styles.name}>{design.name}</span>
              </span>
              <span className={styles.buttons}>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === 0 || saving.isLoading}
                  aria-label={t('curated.moveUp', { design: design.designNumber })}
                  onClick={() => move(design.designId, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === designs.length - 1 || saving.isLoading}
                  aria-label={t('curated.moveDown', { design: design.designNumber })}
                  onClick={() => move(design.designId, 1)}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={saving.isLoading}
                  aria-label={t('curated.remove', { design: design.designNumber })}
                  onClick={() => void save(ids.filter((id) => id !== design.designId))}
                >
                  {t('curated.removeShort')}
                </Button>
              </span>
            </li>
          ))}
        </ol>
      </Panel>
    </Page>
  );
}

function Picture({ design }: { design: CuratedDesign }) {
  return design.imageUrl ? (
    <img className={styles.picture} src={design.imageUrl} alt="" loading="lazy" width={40} height={40} />
  ) : (
    <span className={styles.picture} aria-hidden="true" />
  );
}
