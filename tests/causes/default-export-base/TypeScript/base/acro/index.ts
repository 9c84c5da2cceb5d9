export { default as Text } from "./text";
export { default as Annotation } from "./annotation";
