/**
 * One entry of a context's call map: a request/reply pattern bound to its request payload, its response
 * and the error codes it may answer with. The client's `call`, the handler's `@Handles` and the gateway
 * controller are all typed from the same entry, so a wrong payload or response type does not compile and
 * "go to definition" on an entry leads to the pattern every side uses.
 *
 * The request and response exist only as types: an entry carries its pattern and codes at run time.
 */
export interface CallEntry<TRequest, TResponse, TCode extends string = string> {
  readonly pattern: string;
  readonly errorCodes: readonly TCode[];
  /** Phantom fields, never set: they keep the request and response types attached to the entry. */
  readonly __request?: (request: TRequest) => void;
  readonly __response?: () => TResponse;
}

/** No payload: the request context says everything (e.g. the current user's cart count). */
export type NoPayload = Record<string, never>;

export type CallRequest<E> = E extends CallEntry<infer TRequest, unknown, string> ? TRequest : never;
export type CallResponse<E> = E extends CallEntry<never, infer TResponse, string> ? TResponse : never;

/** Declares a call map entry: `call<AddToCartDto, CartListResponse>(OrdersPatterns.addToCart)`. */
export function call<TRequest, TResponse, TCode extends string = string>(
  pattern: string,
  errorCodes: readonly TCode[] = [],
): CallEntry<TRequest, TResponse, TCode> {
  return { pattern, errorCodes };
}
