// The chain-check worker when Heliograph runs from its TypeScript sources (npm run dev, tsx scripts,
// vitest): registers tsx in this thread, then loads the worker itself. The compiled start (dist/)
// uses dist/chain-worker.js, built from chain-worker.ts by scripts/build.mjs, instead.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./chain-worker.ts');
export default worker.default;
