// The Discord adapter (issue: Heliograph in Discord). Placeholder until the adapter lands.
import type { GameService } from '../app/service.ts';

export async function runBot(_app: GameService, _env: NodeJS.ProcessEnv): Promise<void> {
  throw new Error('The Discord adapter is not built yet: unset DISCORD_TOKEN to use the console.');
}
