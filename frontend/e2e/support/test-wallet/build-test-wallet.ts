import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const ENTRY = fileURLToPath(new URL('./test-wallet.ts', import.meta.url));

let bundled: Promise<string> | null = null;

/**
 * The test wallet as one self-contained script (IIFE) for page.addInitScript. Built in memory from
 * e2e/ only, so it can never reach the product's build.
 */
export function testWalletScript(): Promise<string> {
  bundled ??= build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      emptyOutDir: false,
      minify: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'SflTestWallet', fileName: () => 'test-wallet.js' },
    },
  }).then((result) => {
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('The test wallet build produced no script');
    return chunk.code;
  });
  return bundled;
}
