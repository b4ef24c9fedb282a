/** A message stored by the fake: the JSON served to the bot plus the bytes of its attachments. */
import type { APIAttachment, APIMessage, APIUser, MessageFlags } from 'discord.js';
import { snowflake } from './ids.ts';
import { asArray, asRecord, optNumber, optString, walkRecords, type JsonRecord } from './json.ts';
import type { RecordedFile } from './types.ts';

export const EPHEMERAL_FLAG = 64;
export const LOADING_FLAG = 128;

/** Where a message came from. `interaction` = initial response (or deferred placeholder). */
export type MessageSource = 'channel' | 'interaction' | 'followup';

export interface MessageVersion {
  readonly api: APIMessage;
  readonly files: readonly RecordedFile[];
}

export interface MessageInit {
  channelId: string;
  author: APIUser;
  source: MessageSource;
  interactionId: string | null;
  body: JsonRecord;
  files: readonly RecordedFile[];
  attachmentUrl: (attachmentId: string, filename: string) => string;
  /** Fields merged into the API object (webhook_id, interaction_metadata, ...). */
  extra?: Partial<APIMessage>;
}

/** Thrown when a message body is malformed (unknown attachment id); routes turn it into HTTP 400. */
export class MessageBodyError extends Error {}

export class FakeMessage {
  readonly id: string;
  readonly channelId: string;
  readonly source: MessageSource;
  readonly interactionId: string | null;
  /** Earlier versions, oldest first (one entry per edit). */
  readonly history: MessageVersion[] = [];
  deleted = false;
  private current: APIMessage;
  /** The body's allowed_mentions (undefined: none sent, Discord's default parses every user mention). */
  private allowedMentions: JsonRecord | undefined;
  private readonly fileById = new Map<string, RecordedFile>();
  private readonly attachmentUrl: MessageInit['attachmentUrl'];

  constructor(init: MessageInit) {
    this.id = snowflake();
    this.channelId = init.channelId;
    this.source = init.source;
    this.interactionId = init.interactionId;
    this.attachmentUrl = init.attachmentUrl;
    this.current = {
      id: this.id,
      channel_id: init.channelId,
      type: 0,
      author: init.author,
      content: '',
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      components: [],
      pinned: false,
      ...init.extra,
    };
    this.applyBody(init.body, init.files, false);
  }

  /** The message object exactly as the fake serves it to the bot. */
  get api(): APIMessage {
    return this.current;
  }
  get content(): string {
    return this.current.content;
  }
  get components(): NonNullable<APIMessage['components']> {
    return this.current.components ?? [];
  }
  get embeds(): APIMessage['embeds'] {
    return this.current.embeds;
  }
  get flags(): number {
    return this.current.flags ?? 0;
  }
  get ephemeral(): boolean {
    return (this.flags & EPHEMERAL_FLAG) !== 0;
  }
  /** The users this message notified: those mentioned in its content (<@id>) that its allowed_mentions
   *  let through (Discord pings no one else, whatever the content names). */
  get notified(): string[] {
    const named = [...this.content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!);
    const a = this.allowedMentions;
    if (a === undefined) return [...new Set(named)];
    const parse = Array.isArray(a['parse']) ? (a['parse'] as unknown[]) : [];
    const users = Array.isArray(a['users']) ? (a['users'] as unknown[]).map(String) : [];
    return [...new Set(named.filter((u) => parse.includes('users') || users.includes(u)))];
  }
  /** True while a deferred reply still shows "Bot is thinking…". */
  get loading(): boolean {
    return (this.flags & LOADING_FLAG) !== 0;
  }
  get editCount(): number {
    return this.history.length;
  }
  /** Files currently attached, in attachment order, with their bytes. */
  get files(): RecordedFile[] {
    return this.current.attachments.flatMap((a) => {
      const file = this.fileById.get(a.id);
      return file ? [file] : [];
    });
  }

  fileForAttachment(attachmentId: string): RecordedFile | undefined {
    return this.fileById.get(attachmentId);
  }

  /** A button/select (any depth, also Components V2) with this custom_id. */
  component(customId: string): JsonRecord | undefined {
    for (const rec of walkRecords(this.current.components)) {
      if (rec['custom_id'] === customId) return rec;
    }
    return undefined;
  }

  /** Apply a PATCH body (absent keys keep their value). Pushes the previous version to `history`. */
  edit(body: JsonRecord, files: readonly RecordedFile[], extra: Partial<APIMessage> = {}): void {
    this.history.push({ api: this.current, files: this.files });
    this.current = { ...this.current, ...extra, edited_timestamp: new Date().toISOString() };
    this.applyBody(body, files, true);
  }

  private applyBody(body: JsonRecord, files: readonly RecordedFile[], editing: boolean): void {
    const next: APIMessage = { ...this.current };
    if ('content' in body) next.content = optString(body, 'content') ?? '';
    if ('embeds' in body) next.embeds = asArray(body['embeds']) as APIMessage['embeds'];
    if ('components' in body) next.components = asArray(body['components']) as APIMessage['components'];
    if ('allowed_mentions' in body) this.allowedMentions = asRecord(body['allowed_mentions']);
    const flags = optNumber(body, 'flags');
    if (flags !== undefined) next.flags = ((next.flags ?? 0) | flags) as MessageFlags;
    next.attachments = this.resolveAttachments(body, files, editing);
    this.current = next;
  }

  /** Pair `payload_json.attachments[i].id` with multipart part `files[id]`; keep referenced old ones. */
  private resolveAttachments(body: JsonRecord, files: readonly RecordedFile[], editing: boolean): APIAttachment[] {
    const byField = new Map(files.map((f) => [f.field, f] as const));
    const used = new Set<RecordedFile>();
    const result: APIAttachment[] = [];
    const listed = Array.isArray(body['attachments']) ? asArray(body['attachments']) : undefined;
    if (listed === undefined && editing) result.push(...this.current.attachments);
    for (const entry of listed ?? []) {
      const rec = asRecord(entry);
      const id = String(rec['id'] ?? '');
      const old = this.current.attachments.find((a) => a.id === id);
      if (old) {
        result.push(old);
        continue;
      }
      const file = byField.get(`files[${id}]`);
      if (!file)
        throw new MessageBodyError(`attachments[].id ${id} matches neither a kept attachment nor a files[${id}] part`);
      used.add(file);
      result.push(this.addFile(file, optString(rec, 'description')));
    }
    for (const file of files) if (!used.has(file)) result.push(this.addFile(file, undefined));
    return result;
  }

  private addFile(file: RecordedFile, description: string | undefined): APIAttachment {
    const id = snowflake();
    this.fileById.set(id, file);
    const url = this.attachmentUrl(id, file.name);
    return {
      id,
      filename: file.name,
      size: file.bytes.length,
      content_type: file.contentType,
      url,
      proxy_url: url,
      ...(description !== undefined ? { description } : {}),
    };
  }
}
