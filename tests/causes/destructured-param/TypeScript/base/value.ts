export class Router {
  isShell(): boolean {
    return false;
  }
}

export class Page {
  isShell(): boolean {
    return true;
  }
}
