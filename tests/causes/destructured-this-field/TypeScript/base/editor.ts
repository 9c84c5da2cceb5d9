export class Editor {
  getShape(id: string): string {
    return id;
  }
}

export class Store {
  getShape(id: string, n: number): string {
    return id + n;
  }
}
