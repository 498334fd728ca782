/**
 * Keeps `value` under `key` as the newest entry of `map`, and drops the oldest entries past `most`:
 * a Map iterates in insertion order, so deleting and setting again makes an entry the newest and
 * the first key is the one used longest ago.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, most: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > most) {
    const oldest = map.keys().next();
    if (oldest.done) return;
    map.delete(oldest.value);
  }
}
