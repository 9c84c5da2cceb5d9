export interface Txn {
  getClock(reason: string): number;
}

export type TxnCallback<T> = (txn: Txn) => T;

export interface Storage {
  transaction<T>(callback: TxnCallback<T>): T;
  getClock(): number;
}

export class Mem implements Storage {
  transaction<T>(callback: TxnCallback<T>): T {
    return callback({ getClock: () => 1 });
  }
  getClock(): number {
    return 0;
  }
}
