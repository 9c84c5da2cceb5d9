export interface Store {
  id: string
}

export function defaultPresence(store: Store): string {
  return store.id
}

export interface PresenceOpts {
  getPresence?: (store: Store, user: string) => string
}

export function derivePresence(store: Store, opts?: PresenceOpts): string {
  const { getPresence: custom } = opts ?? {}
  const getPresence = custom ?? defaultPresence
  return getPresence(store, 'me')
}

export function plainAlias(store: Store): string {
  const get = defaultPresence
  return get(store, 'me')
}
