/**
 * Own wallets: the addresses a workspace registers as its own, whose flows are operations rather
 * than typologies and which are never SAR subjects.
 */
export {
  createOwnWalletsService,
  NO_OWN_WALLETS,
  type OwnWalletSet,
  type OwnWalletsService,
} from './own-wallets-service.ts';
export { createOwnWallet } from './routes/create-own-wallet.ts';
export { deleteOwnWallet } from './routes/delete-own-wallet.ts';
export { listOwnWallets } from './routes/list-own-wallets.ts';
export { OwnWalletSchema } from './routes/own-wallet-schemas.ts';
