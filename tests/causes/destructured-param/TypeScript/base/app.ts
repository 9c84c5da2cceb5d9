import type { Page, Router } from "./value";

export function alpha({ router }: { router: Router }): boolean {
  const isShell = router.isShell();
  return isShell;
}

export function beta({ page, router }: { page: Page; router: Router }): boolean {
  return page.isShell() || router.isShell();
}

export function gamma({ page }: { page: Page }): boolean {
  return page.isShell();
}
