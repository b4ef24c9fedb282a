/** Fake Discord gateway (JSON text frames, no compression): HELLO, IDENTIFY→READY+GUILD_CREATE,
 *  heartbeat ACK, RESUME with replay, RECONNECT, REQUEST_GUILD_MEMBERS, dispatch to the right shard. */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { isRecord, optNumber, optString, type JsonRecord } from './json.ts';
import { snowflake } from './ids.ts';

const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  Resume: 6,
  Reconnect: 7,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;
const REPLAY_LIMIT = 1000;

/** What the gateway needs from the rest of the fake. */
export interface GatewayWorld {
  readonly token: string;
  /** READY `d` for a new session (without session_id/resume url/shard, which the gateway adds). */
  readyData(shard: [number, number]): JsonRecord;
  /** GUILD_CREATE `d` for every guild on this shard. */
  guildCreates(shard: [number, number]): JsonRecord[];
  /** GUILD_MEMBERS_CHUNK `d` answering REQUEST_GUILD_MEMBERS. */
  membersChunk(guildId: string, nonce: string | undefined): JsonRecord;
}

export interface IdentifyRecord {
  readonly intents: number;
  readonly shard: [number, number];
  readonly at: number;
}

interface Dispatch {
  readonly s: number;
  readonly t: string;
  readonly d: unknown;
}

class Session {
  seq = 0;
  socket: WebSocket | null;
  readonly log: Dispatch[] = [];
  constructor(
    readonly id: string,
    readonly shard: [number, number],
    socket: WebSocket,
  ) {
    this.socket = socket;
  }
}

export class FakeGateway {
  readonly identifies: IdentifyRecord[] = [];
  heartbeats = 0;
  resumes = 0;
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Set<WebSocket>();
  private readonly sessions = new Map<string, Session>();
  private url = '';

  constructor(
    private readonly world: GatewayWorld,
    private readonly heartbeatIntervalMs: number,
    /** Called after every gateway state change (so `fake.waitUntil` re-checks). */
    private readonly onChange: () => void = () => {},
  ) {}

  setUrl(url: string): void {
    this.url = url;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws));
  }

  /** Number of sessions that completed IDENTIFY and are currently connected. */
  get connectedSessions(): number {
    return [...this.sessions.values()].filter((s) => s.socket !== null).length;
  }

  /** True if some session (connected or resumable) would receive events for this guild (null = DMs → shard 0). */
  hasSessionFor(guildId: string | null): boolean {
    return this.sessionFor(guildId) !== undefined;
  }

  /** Send a dispatch to the session owning `guildId` (buffered for replay if it is reconnecting). */
  dispatch(t: string, d: unknown, guildId: string | null): void {
    const session = this.sessionFor(guildId);
    if (!session) throw new Error(`fake-discord: no gateway session to deliver ${t} (is the bot logged in?)`);
    this.sendDispatch(session, t, d);
  }

  /** Ask every connected client to reconnect and RESUME (op 7), as Discord does on maintenance. */
  requestReconnect(): void {
    for (const s of this.sessions.values())
      s.socket?.send(JSON.stringify({ op: Op.Reconnect, d: null, s: null, t: null }));
  }

  /** Close all gateway connections with `code` (4000 = resumable unknown error). */
  dropConnections(code = 4000): void {
    for (const ws of this.sockets) ws.close(code, 'fake-discord: dropped');
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
    this.sessions.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private sessionFor(guildId: string | null): Session | undefined {
    const sessions = [...this.sessions.values()];
    return sessions.find((s) => shardOf(guildId, s.shard[1]) === s.shard[0]);
  }

  private onConnection(ws: WebSocket): void {
    this.sockets.add(ws);
    ws.on('close', () => {
      this.sockets.delete(ws);
      for (const s of this.sessions.values()) if (s.socket === ws) s.socket = null;
      this.onChange();
    });
    ws.on('message', (raw) => {
      this.onMessage(ws, raw);
      this.onChange();
    });
    send(ws, { op: Op.Hello, d: { heartbeat_interval: this.heartbeatIntervalMs }, s: null, t: null });
  }

  private onMessage(ws: WebSocket, raw: RawData): void {
    let msg: unknown;
    try {
      msg = JSON.parse(rawText(raw));
    } catch {
      ws.close(4002, 'Error while decoding payload.');
      return;
    }
    if (!isRecord(msg)) return;
    const d = isRecord(msg['d']) ? msg['d'] : {};
    switch (optNumber(msg, 'op')) {
      case Op.Heartbeat:
        this.heartbeats++;
        send(ws, { op: Op.HeartbeatAck, d: null, s: null, t: null });
        return;
      case Op.Identify:
        this.identify(ws, d);
        return;
      case Op.Resume:
        this.resume(ws, d);
        return;
      case Op.RequestGuildMembers: {
        const session = [...this.sessions.values()].find((s) => s.socket === ws);
        const guildId = optString(d, 'guild_id');
        if (session && guildId)
          this.sendDispatch(session, 'GUILD_MEMBERS_CHUNK', this.world.membersChunk(guildId, optString(d, 'nonce')));
        return;
      }
      default:
        return; // presence / voice state updates are accepted and ignored
    }
  }

  private identify(ws: WebSocket, d: JsonRecord): void {
    if (d['token'] !== this.world.token) {
      ws.close(4004, 'Authentication failed.');
      return;
    }
    const rawShard = d['shard'];
    const shard: [number, number] =
      Array.isArray(rawShard) && typeof rawShard[0] === 'number' && typeof rawShard[1] === 'number'
        ? [rawShard[0], rawShard[1]]
        : [0, 1];
    this.identifies.push({ intents: optNumber(d, 'intents') ?? 0, shard, at: Date.now() });
    for (const [id, old] of this.sessions) if (old.shard[0] === shard[0]) this.sessions.delete(id);
    const session = new Session(`fake-session-${snowflake()}`, shard, ws);
    this.sessions.set(session.id, session);
    this.sendDispatch(session, 'READY', {
      ...this.world.readyData(shard),
      session_id: session.id,
      resume_gateway_url: this.url,
      shard,
    });
    for (const guild of this.world.guildCreates(shard)) this.sendDispatch(session, 'GUILD_CREATE', guild);
  }

  private resume(ws: WebSocket, d: JsonRecord): void {
    if (d['token'] !== this.world.token) {
      ws.close(4004, 'Authentication failed.');
      return;
    }
    const session = this.sessions.get(optString(d, 'session_id') ?? '');
    const seq = optNumber(d, 'seq') ?? 0;
    if (!session || (session.log[0] !== undefined && session.log[0].s > seq + 1)) {
      send(ws, { op: Op.InvalidSession, d: false, s: null, t: null });
      return;
    }
    this.resumes++;
    session.socket = ws;
    for (const event of session.log) if (event.s > seq) send(ws, { op: Op.Dispatch, ...event });
    this.sendDispatch(session, 'RESUMED', null);
  }

  private sendDispatch(session: Session, t: string, d: unknown): void {
    const event: Dispatch = { s: ++session.seq, t, d };
    session.log.push(event);
    if (session.log.length > REPLAY_LIMIT) session.log.shift();
    if (session.socket) send(session.socket, { op: Op.Dispatch, ...event });
  }
}

/** Discord's shard formula: (guild_id >> 22) % shard_count; DMs go to shard 0. */
export function shardOf(guildId: string | null, shardCount: number): number {
  if (guildId === null) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

function send(ws: WebSocket, payload: JsonRecord): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(payload));
}

function rawText(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw).toString('utf8');
}
