export { scale } from "./scale";
