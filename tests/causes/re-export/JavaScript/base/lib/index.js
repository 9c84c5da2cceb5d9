export * from "./calc.js";
