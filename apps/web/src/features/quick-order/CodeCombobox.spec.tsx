import type { DesignSearchResult } from '@atelier/contracts/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { autocompleteResult, logInBuyer } from '../../test/catalogue-fixtures';
import { createFullStore, createTestServices, renderWithStore } from '../../test/test-utils';
import { CodeCombobox } from './CodeCombobox';

function Row({ onChoose }: { onChoose: (design: DesignSearchResult) => void }) {
  const [value, setValue] = useState('');
  return (
    <CodeCombobox
      label="Design number or SKU, row 1"
      invalid={false}
      value={value}
      onChange={setValue}
      onChoose={onChoose}
    />
  );
}

function setup() {
  const services = createTestServices();
  const store = createFullStore(services);
  logInBuyer(store, 2);
  const onChoose = jest.fn<void, [DesignSearchResult]>();
  renderWithStore(<Row onChoose={onChoose} />, { services, store });
  return { services, onChoose, input: screen.getByRole('combobox', { name: 'Design number or SKU, row 1' }) };
}

describe('CodeCombobox', () => {
  it('asks once the typing pauses and offers the designs; choosing one hands it to the row', async () => {
    const { services, onChoose, input } = setup();
    services.api.searchDesignAutocomplete.mockResolvedValue({
      status: true,
      data: [
        autocompleteResult(),
        autocompleteResult({ design: 'R1002', design_id: 'd-2', name: 'Halo Ring' }),
      ],
    });
    fireEvent.change(input, { target: { value: 'R1' } });
    fireEvent.change(input, { target: { value: 'R10' } });
    const option = await screen.findByRole('option', { name: /R1002/ }, { timeout: 3000 });
    expect(services.api.searchDesignAutocomplete).toHaveBeenCalledTimes(1);
    expect(services.api.searchDesignAutocomplete.mock.calls[0][0]).toEqual({
      name: 'R10',
      page: 1,
      limit: 8,
    });
    fireEvent.click(option);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ design: 'R1002' }));
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('aborts the request in flight when the text changes', async () => {
    const { services, input } = setup();
    const signals: AbortSignal[] = [];
    services.api.searchDesignAutocomplete.mockImplementation((_body, signal) => {
      if (signal) signals.push(signal);
      return new Promise(() => undefined);
    });
    fireEvent.change(input, { target: { value: 'R1' } });
    await waitFor(() => expect(signals).toHaveLength(1), { timeout: 3000 });
    fireEvent.change(input, { target: { value: 'R12' } });
    expect(signals[0].aborted).toBe(true);
  });
});
