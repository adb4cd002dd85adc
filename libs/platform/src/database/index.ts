export * from './database';
export { BULK_WRITE_RULE, TableStatistics, type TableStatisticsRule } from './table-statistics';
export {
  detachedFromTransaction,
  insideTransaction,
  onCommit,
  OuterHandleInTransactionError,
  type Transaction,
} from './transaction-guard';
