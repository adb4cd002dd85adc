export * from './database';
export {
  detachedFromTransaction,
  insideTransaction,
  onCommit,
  OuterHandleInTransactionError,
  type Transaction,
} from './transaction-guard';
