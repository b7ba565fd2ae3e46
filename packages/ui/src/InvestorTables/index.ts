export { InvestorTables } from './InvestorTables';
export type { InvestorTablesProps } from './InvestorTables';
