import { DESIGN_PRICINGS, type FilterOptions, type SaveDesignDto } from '@atelier/contracts/catalogue';
import { useMemo, useState, type ReactNode } from 'react';
import { get, useFieldArray, useForm, type FieldErrors, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Checkbox, Select, TextField, Textarea, type SelectOption } from '../../ui/Field';
import { FieldGrid, FormLayout, Panel } from '../../ui/Page';
import { Tabs } from '../../ui/Tabs';
import { selectLanguage } from '../../app/language/languageSelectors';
import {
  DESIGN_FLAG_KEYS,
  DESIGN_LANGUAGES,
  designFieldPaths,
  designIssues,
  emptyStone,
  emptyVariant,
  generateVariantRows,
  toDesignBody,
  type DesignFormValues,
  type DesignIssue,
} from './designForm';
import { issueMessage, issuesResolver } from './designFormErrors';
import { useDesignLookupsQuery } from './designsAdminApi';
import styles from './DesignForm.module.css';

/** A message at a nested path of the form's errors (`variants.0.sku`). */
function errorAt(errors: FieldErrors<DesignFormValues>, path: string): string | undefined {
  const error: unknown = get(errors, path);
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' && error.message ? error.message : undefined;
}

type FieldKey = keyof ReturnType<typeof useLabels>;

function useLabels() {
  const { t } = useTranslation();
  return useMemo(() => t('designs.fields', { returnObjects: true }), [t]);
}

function options<T>(
  rows: readonly T[],
  value: (row: T) => number,
  label: (row: T) => string,
): SelectOption[] {
  return rows.map((row) => ({ value: String(value(row)), label: label(row) }));
}

function useChoices(lookups: FilterOptions | undefined, labGrown: boolean) {
  return useMemo(() => {
    const shades = (lookups?.metals ?? []).flatMap((metal) => metal.shades_data);
    const stones = (lookups?.stone_groups ?? []).flatMap((group) => group.products);
    return {
      items: options(
        lookups?.items ?? [],
        (row) => row._id,
        (row) => row.name,
      ),
      groups: lookups?.categories ?? [],
      styles: options(
        lookups?.attributes.style ?? [],
        (row) => row._id,
        (row) => row.name,
      ),
      settings: options(
        lookups?.attributes.setting ?? [],
        (row) => row._id,
        (row) => row.name,
      ),
      collections: options(
        lookups?.attributes.collection ?? [],
        (row) => row._id,
        (row) => row.name,
      ),
      stones: options(
        stones,
        (row) => row._id,
        (row) => row.stone_name,
      ),
      shapes: options(
        lookups?.shapes ?? [],
        (row) => row._id,
        (row) => row.name,
      ),
      karats: lookups?.karates ?? [],
      shades,
      // A lab-grown design is graded in lab-grown qualities, a natural one in natural ones.
      qualities: options(
        (lookups?.qualities ?? []).filter((row) => row.lab_grown === labGrown),
        (row) => row._id,
        (row) => row.name,
      ),
    };
  }, [lookups, labGrown]);
}

export interface DesignFormProps {
  defaultValues: DesignFormValues;
  submitLabel: string;
  /** Saves the body; a rejection with field errors is shown on the fields (return normally when handled). */
  onSave: (body: SaveDesignDto) => Promise<void>;
  saving: boolean;
  /** Extra actions at the start of the action bar (retire, reload...). */
  extraActions?: ReactNode;
}

