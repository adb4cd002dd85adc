import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../api/baseApi';
import { useTradeArea } from '../../app/useTradeArea';
import { Loading } from '../../shared/orders/OrdersUi';
import { Button } from '../../ui/Button';
import { FormDialog } from '../../ui/Dialog';
import { RadioGroup, TextField } from '../../ui/Field';
import {
  useAddOrderListItemsMutation,
  useCreateOrderListMutation,
  useOrderListsQuery,
} from './orderListsApi';
import { listChoice, NEW_LIST, type OrderListItem } from './orderListItems';
import styles from './AddToListButton.module.css';

/** The lists offered in the dialog: enough for a customer's named lists without paging inside a dialog. */
const LISTS_IN_DIALOG = 100;

export interface AddToListButtonProps {
  /** What goes into the list (variant and quantity); the button is disabled while empty. */
  items: readonly OrderListItem[];
  /** The button's text (e.g. "Add to order list", "Save cart to a list"). */
  label: string;
}

/**
 * Adds pieces to one of the customer's order lists from wherever the buyer is (design page, cart, an
 * order): a button opening a dialog that chooses a list or names a new one.
 */
export function AddToListButton({ items, label }: AddToListButtonProps) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const loadTrade = useTradeArea();
  return (
    <div className={styles.addToList}>
      <Button
        variant="secondary"
        size="sm"
        disabled={items.length === 0}
        onClick={() => {
          setNotice(null);
          // The lists are trade data: on a catalogue page the trade area loads on this first use.
          void loadTrade().then(() => setOpen(true));
        }}
      >
        {label}
      </Button>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {open && (
        <AddToListDialog
          items={items}
          onClose={() => setOpen(false)}
          onAdded={(text) => {
            setNotice(text);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

function AddToListDialog({
  items,
  onClose,
  onAdded,
}: {
  items: readonly OrderListItem[];
  onClose: () => void;
  onAdded: (text: string) => void;
}) {
  const { t } = useTranslation();
  const { currentData: lists, error: loadError } = useOrderListsQuery({ page: 1, limit: LISTS_IN_DIALOG });
  const [create, creating] = useCreateOrderListMutation();
  const [addItems, adding] = useAddOrderListItemsMutation();
  const [picked, setPicked] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const rows = lists?.rows ?? [];
  const choice = listChoice(picked, rows);
  const options = [
    ...rows.map((list) => ({
      value: list.id,
      label: `${list.name} (${t('quickOrder.lists.lineCount', { count: list.line_count })})`,
    })),
    { value: NEW_LIST, label: t('quickOrder.lists.newList') },
  ];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!lists) return;
    if (choice === NEW_LIST && name.trim() === '') {
      setError(t('quickOrder.lists.nameRequired'));
      return;
    }
    try {
      const target =
        choice === NEW_LIST
          ? await create(name.trim()).unwrap()
          : (rows.find((list) => list.id === choice) ?? null);
      if (!target) return;
      await addItems({ listId: target.id, items: [...items] }).unwrap();
      onAdded(t('quickOrder.lists.addedTo', { count: items.length, name: target.name }));
    } catch (caught) {
      setFailure((caught as ApiFailure).message || t('quickOrder.failed'));
    }
  };

  return (
    <FormDialog
      title={t('quickOrder.lists.addTitle')}
      description={t('quickOrder.lists.addIntro', { count: items.length })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saveLabel={t('quickOrder.lists.addSave')}
      saving={creating.isLoading || adding.isLoading}
    >
      {loadError ? (
        <p className={styles.failure} role="alert">
          {loadError.message}
        </p>
      ) : !lists ? (
        // Until the lists arrive the default is not known: a choice made meanwhile would be overridden.
        <Loading text={t('quickOrder.lists.loading')} />
      ) : (
        <RadioGroup
          label={t('quickOrder.lists.chooseList')}
          name="order-list"
          direction="vertical"
          options={options}
          value={choice}
          onChange={setPicked}
        />
      )}
      {lists && choice === NEW_LIST && (
        <TextField
          label={t('quickOrder.lists.name')}
          maxLength={80}
          value={name}
          error={error ?? undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
      )}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </FormDialog>
  );
}
