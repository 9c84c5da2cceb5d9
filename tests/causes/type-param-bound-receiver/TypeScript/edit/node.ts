export class Node {
  is(other: Node | null, deep: boolean): boolean {
    return this === other;
  }
}

export class Other {
  is(other: Other | null): boolean {
    return this === other;
  }
}