/** The design form: texts per language, groups, attributes, stones, flags and the variant matrix. */
export function DesignForm({ defaultValues, submitLabel, onSave, saving, extraActions }: DesignFormProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const labels = useLabels();
  const feedback = useFormFeedback();
  const lookups = useDesignLookupsQuery();
  const resolver = useMemo(
    () =>
      issuesResolver<DesignFormValues>(designIssues, (issue: DesignIssue) =>
        issueMessage(language, issue, labels[issue.field as FieldKey] ?? issue.field),
      ),
    [language, labels],
  );
  const form = useForm<DesignFormValues>({ resolver, defaultValues, mode: 'onTouched' });
  const { errors } = form.formState;
  const stones = useFieldArray({ control: form.control, name: 'stones' });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const labGrown = form.watch('flags.labGrown');
  const pricing = form.watch('pricing');
  const choices = useChoices(lookups.data, labGrown);
  const [generateKarats, setGenerateKarats] = useState<string[]>([]);
  const [generateShades, setGenerateShades] = useState<string[]>([]);
  const [generated, setGenerated] = useState<string | null>(null);
  const subGroupIds = form.watch('subGroupIds');
  const mainGroupId = form.watch('mainGroupId');
  const subGroups = choices.groups.find((group) => String(group._id) === mainGroupId)?.sub_groups ?? [];

  const save = form.handleSubmit(
    async (values) => {
      if (saving) return;
      try {
        await onSave(toDesignBody(values));
      } catch (error) {
        feedback.failed(error, {
          fields: designFieldPaths(values) as Path<DesignFormValues>[],
          setError: form.setError,
        });
      }
    },
    () => feedback.failed(new Error(t('designs.form.invalid'))),
  );

  const generate = () => {
    const karats = choices.karats.filter((row) => generateKarats.includes(String(row._id)));
    const shades = choices.shades.filter((row) => generateShades.includes(String(row._id)));
    const first = form.getValues('variants.0');
    const rows = generateVariantRows(
      form.getValues('variants'),
      karats,
      shades,
      form.getValues('designNumber'),
      {
        qualityId: first?.qualityId ?? '',
        totalCarat: first?.totalCarat ?? '0',
        tradePrice: first?.tradePrice ?? '',
        weight: first?.weight ?? '',
      },
    );
    // The blank starting row gives way to the generated ones.
    const current = form.getValues('variants');
    if (current.length === 1 && current[0] && !current[0].sku && !current[0].karatId && rows.length > 0) {
      variants.replace(rows.map((row, index) => ({ ...row, isDefault: index === 0 })));
    } else variants.append(rows);
    setGenerated(
      rows.length > 0 ? t('designs.form.generated', { count: rows.length }) : t('designs.form.generatedNone'),
    );
  };

  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  const choose = t('designs.form.choose');
  const none = t('designs.form.none');

  return (
    <FormLayout
      onSubmit={(event) => void save(event)}
      split={extraActions !== undefined}
      aria-label={submitLabel}
      actions={
        <>
          {extraActions}
          <Button type="submit" variant="primary" loading={saving}>
            {saving ? t('designs.form.saving') : submitLabel}
          </Button>
        </>
      }
    >
      <Panel title={t('designs.form.basics')}>
        <FieldGrid>
          <TextField
            label={labels.designNumber}
            required
            autoComplete="off"
            {...form.register('designNumber')}
            error={errorAt(errors, 'designNumber')}
          />
          <Select
            label={labels.itemId}
            required
            placeholder={choose}
            options={choices.items}
            {...form.register('itemId')}
            error={errorAt(errors, 'itemId')}
          />
          <Select
            label={labels.mainGroupId}
            required
            placeholder={choose}
            options={options(
              choices.groups,
              (row) => row._id,
              (row) => row.name,
            )}
            {...form.register('mainGroupId', { onChange: () => form.setValue('subGroupIds', []) })}
            error={errorAt(errors, 'mainGroupId')}
          />
          <TextField
            label={labels.metalWeight}
            required
            inputMode="decimal"
            {...form.register('metalWeight')}
            error={errorAt(errors, 'metalWeight')}
          />
          <Select
            label={labels.pricing}
            hint={t(pricing === 'metal' ? 'designs.pricing.metalHint' : 'designs.pricing.fixedHint')}
            options={DESIGN_PRICINGS.map((value) => ({ value, label: t(`designs.pricing.${value}`) }))}
            {...form.register('pricing')}
            error={errorAt(errors, 'pricing')}
          />
          {pricing === 'metal' && (
            <TextField
              label={labels.makingCharge}
              inputMode="decimal"
              {...form.register('makingCharge')}
              error={errorAt(errors, 'makingCharge')}
            />
          )}
          <Select
            label={labels.styleId}
            placeholder={none}
            options={choices.styles}
            {...form.register('styleId')}
          />
          <Select
            label={labels.settingId}
            placeholder={none}
            options={choices.settings}
            {...form.register('settingId')}
          />
          <Select
            label={labels.collectionId}
            placeholder={none}
            options={choices.collections}
            {...form.register('collectionId')}
          />
        </FieldGrid>
        {subGroups.length > 0 && (
          <fieldset className={styles.choices}>
            <legend>{labels.subGroupIds}</legend>
            {subGroups.map((group) => (
              <Checkbox
                key={group._id}
                label={group.name}
                checked={subGroupIds.includes(String(group._id))}
                onChange={() =>
                  form.setValue('subGroupIds', toggle(subGroupIds, String(group._id)), { shouldDirty: true })
                }
              />
            ))}
          </fieldset>
        )}
      </Panel>

      <Panel title={t('designs.form.texts')}>
        <Tabs
          label={t('designs.form.languages')}
          tabs={DESIGN_LANGUAGES.map((code) => ({
            id: code,
            label: code.toUpperCase(),
            content: (
              <FieldGrid>
                <TextField
                  label={`${labels.name} (${code.toUpperCase()})`}
                  required={code === 'en'}
                  autoComplete="off"
                  {...form.register(`texts.${code}.name`)}
                  error={errorAt(errors, `texts.${code}.name`)}
                />
                <Textarea
                  label={`${labels.description} (${code.toUpperCase()})`}
                  rows={3}
                  {...form.register(`texts.${code}.description`)}
                  error={errorAt(errors, `texts.${code}.description`)}
                />
              </FieldGrid>
            ),
          }))}
        />
      </Panel>

      <Panel title={t('designs.form.flags')}>
        <div className={styles.choices}>
          {DESIGN_FLAG_KEYS.map((flag) => (
            <Checkbox key={flag} label={t(`designs.flags.${flag}`)} {...form.register(`flags.${flag}`)} />
          ))}
        </div>
      </Panel>

      <Panel title={t('designs.form.stones')}>
        {stones.fields.length === 0 && <p className={styles.muted}>{t('designs.form.noStones')}</p>}
        {stones.fields.map((field, index) => (
          <div key={field.id} className={styles.row}>
            <div className={styles.matrix}>
              <Select
                label={labels.stoneId}
                required
                placeholder={choose}
                options={choices.stones}
                {...form.register(`stones.${index}.stoneId`)}
                error={errorAt(errors, `stones.${index}.stoneId`)}
              />
              <Select
                label={labels.shapeId}
                required
                placeholder={choose}
                options={choices.shapes}
                {...form.register(`stones.${index}.shapeId`)}
                error={errorAt(errors, `stones.${index}.shapeId`)}
              />
              <Select
                label={labels.role}
                options={[
                  { value: 'main', label: t('designs.form.main') },
                  { value: 'side', label: t('designs.form.side') },
                ]}
                {...form.register(`stones.${index}.role`)}
              />
              <TextField
                label={labels.count}
                required
                inputMode="numeric"
                {...form.register(`stones.${index}.count`)}
                error={errorAt(errors, `stones.${index}.count`)}
              />
              <TextField
                label={labels.carat}
                required
                inputMode="decimal"
                {...form.register(`stones.${index}.carat`)}
                error={errorAt(errors, `stones.${index}.carat`)}
              />
            </div>
            <Button variant="ghost" size="sm" onClick={() => stones.remove(index)}>
              {t('designs.form.removeStone', { index: index + 1 })}
            </Button>
          </div>
        ))}
        <div>
          <Button size="sm" onClick={() => stones.append(emptyStone())}>
            {t('designs.form.addStone')}
          </Button>
        </div>
      </Panel>

      <Panel title={t('designs.form.variants')}>
        <details className={styles.generate}>
          <summary>{t('designs.form.generate')}</summary>
          <p className={styles.muted}>{t('designs.form.generateHint')}</p>
          <fieldset className={styles.choices}>
            <legend>{t('designs.form.generateKarats')}</legend>
            {choices.karats.map((karat) => (
              <Checkbox
                key={karat._id}
                label={karat.name}
                checked={generateKarats.includes(String(karat._id))}
                onChange={() => setGenerateKarats((list) => toggle(list, String(karat._id)))}
              />
            ))}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend>{t('designs.form.generateShades')}</legend>
            {choices.shades.map((shade) => (
              <Checkbox
                key={shade._id}
                label={shade.name}
                checked={generateShades.includes(String(shade._id))}
                onChange={() => setGenerateShades((list) => toggle(list, String(shade._id)))}
              />
            ))}
          </fieldset>
          <div className={styles.inline}>
            <Button size="sm" onClick={generate}>
              {t('designs.form.generate')}
            </Button>
            {generated && <span role="status">{generated}</span>}
          </div>
        </details>
        {errorAt(errors, 'variants') && (
          <p className={styles.error} role="alert">
            {errorAt(errors, 'variants')}
          </p>
        )}
        {variants.fields.map((field, index) => (
          <fieldset key={field.id} className={styles.row}>
            <legend>{t('designs.form.variant', { index: index + 1 })}</legend>
            <div className={styles.matrix}>
              <TextField
                label={labels.sku}
                required
                autoComplete="off"
                {...form.register(`variants.${index}.sku`)}
                error={errorAt(errors, `variants.${index}.sku`)}
              />
              <Select
                label={labels.karatId}
                required
                placeholder={choose}
                options={options(
                  choices.karats,
                  (row) => row._id,
                  (row) => row.name,
                )}
                {...form.register(`variants.${index}.karatId`)}
                error={errorAt(errors, `variants.${index}.karatId`)}
              />
              <Select
                label={labels.shadeId}
                required
                placeholder={choose}
                options={options(
                  choices.shades,
                  (row) => row._id,
                  (row) => row.name,
                )}
                {...form.register(`variants.${index}.shadeId`)}
                error={errorAt(errors, `variants.${index}.shadeId`)}
              />
              <Select
                label={labels.qualityId}
                required
                placeholder={choose}
                options={choices.qualities}
                {...form.register(`variants.${index}.qualityId`)}
                error={errorAt(errors, `variants.${index}.qualityId`)}
              />
              <TextField
                label={labels.totalCarat}
                required
                inputMode="decimal"
                {...form.register(`variants.${index}.totalCarat`)}
                error={errorAt(errors, `variants.${index}.totalCarat`)}
              />
              <TextField
                label={labels.tradePrice}
                hint={pricing === 'metal' ? t('designs.pricing.tradePriceHint') : undefined}
                required
                inputMode="decimal"
                {...form.register(`variants.${index}.tradePrice`)}
                error={errorAt(errors, `variants.${index}.tradePrice`)}
              />
              {pricing === 'metal' && (
                <TextField
                  label={labels.stonesValue}
                  inputMode="decimal"
                  {...form.register(`variants.${index}.stonesValue`)}
                  error={errorAt(errors, `variants.${index}.stonesValue`)}
                />
              )}
              <TextField
                label={labels.weight}
                required
                inputMode="decimal"
                {...form.register(`variants.${index}.weight`)}
                error={errorAt(errors, `variants.${index}.weight`)}
              />
              <TextField
                label={labels.stock}
                required
                inputMode="numeric"
                {...form.register(`variants.${index}.stock`)}
                error={errorAt(errors, `variants.${index}.stock`)}
              />
              <TextField
                label={labels.certificateNumber}
                autoComplete="off"
                {...form.register(`variants.${index}.certificateNumber`)}
                error={errorAt(errors, `variants.${index}.certificateNumber`)}
              />
              <Checkbox
                label={labels.isDefault}
                className={styles.check}
                {...form.register(`variants.${index}.isDefault`, {
                  // One default variant: choosing one clears the others.
                  onChange: (event: { target: { checked: boolean } }) => {
                    if (!event.target.checked) return;
                    form.getValues('variants').forEach((_row, other) => {
                      if (other !== index) form.setValue(`variants.${other}.isDefault`, false);
                    });
                  },
                })}
              />
            </div>
            {variants.fields.length > 1 && (
              <Button variant="ghost" size="sm" onClick={() => variants.remove(index)}>
                {t('designs.form.removeVariant', { index: index + 1 })}
              </Button>
            )}
          </fieldset>
        ))}
        <div>
          <Button size="sm" onClick={() => variants.append(emptyVariant())}>
            {t('designs.form.addVariant')}
          </Button>
        </div>
      </Panel>
    </FormLayout>
  );
}
