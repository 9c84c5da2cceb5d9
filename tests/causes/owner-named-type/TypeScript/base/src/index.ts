export * from "./v4/schemas.js";
