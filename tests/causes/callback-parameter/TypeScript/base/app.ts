import { Observable, Subscriber, operate, visit } from "./value";

export function alpha(): void {
  operate((source, subscriber) => {
    subscriber.add(1);
  });
}

export function beta(): Observable {
  return new Observable((subscriber) => {
    subscriber.add(1);
  });
}

export function gamma(): (subscriber: Subscriber) => void {
  return (subscriber) => subscriber.add(1);
}

export function delta(): void {
  visit((box) => {
    box.add(1);
  });
}
