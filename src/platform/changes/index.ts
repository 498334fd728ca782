/**
 * Changes told across processes: each process applies the rules, sites, follows and labels another
 * one changed within a moment of the commit, instead of waiting for a periodic reload.
 */
export {
  announceChange,
  type ChangeFeed,
  type ChangeNotice,
  commitChange,
  createChangeFeed,
} from './change-feed.ts';
