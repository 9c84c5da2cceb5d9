import * as z from "./index";

export function alpha(): void {
  z.text().refine((v, ctx) => {
    ctx.addIssue("bad " + v);
  });
}

export function beta(): void {
  z.refine<string>((v, ctx) => ctx.addIssue("worse " + v));
}

export function gamma(): void {
  z.other().check((v, ctx) => ctx.addIssue("other " + String(v)));
}

export function delta(): void {
  const base = z.text();
  base.refine((v, ctx) => ctx.addIssue("held " + v));
}
