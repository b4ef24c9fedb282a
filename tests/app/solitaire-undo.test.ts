// Take-backs and co-command in a solitaire game (Hill of Doves, through the console's command path):
// /undo speaks of the solitaire game and its own rule — never of an opponent to ask, never of
// Lettow-Vorbeck's 10.0 — and /commander add refuses Heliograph, which is no person.
import { afterAll, describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.ts';

const h = harness({ seed: 'solitaire-undo' });
afterAll(() => h.close());
const t = (line: string) => h.text(line, 'hod');
const seq = () => h.state('hod').seq;

describe('Hill of Doves: /undo in its own words; no bot as co-commander', () => {
  it('2.1 — the British take-backs are explained as Hill of Doves rules them, with no opponent and no 10.0', async () => {
    await t('alice: /game new game:hill-of-doves');
    await t('alice: /game join side:British');
    await t('alice: /commander add user:carol');
    await t('carol: /hod orders assault:none');

    const others = await t('alice: /undo last');
    expect(others).toMatch(/is not yours: \/undo last takes back only your own last command\./);
    expect(others).toContain('The co-commander who gave it may take it back with /undo last.');
    expect(await t('carol: /undo last')).toMatch(/British takes back event/);

    await t('alice: /hod continue');
    const at = seq();
    const never = await t('alice: /undo last');
    expect(never).toMatch(
      /cannot be taken back: “[^”]+” was not a British decision \(.*\): Hill of Doves takes back only your own decisions since the last draw or roll; nothing was recorded\./,
    );
    expect(await t('alice: /undo request')).toContain('solitaire');
    for (const text of [others, never]) {
      expect(text).not.toMatch(/opponent/);
      expect(text).not.toContain('10.0');
    }
    expect(seq()).toBe(at);
  });

  it('/commander add user:Heliograph is refused: a bot cannot share the British command', async () => {
    const before = h.read.game('hod').seats.length;
    expect(await t('alice: /commander add user:Heliograph')).toBe(
      '[ephemeral alice] Heliograph is a bot account: co-commanders are people who share the British command, and no bot can (Heliograph included). Name a member who is not a bot; nothing was recorded.',
    );
    expect(h.read.game('hod').seats).toHaveLength(before);
  });
});
