import { Grid, Table } from "./types";
import { Lookup } from "./table";

export function alpha(table: Table): void {
  table.getColumn("a");
}

export function beta(grid: Grid): void {
  grid.getColumn("b");
}

export function gamma(lookup: Lookup): void {
  lookup.getColumn("c");
}
