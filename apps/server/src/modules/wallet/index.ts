/* The wallet's public surface: its member routes and the money moves other modules make (launch). */
export { walletRoutes } from "./wallet.routes.ts";
export {
  balance,
  returnBalance,
  transfer,
  walletDeps,
  type TransferInput,
  type WalletDeps,
  type WalletSignals,
} from "./wallet.service.ts";
