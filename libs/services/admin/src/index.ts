export { AdminModule } from './admin.module';
export { dashboardPeriods } from './reports/report-periods';
export { figuresStatements, seriesStatements } from './reports/report-queries';
