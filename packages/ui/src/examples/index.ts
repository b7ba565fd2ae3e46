export { exampleFrame } from './example-frame';
