// Rule-revision pinning (docs/decisions/rule-revisions-pinned-per-game.md): a game is folded and played by the
// revision of the rules and components it was created with (games.revision), never by whatever the code plays
// today.
import type { AnyGameModule } from '../engine/types.ts';
import { gameModule } from './registry.ts';

/** The module that plays a game of `kind` created at `revision`, or a sentence saying why there is none. */
export function moduleAt(
  kind: string,
  revision: string,
  lookup: (kind: string) => AnyGameModule | undefined = gameModule,
): AnyGameModule | string {
  const module = lookup(kind);
  if (!module) return `it is of a game this version does not know ("${kind}")`;
  if (!module.revisions.includes(revision))
    return `it was created with rules revision "${revision}", which this version no longer plays (it plays ${module.revisions.join(', ')})`;
  return module.atRevision?.(revision) ?? module;
}
