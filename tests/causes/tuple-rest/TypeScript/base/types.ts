import type { Editor } from './editor'

export interface EditorEvents {
  create: {
    editor: Editor
  }
  destroy: void
}
