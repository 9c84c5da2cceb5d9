import { EventEmitter } from './emitter';

export class Editor extends EventEmitter {
  isDestroyed = false;
}

export class Bus {
  on(event: string, fn: () => void): void {}
}
