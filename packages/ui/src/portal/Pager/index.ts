export { Pager } from './Pager';
