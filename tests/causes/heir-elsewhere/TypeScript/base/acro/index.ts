export { default as Terminal } from './Terminal';
export { default as CheckBox } from './CheckBox';
