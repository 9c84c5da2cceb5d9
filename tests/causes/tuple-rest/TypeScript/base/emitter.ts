type StringKeyOf<T> = Extract<keyof T, string>
type CallbackType<T extends Record<string, any>, E extends StringKeyOf<T>> =
  T[E] extends any[] ? T[E] : [T[E]]

export class EventEmitter<T extends Record<string, any>> {
  private callbacks: { [key: string]: Array<(...args: any[]) => void> } = {}

  public emit<E extends StringKeyOf<T>>(
    event: E,
    ...args: CallbackType<T, E>
  ): this {
    const callbacks = this.callbacks[event]
    if (callbacks) {
      callbacks.forEach(callback => callback.apply(this, args))
    }
    return this
  }
}
