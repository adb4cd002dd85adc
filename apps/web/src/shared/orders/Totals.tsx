import type { CartTotals } from '@atelier/contracts/orders';
import { useTranslation } from 'react-i18next';
import { hasAmount, Money } from './Money';

export interface TotalsRow {
  label: string;
  value: number | null | undefined;
  strong?: boolean;
}

/** A column of totals; only the amounts the server sent are shown (none at price status 0). */
export function TotalsList({ rows, label }: { rows: TotalsRow[]; label: string }) {
  const shown = rows.filter((row) => hasAmount(row.value));
  if (shown.length === 0) return null;
  return (
    <div className="totals" role="group" aria-label={label}>
      <dl className="totals__list">
        {shown.map((row) => (
          <div key={row.label} className={`totals__row${row.strong ? ' totals__row--strong' : ''}`}>
            <dt>{row.label}</dt>
            <dd>
              <Money value={row.value} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The cart's totals: status 2 the net total and engraving; status 1 the RRP total only. */
export function CartTotalsList({ totals, rrp }: { totals: CartTotals; rrp: boolean }) {
  const { t } = useTranslation();
  return (
    <TotalsList
      label={t('orders.totals.label')}
      rows={[
        { label: t('orders.totals.netTotal'), value: totals.net_total },
        { label: t('orders.totals.engraving'), value: totals.total_engraving_cost },
        {
          label: rrp ? t('orders.totals.rrpTotal') : t('orders.totals.itemsTotal'),
          value: totals.total_price,
          strong: true,
        },
      ]}
    />
  );
}
