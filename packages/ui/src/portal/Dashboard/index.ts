export { Dashboard } from './Dashboard';
export type { DashboardProps } from './Dashboard';
