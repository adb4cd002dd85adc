import { EMAIL_FIELD, fieldLabel, PERSON_NAME_FIELD, translate } from '@atelier/contracts/common';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../ui/Field';
import { applyServerErrors, fieldError, specResolver } from './specForm';

const SPEC = { firstName: PERSON_NAME_FIELD, email: EMAIL_FIELD };
type Values = { firstName: string; email: string };

function Form({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: specResolver<Values>(SPEC, 'en'),
    defaultValues: { firstName: '', email: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <TextField label="First name" {...form.register('firstName')} error={fieldError(errors, 'firstName')} />
      <TextField label="Email" {...form.register('email')} error={fieldError(errors, 'email')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('forms on the server rules', () => {
  it('refuses a field with the sentence the API would answer', async () => {
    const onValid = jest.fn<void, [Values]>();
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: "O'Neil" } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The sentence the API's 400 carries for the same input.
    const server = (key: string, field: string) => translate('en', key, { field: fieldLabel('en', field) });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText(server('validation.alphaSpaces', 'firstName'))).toBeTruthy();
    expect(screen.getByText(server('validation.email', 'email'))).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('passes valid values through', async () => {
    const onValid = jest.fn<void, [Values]>();
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ann@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ firstName: 'Ann', email: 'ann@demo.test' });
  });

  it("puts the server's field errors under their fields and returns the rest", () => {
    const setError = jest.fn();
    const rest = applyServerErrors<Values>(
      {
        status: 400,
        message: 'Bad input',
        errors: { email: ['Email is taken.'], tenant: ['Unknown tenant.'] },
      },
      ['firstName', 'email'],
      setError,
    );
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Email is taken.' },
      { shouldFocus: true },
    );
    expect(rest).toEqual(['Unknown tenant.']);
    expect(applyServerErrors<Values>({ status: 409, message: 'Conflict' }, ['email'], setError)).toEqual([
      'Conflict',
    ]);
  });
});
