export * from "./registries.js";
