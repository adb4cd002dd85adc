import { CommonErrorCode } from '@atelier/contracts/common';
import { Catch, type ExceptionFilter } from '@nestjs/common';
import { type Observable, throwError } from 'rxjs';
import { toSerializedError } from '../errors';
import { getLogger } from '../logging';

/** Puts every failure on the wire as a SerializedError; only unexpected ones are logged with a stack. */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  private readonly log = getLogger('rpc-error');

  catch(exception: unknown): Observable<never> {
    const serialized = toSerializedError(exception);
    if (serialized.code === (CommonErrorCode.Internal as string)) {
      this.log.error({ err: exception }, 'unexpected error in handler');
    }
    return throwError(() => serialized);
  }
}
