// vitest globalSetup of the integration tiers: builds dist/ (npm run build) when it is missing or older
// than its sources, once, before any test starts. The tests that run the program as `npm start` runs it
// (tests/helpers/dist.ts) then start the bundle with plain node, in a fraction of tsx's time, and no
// two test files ever build it side by side.
import { buildDist, distStale } from '../../scripts/build.mjs';

export default async function setup(): Promise<void> {
  if (distStale()) await buildDist();
}
