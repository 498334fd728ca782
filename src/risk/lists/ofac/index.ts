/**
 * OFAC SDN list reader: streams `SdnEntry` records (names, programmes, vessel and aircraft
 * identifiers, digital currency addresses) out of OFAC's sdn_advanced.xml. Pure: no store.
 */
export { readSdnAdvanced } from './read-sdn-advanced.ts';
export type {
  SdnAircraft,
  SdnCryptoAddress,
  SdnEntry,
  SdnKind,
  SdnPublication,
  SdnVessel,
} from './sdn-entry.ts';
