export class Router {
  isShell(strict: boolean): boolean {
    return strict;
  }
}

export class Page {
  isShell(): boolean {
    return true;
  }
}
