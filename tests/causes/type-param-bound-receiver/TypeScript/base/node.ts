export class Node {
  is(other: Node | null): boolean {
    return this === other;
  }
}

export class Other {
  is(other: Other | null): boolean {
    return this === other;
  }
}
