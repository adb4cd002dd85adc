import { validateLogin } from './loginValidation';

describe('login validation (spec §5)', () => {
  it('passes a valid email and password', () => {
    expect(validateLogin({ email: 'buyer@demo.test', password: 'Buyer#2026' })).toEqual({});
  });

  it('requires email and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: { rule: 'required' },
      password: { rule: 'required' },
    });
  });

  it('needs a valid email', () => {
    expect(validateLogin({ email: 'buyer@', password: 'x' }).email).toEqual({ rule: 'email' });
  });

  it('caps both fields at 255 characters', () => {
    const errors = validateLogin({ email: `${'b'.repeat(251)}@x.io`, password: 'p'.repeat(256) });
    expect(errors).toEqual({ email: { rule: 'max', max: 255 }, password: { rule: 'max', max: 255 } });
  });

  it('does not trim the password: spaces count as characters', () => {
    expect(validateLogin({ email: 'a@b.co', password: '   ' })).toEqual({});
  });
});
