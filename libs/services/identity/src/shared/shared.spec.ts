import { accountNumberPrefix } from '../back-office/customer-rows';
import { isUniqueViolation } from './db-errors';
import { normaliseEmail, nullable, splitName } from './names';
import { hashToken, newToken } from './secrets';

describe('tokens', () => {
  it('are 32 random bytes, URL-safe, stored as their SHA-256', () => {
    const { token, hash } = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hash);
    expect(newToken().token).not.toBe(token);
  });
});

describe('names and text', () => {
  it('splits the contact name into a first name and the rest', () => {
    expect(splitName('  Agnes   Maria Berg ')).toEqual({ firstName: 'Agnes', lastName: 'Maria Berg' });
    expect(splitName('Agnes')).toEqual({ firstName: 'Agnes', lastName: '' });
  });

  it('stores empty optional text as null and emails in lower case', () => {
    expect(nullable('  ')).toBeNull();
    expect(nullable(undefined)).toBeNull();
    expect(nullable(' x ')).toBe('x');
    expect(normaliseEmail(' Bea@Lund.Example ')).toBe('bea@lund.example');
  });
});

describe('account numbers', () => {
  it('start with three letters of the company name', () => {
    expect(accountNumberPrefix('Lund Goldsmiths Ltd')).toBe('LUN');
    expect(accountNumberPrefix('Åsa & Co')).toBe('ASA');
    expect(accountNumberPrefix('3 J')).toBe('JXX');
  });
});

describe('isUniqueViolation', () => {
  it('finds the PostgreSQL code, wrapped or not', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(new Error('other', { cause: { code: '23503' } }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
