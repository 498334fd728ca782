/**
 * Lines Vigil's message stream up with gpsd's output, which is not one record per message:
 * gpsd holds a type 24 part A until part B of the same MMSI arrives and then prints one record
 * for both (a part B with no part A waiting is not printed), and gpsd prints nothing for a
 * type 0 (which it calls "Unparsed AIVDM message type 0").
 */

import type { AisMessage } from '../../../../src/geo/feeds/ais/index.ts';

export function groupLikeGpsd(messages: readonly AisMessage[]): AisMessage[][] {
  const waitingPartA = new Map<string, AisMessage>();
  const groups: AisMessage[][] = [];
  for (const message of messages) {
    if (message.type !== 24) {
      groups.push([message]);
      continue;
    }
    if (message.partNumber === 0) {
      waitingPartA.set(message.mmsi, message);
      continue;
    }
    const partA = waitingPartA.get(message.mmsi);
    if (partA === undefined) continue;
    waitingPartA.delete(message.mmsi);
    // The record's header (repeat indicator) is part B's: gpsd prints when B arrives.
    groups.push([message, partA]);
  }
  return groups;
}
