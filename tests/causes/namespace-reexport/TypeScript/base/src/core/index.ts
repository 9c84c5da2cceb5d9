export * as util from "./util.js";
export * as other from "./other.js";
