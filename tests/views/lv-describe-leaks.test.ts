// Regression tests for leaks the fuzzer found: a log line that named a unit the reader may not see.
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/engine/types.ts';
import type { LvEvent } from '../../src/games/lettow-vorbeck/events.ts';
import { lettowVorbeck } from '../../src/games/lettow-vorbeck/index.ts';

const before = lettowVorbeck.initial();
const line = (e: LvEvent, v: Viewer) => lettowVorbeck.describe(e, v, before) ?? '';

describe('major battle log lines (20.B, 20.C under 10.0 / R36)', () => {
  const loss: LvEvent = {
    type: 'battle.major-loss',
    space: 'same',
    side: 'German',
    unit: 'ger-9-fka',
    from: 'tabora',
    to: 'german-recruit-box',
    chosenBy: 'player',
  };
  const recruit: LvEvent = {
    type: 'battle.major-recruit',
    space: 'same',
    side: 'Allied',
    unit: 'ally-rff',
    chosenBy: 'player',
  };

  it('20.C — the unit the loser removes from anywhere on the map is named only to its owner', () => {
    expect(line(loss, { kind: 'public' })).not.toContain('ger-9-fka');
    expect(line(loss, { kind: 'side', side: 'Allied' })).not.toContain('ger-9-fka');
    expect(line(loss, { kind: 'side', side: 'Allied' })).toContain('a unit from tabora');
    expect(line(loss, { kind: 'side', side: 'German' })).toContain('ger-9-fka');
  });

  it('20.B — the unit the winner takes from its pool is named only to its owner', () => {
    expect(line(recruit, { kind: 'public' })).not.toContain('ally-rff');
    expect(line(recruit, { kind: 'side', side: 'German' })).not.toContain('ally-rff');
    expect(line(recruit, { kind: 'side', side: 'Allied' })).toContain('ally-rff');
  });
});
