import * as z from "./classic/external.js";
export * from "./classic/external.js";
export { z };
