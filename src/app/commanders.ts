// Shared command in Hill of Doves: the creator of a game may seat other users as British
// co-commanders. (Kept out of service.ts; it uses the store's seat table directly.)
import { publicOut, type Caller, type Output } from './outputs.ts';
import type { GameService } from './service.ts';
import { UserError } from './user-error.ts';

export async function addCommander(app: GameService, caller: Caller, user: string, name = user): Promise<Output[]> {
  const g = await app.activeGame(caller.channel);
  if (g.row.kind !== 'hill-of-doves') throw new UserError('Co-commanders are for Hill of Doves games only.');
  if (g.row.creator !== caller.user) throw new UserError('Only the creator of the game may add British co-commanders.');
  const who = user.replace(/^<@!?(\w+)>$/, '$1').trim();
  if (!who) throw new UserError('Name the user to add, e.g. /commander add user:bob');
  if (g.seats.some((s) => s.side === 'British' && s.user_id === who))
    throw new UserError(`${name} already commands the British.`);
  await app.store.addSeat(g.row.id, 'British', who, name, 'co'); // any number of co-commanders (migrations/0003)
  return [publicOut(`${name} joins the British command (co-commander, added by ${caller.name}).`)];
}
