/**
 * An EVM source whose reader is loaded when the chain is first read, not when Vigil starts. The
 * reader brings viem, some 450 modules with its own dependencies (a third of a second of every
 * start and every CLI command, measured), and most processes never read a chain: the CLI's
 * commands, and a service with no EVM node configured or none asked about yet.
 */
import type { EvmSourceSettings } from './chain-reader-config.ts';
import type { EvmSource } from './evm-source.ts';

type EvmSourceOptions = Parameters<typeof import('./evm-source.ts').createEvmSource>[1];

export function deferredEvmSource(settings: EvmSourceSettings, options: EvmSourceOptions): EvmSource {
  let loaded: EvmSource | undefined;
  let loading: Promise<EvmSource> | undefined;
  const source = (): Promise<EvmSource> => {
    loading ??= import('./evm-source.ts').then(({ createEvmSource }) => {
      loaded = createEvmSource(settings, options);
      return loaded;
    });
    return loading;
  };
  return {
    chain: settings.chain,
    confirmations: settings.confirmations,
    // Nothing was asked of the node before the reader was loaded.
    calls: () => loaded?.calls() ?? 0,
    tracesKnown: () => loaded?.tracesKnown(),
    head: async () => (await source()).head(),
    header: async (number, fresh) => (await source()).header(number, fresh),
    traces: async () => (await source()).traces(),
    read: async (from, to, addresses) => (await source()).read(from, to, addresses),
    locate: async (txHash) => (await source()).locate(txHash),
  };
}
