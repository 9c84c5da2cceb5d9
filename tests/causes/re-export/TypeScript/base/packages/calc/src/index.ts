export * from "./scale";
