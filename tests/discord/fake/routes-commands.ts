/** REST: application command registration (bulk overwrite / create / list), global and guild. */
import { formBodyError } from './message-validation.ts';
import { discordError, type RestRequest, type RestResponse, type Router } from './router.ts';
import type { FakeState } from './state.ts';

export function registerCommandRoutes(router: Router, state: FakeState): void {
  const scopeOf = (req: RestRequest): string | RestResponse => {
    if (req.params['app'] !== state.applicationId) {
      return discordError(
        403,
        50001,
        `Missing Access (application id ${req.params['app'] ?? '?'} is not this bot's ${state.applicationId})`,
      );
    }
    const guild = req.params['guild'];
    if (guild === undefined) return 'global';
    return guild === state.guild.id ? guild : discordError(404, 10004, 'Unknown Guild');
  };
  const list = (req: RestRequest): RestResponse => {
    const scope = scopeOf(req);
    return typeof scope === 'string' ? { status: 200, body: state.commands.list(scope) } : scope;
  };
  const overwrite = (req: RestRequest): RestResponse => {
    const scope = scopeOf(req);
    if (typeof scope !== 'string') return scope;
    const result = state.commands.overwrite(scope, state.applicationId, req.json);
    return result.ok ? { status: 200, body: result.value } : { status: 400, body: formBodyError(result.errors) };
  };
  const create = (req: RestRequest): RestResponse => {
    const scope = scopeOf(req);
    if (typeof scope !== 'string') return scope;
    const result = state.commands.upsert(scope, state.applicationId, req.json);
    return result.ok ? { status: 201, body: result.value } : { status: 400, body: formBodyError(result.errors) };
  };
  for (const path of ['/applications/:app/commands', '/applications/:app/guilds/:guild/commands']) {
    router.add('GET', path, list);
    router.add('PUT', path, overwrite);
    router.add('POST', path, create);
  }
}
