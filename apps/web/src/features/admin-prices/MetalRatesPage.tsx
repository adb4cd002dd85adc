import type { MetalRateChange, MetalRateView } from '@atelier/contracts/catalogue';
import { useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { selectLanguage } from '../../app/language/languageSelectors';
import { useAppSelector } from '../../app/hooks';
import { formatDate } from '../../i18n/formatDate';
import { formatPrice } from '../../shared/catalogue/formatPrice';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { isApiFailure, toFailure } from '../../api/baseApi';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { FieldGrid, FormLayout, Page, Panel, StatusLine } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import {
  formFieldOf,
  metalRatesValues,
  type MetalRatesValues,
  rateProblem,
  toRateLines,
} from './metalRatesForm';
import { useMetalRateHistoryQuery, useMetalRatesQuery, useSetMetalRatesMutation } from './pricesAdminApi';

export const RATE_HISTORY_PAGE_SIZE = 20;
const NO_FILTERS: readonly never[] = [];

/**
 * metal-rates: the day's rate per gram of each metal in each fineness (metal-priced designs follow it at
 * once), and the history of changes: which rate, old and new, who (staff or Sellease) and when.
 */
export function MetalRatesPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useMetalRatesQuery();
  return (
    <Page
      title={t('prices.metalRates.title')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('prices.metalRates.intro')}
    >
      {isLoading && <StatusLine>{t('prices.common.loading')}</StatusLine>}
      {isError && <StatusLine>{t('prices.common.loadFailed')}</StatusLine>}
      {data && data.rates.length === 0 && <StatusLine>{t('prices.metalRates.noMetals')}</StatusLine>}
      {data && data.rates.length > 0 && (
        <RatesForm
          key={data.rates.map((rate) => `${rate.karatId}:${rate.ratePerGram}`).join('|')}
          rates={data.rates}
        />
      )}
      <RateHistory />
    </Page>
  );
}

/** The rows of one metal, in the order the server gives (by fineness). */
function byMetal(
  rates: readonly MetalRateView[],
): Array<{ metal: string; rows: Array<{ rate: MetalRateView; index: number }> }> {
  const groups: Array<{ metal: string; rows: Array<{ rate: MetalRateView; index: number }> }> = [];
  rates.forEach((rate, index) => {
    const last = groups[groups.length - 1];
    if (last && last.metal === rate.metal) last.rows.push({ rate, index });
    else groups.push({ metal: rate.metal, rows: [{ rate, index }] });
  });
  return groups;
}

function RatesForm({ rates }: { rates: readonly MetalRateView[] }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const feedback = useFormFeedback();
  const form = useForm<MetalRatesValues>({ defaultValues: metalRatesValues(rates), mode: 'onTouched' });
  const errors = form.formState.errors;
  const [save, saving] = useSetMetalRatesMutation();
  const groups = useMemo(() => byMetal(rates), [rates]);

  const submit = form.handleSubmit(async (values) => {
    const { lines, rowOf } = toRateLines(values);
    try {
      const answer = await save(lines).unwrap();
      feedback.succeeded(answer.message ?? t('prices.common.saved'));
    } catch (error) {
      // The server names the sent line (rates.1.ratePerGram): shown under the form row it came from.
      const failure = isApiFailure(error) ? error : toFailure(error);
      const mapped = {
        ...failure,
        errors: Object.fromEntries(
          Object.entries(failure.errors ?? {}).map(([field, messages]) => [
            formFieldOf(field, rowOf),
            messages,
          ]),
        ),
      };
      const fields = rates.flatMap((_rate, index): Path<MetalRatesValues>[] => [
        `rates.${index}.ratePerGram`,
        `rates.${index}.metalId`,
        `rates.${index}.karatId`,
      ]);
      feedback.failed(mapped, { fields, setError: form.setError });
    }
  });

  return (
    <FormLayout
      onSubmit={(event) => void submit(event)}
      aria-label={t('prices.metalRates.today')}
      actions={
        <Button type="submit" variant="primary" loading={saving.isLoading}>
          {t('prices.metalRates.save')}
        </Button>
      }
    >
      {groups.map((group) => (
        <FieldGrid key={group.metal} legend={group.metal}>
          {group.rows.map(({ rate, index }) => {
            const rowErrors = errors.rates?.[index];
            return (
              <TextField
                key={rate.karatId}
                label={t('prices.metalRates.rateLabel', { karat: rate.karat, purity: rate.purity })}
                hint={
                  rate.updatedAt
                    ? t('prices.metalRates.setOn', { date: formatDate(rate.updatedAt, language) })
                    : t('prices.metalRates.notSet')
                }
                inputMode="decimal"
                {...form.register(`rates.${index}.ratePerGram`, {
                  validate: (text) => {
                    const problem = rateProblem(text, rate.ratePerGram !== null);
                    return problem === null || t(`prices.metalRates.errors.${problem}`);
                  },
                })}
                error={
                  rowErrors?.ratePerGram?.message ??
                  rowErrors?.metalId?.message ??
                  rowErrors?.karatId?.message
                }
              />
            );
          })}
        </FieldGrid>
      ))}
      <p>{t('prices.metalRates.unit', { example: formatPrice(52.4, language) })}</p>
    </FormLayout>
  );
}

function RateHistory() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const params = useListParams(NO_FILTERS);
  const history = useMetalRateHistoryQuery({ page: params.page, limit: RATE_HISTORY_PAGE_SIZE });
  const columns = useMemo<Column<MetalRateChange>[]>(
    () => [
      {
        id: 'rate',
        header: t('prices.metalRates.history.rate'),
        hideable: false,
        cell: (row) => `${row.metal} ${row.karat}`,
      },
      {
        id: 'change',
        header: t('prices.metalRates.history.change'),
        hideable: false,
        cell: (row) =>
          t('prices.metalRates.history.fromTo', {
            old:
              row.oldRate === null ? t('prices.metalRates.history.none') : formatPrice(row.oldRate, language),
            new: formatPrice(row.newRate, language),
          }),
      },
      {
        id: 'who',
        header: t('prices.metalRates.history.who'),
        cell: (row) =>
          row.source === 'sellease'
            ? t('prices.metalRates.history.sellease')
            : (row.userName ?? t('prices.metalRates.history.staff')),
      },
      {
        id: 'when',
        header: t('prices.metalRates.history.when'),
        cell: (row) => `${formatDate(row.at, language)} ${row.at.slice(11, 16)} UTC`,
      },
    ],
    [t, language],
  );
  return (
    <Panel title={t('prices.metalRates.history.title')}>
      <PagedList
        label={t('prices.metalRates.history.title')}
        params={params}
        total={history.data?.count ?? 0}
        pageSize={RATE_HISTORY_PAGE_SIZE}
        rows={history.data?.rows ?? []}
        columns={columns}
        rowId={(row) => String(row.id)}
        loading={history.isFetching}
        error={history.isError ? t('prices.common.loadFailed') : undefined}
        empty={t('prices.metalRates.history.empty')}
      />
    </Panel>
  );
}
