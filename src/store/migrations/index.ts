/**
 * Every migration, in order. Names sort in the order they must run; a migration is never edited
 * once released, only followed by a new one.
 */
import type { Migration } from 'kysely';
import * as platform from './0001-platform.ts';
import * as jobsAndWebhooks from './0002-jobs-and-webhooks.ts';
import * as monitoring from './0003-monitoring.ts';
import * as tracking from './0004-tracking.ts';
import * as lists from './0005-lists.ts';
import * as screening from './0006-screening.ts';
import * as agents from './0007-agents.ts';
import * as threats from './0008-threats.ts';
import * as holds from './0009-holds.ts';
import * as transferIndexes from './0010-transfer-indexes.ts';
import * as oauth from './0011-oauth.ts';
import * as signingKeys from './0012-signing-keys.ts';
import * as commitOrder from './0013-commit-order.ts';
import * as idempotencyOwner from './0014-idempotency-owner.ts';
import * as positionSequence from './0015-position-sequence.ts';
import * as trackingLedger from './0016-tracking-ledger.ts';
import * as engineFeed from './0017-engine-feed.ts';
import * as outboxCommitOrder from './0018-outbox-commit-order.ts';
import * as zoneListIndexes from './0019-zone-list-indexes.ts';
import * as threatReview from './0020-threat-review.ts';
import * as alertRuleStatus from './0021-alert-rule-status.ts';
import * as idempotencyPerCredential from './0022-idempotency-per-credential.ts';
import * as healthProbe from './0023-health-probe.ts';
import * as fairDelivery from './0024-fair-delivery.ts';
import * as ledgerBackfills from './0025-ledger-backfills.ts';
import * as transferClaims from './0040-transfer-claims.ts';
import * as assetPrices from './0041-asset-prices.ts';
import * as ownWallets from './0042-own-wallets.ts';
import * as listDesignations from './0043-list-designations.ts';
import * as labelConcepts from './0044-label-concepts.ts';
import * as positionQuality from './0050-position-quality.ts';
import * as feedSources from './0051-feed-sources.ts';
import * as trackingEpisodes from './0052-tracking-episodes.ts';
import * as stationKinds from './0053-station-kinds.ts';
import * as assetIdentity from './0055-asset-identity.ts';
import * as detectionRevisions from './0060-detection-revisions.ts';
import * as imagery from './0061-imagery.ts';
import * as chainReads from './0080-chain-reads.ts';
import * as alertUndoneTransfers from './0081-alert-undone-transfers.ts';
import * as chainTransactionReads from './0082-chain-transaction-reads.ts';
import * as factBlocks from './0083-fact-blocks.ts';
import * as screeningAudit from './0090-screening-audit.ts';
import * as watches from './0091-watches.ts';
import * as riskPolicy from './0092-risk-policy.ts';
import * as retroactiveThreats from './0093-retroactive-threats.ts';
import * as ports from './0100-ports.ts';
import * as assetEvents from './0101-asset-events.ts';
import * as positionCells from './0102-position-cells.ts';
import * as detectionAssets from './0103-detection-assets.ts';
import * as assetGroups from './0104-asset-groups.ts';
import * as hotPathIndexes from './0111-hot-path-indexes.ts';
import * as ledgerBySubject from './0112-ledger-by-subject.ts';
import * as assetEventsBySubject from './0113-asset-events-by-subject.ts';
import * as assetIdentifierIndexes from './0120-asset-identifier-indexes.ts';
import * as screeningsListIndex from './0123-screenings-list-index.ts';
import * as transferAddressIndexes from './0124-transfer-address-indexes.ts';

export const migrations: Record<string, Migration> = {
  '0001-platform': platform,
  '0002-jobs-and-webhooks': jobsAndWebhooks,
  '0003-monitoring': monitoring,
  '0004-tracking': tracking,
  '0005-lists': lists,
  '0006-screening': screening,
  '0007-agents': agents,
  '0008-threats': threats,
  '0009-holds': holds,
  '0010-transfer-indexes': transferIndexes,
  '0011-oauth': oauth,
  '0012-signing-keys': signingKeys,
  '0013-commit-order': commitOrder,
  '0014-idempotency-owner': idempotencyOwner,
  '0015-position-sequence': positionSequence,
  '0016-tracking-ledger': trackingLedger,
  '0017-engine-feed': engineFeed,
  '0018-outbox-commit-order': outboxCommitOrder,
  '0019-zone-list-indexes': zoneListIndexes,
  '0020-threat-review': threatReview,
  '0021-alert-rule-status': alertRuleStatus,
  '0022-idempotency-per-credential': idempotencyPerCredential,
  '0023-health-probe': healthProbe,
  '0024-fair-delivery': fairDelivery,
  '0025-ledger-backfills': ledgerBackfills,
  '0040-transfer-claims': transferClaims,
  '0041-asset-prices': assetPrices,
  '0042-own-wallets': ownWallets,
  '0043-list-designations': listDesignations,
  '0044-label-concepts': labelConcepts,
  '0050-position-quality': positionQuality,
  '0051-feed-sources': feedSources,
  '0052-tracking-episodes': trackingEpisodes,
  '0053-station-kinds': stationKinds,
  '0055-asset-identity': assetIdentity,
  '0060-detection-revisions': detectionRevisions,
  '0061-imagery': imagery,
  '0080-chain-reads': chainReads,
  '0081-alert-undone-transfers': alertUndoneTransfers,
  '0082-chain-transaction-reads': chainTransactionReads,
  '0083-fact-blocks': factBlocks,
  '0090-screening-audit': screeningAudit,
  '0091-watches': watches,
  '0092-risk-policy': riskPolicy,
  '0093-retroactive-threats': retroactiveThreats,
  '0100-ports': ports,
  '0101-asset-events': assetEvents,
  '0102-position-cells': positionCells,
  '0103-detection-assets': detectionAssets,
  '0104-asset-groups': assetGroups,
  '0111-hot-path-indexes': hotPathIndexes,
  '0112-ledger-by-subject': ledgerBySubject,
  '0113-asset-events-by-subject': assetEventsBySubject,
  '0120-asset-identifier-indexes': assetIdentifierIndexes,
  '0123-screenings-list-index': screeningsListIndex,
  '0124-transfer-address-indexes': transferAddressIndexes,
};
