export { ServiceStatus } from './ServiceStatus';
