export * as core from "../core/index.js";
export * from "../core/index.js";
