// The log lines of the kernel's own events (every viewer sees the same line; none names a unit).
import { clockLine } from './clock-lines.ts';
import type { GameEvent } from './types.ts';

const range = (from: unknown, to: unknown): string =>
  from === to ? `event #${String(from)}` : `events #${String(from)}–#${String(to)}`;

export function kernelLine(e: GameEvent): string | null {
  const f = e as GameEvent & Record<string, unknown>;
  switch (e.type) {
    case 'kernel.dice-queued':
      return `Sandbox: next die results queued: ${(f.values as number[]).join(', ')}.`;
    case 'kernel.side-resigned':
      return `${String(f.side)} resigns.`;
    case 'kernel.forced':
      return `${String(f.reason)}.`;
    case 'kernel.confirm-set':
      return f.confirm
        ? `${String(f.side)} will confirm every step (forced steps wait for their command).`
        : `${String(f.side)} lets forced steps pass by themselves.`;
    case 'kernel.undone':
      // A consented range ends with the request itself (any game event drops it): the accept names the
      // range the request named.
      return `${String(f.side)} takes back ${range(f.from, f.consent ? Number(f.to) - 1 : f.to)}${f.consent ? ', with the opponent’s consent' : ''}; the game is as it was before.`;
    case 'kernel.undo-requested':
      return `${String(f.side)} asks to take back ${range(f.from, f.to)}: the opponent answers with /undo accept or /undo decline.`;
    case 'kernel.undo-declined':
      return `${String(f.side)} declines the take-back; play goes on.`;
    default:
      return clockLine(e);
  }
}
