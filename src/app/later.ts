/**
 * A dependency on a service built after the one that needs it, where the two need each other: the
 * sites service shows how many assets are inside a site, which the zone watcher knows, and the zone
 * watcher reads its zones from the sites; the services that change rules, sites and follows tell
 * the tracking engines, which are built from those services. Each such cycle is named where it is
 * made, the value is set once when it exists, and using it before that is an error, not `undefined`.
 */
export interface Later<T> {
  get(): T;
  set(value: T): void;
}

export function later<T>(what: string): Later<T> {
  let value: { of: T } | undefined;
  return {
    get() {
      if (!value) throw new Error(`${what} is used before it is built`);
      return value.of;
    },
    set(next) {
      if (value) throw new Error(`${what} is set twice`);
      value = { of: next };
    },
  };
}
