import { CommonErrorCode } from '@atelier/contracts/common';
import { AppException } from './app.exception';
import { isTransientFailure, retryWhileTransient } from './transient';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isTransientFailure', () => {
  it.each([
    ['the server shutting down', withCode('57P01')],
    ['the server starting up', withCode('57P03')],
    ['a connection exception', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connection that died under a query', new Error('Connection terminated unexpectedly')],
    [
      'a service that did not answer',
      new AppException(CommonErrorCode.ServiceTimeout, 'error.serviceTimeout'),
    ],
  ])('takes %s as transient', (_, error) => {
    expect(isTransientFailure(error)).toBe(true);
  });

  it('finds the driver error under a query builder wrapping it', () => {
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: withCode('57P01') });
    expect(isTransientFailure(wrapped)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a check violation', withCode('23514')],
    ['a business refusal', new AppException(CommonErrorCode.NotFound, 'error.notFound')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'boom'],
  ])('does not take %s as transient', (_, error) => {
    expect(isTransientFailure(error)).toBe(false);
  });
});

describe('retryWhileTransient', () => {
  const noWait = () => Promise.resolve();

  it('runs the work again while it fails for now, and answers its result', async () => {
    const failures = [withCode('57P03'), withCode('08006')];
    const waited: number[] = [];
    const work = jest.fn(() => {
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve('done');
    });
    const result = await retryWhileTransient(work, [250, 1000, 4000], {
      sleep: (ms) => {
        waited.push(ms);
        return Promise.resolve();
      },
    });
    expect(result).toBe('done');
    expect(work).toHaveBeenCalledTimes(3);
    expect(waited).toEqual([250, 1000]);
  });

  it('throws a lasting failure at once', async () => {
    const work = jest.fn(() => Promise.reject(withCode('23505')));
    await expect(retryWhileTransient(work, [250, 1000], { sleep: noWait })).rejects.toMatchObject({
      code: '23505',
    });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('gives up once the delays are spent, or when told to stop', async () => {
    const work = jest.fn(() => Promise.reject(withCode('57P01')));
    await expect(retryWhileTransient(work, [1, 1], { sleep: noWait })).rejects.toMatchObject({
      code: '57P01',
    });
    expect(work).toHaveBeenCalledTimes(3);
    work.mockClear();
    await expect(retryWhileTransient(work, [1, 1], { sleep: noWait, stop: () => true })).rejects.toThrow();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
