/**
 * Partitions of work shared by the engine processes: which process owns which partition, as
 * PostgreSQL advisory locks, rebalanced as processes come and go.
 */

export { unheldPartitions } from './partition-holders.ts';
export {
  createPartitionLeases,
  LEASE_TICK_MS,
  lockClass,
  type PartitionLeaseEvents,
  type PartitionLeaseSettings,
  type PartitionLeases,
} from './partition-leases.ts';
