import { EventEmitter } from './emitter'
import type { EditorEvents } from './types'

export class Editor extends EventEmitter<EditorEvents> {
  mount(): void {
    this.emit('create', { editor: this })
  }

  destroy(): void {
    this.emit('destroy', undefined)
  }
}
