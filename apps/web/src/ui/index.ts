/*
 * The component kit. Storefront code imports a component's own folder (`ui/Button`) so its first load
 * carries only what it uses; the back office may import this barrel (it is one lazy chunk anyway).
 */
export * from './theme';
export * from './Badge';
export * from './Button';
export * from './Field';
export * from './Table';
export * from './PagedList';
export * from './Page';
export * from './Dialog';
export * from './Tabs';
export * from './Toast';
export * from './FileDrop';
export * from './DateRange';
export * from './Chart';
