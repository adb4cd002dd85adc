export { DateRange, isReversed, type DateRangeProps, type DateRangeValue } from './DateRange';
