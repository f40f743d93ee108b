/**
 * Live fan-out. Every append NOTIFYs `game_events` with "<gameId>:<seq>" (lib/db/event-store.ts);
 * each app process holds ONE listening connection and calls its local subscribers, so any number of
 * processes can serve streams from one PostgreSQL. On the embedded PGlite (one process) the same
 * channel is listened to in-process.
 */
import pg from "pg";
import { getDatabase } from "../db/client";
import { env } from "../env";
import { forgetAccess } from "../auth/access-memo";

/** Sent by the database's triggers when access may have been taken away (lib/auth/access-memo.ts). */
const ACCESS_CHANGED = "access_changed";

type Listener = (seq: number) => void;

class LiveHub {
  private subscribers = new Map<string, Set<Listener>>();
  private listening: Promise<void> | null = null;
  /**
   * The newest version of each game this process knows of, kept current by the notifications for as
   * long as the listening connection stays up (`epoch` changes on every reconnect, which forgets them).
   * It lets public reads skip the database when nothing has changed.
   */
  private versions = new Map<string, { version: number; epoch: number }>();
  private epoch = 0;
  private connected = false;

  /** The game's current version if this process is sure of it, else undefined (ask the database). */
  knownVersion(gameId: string): number | undefined {
    void this.ensureListening();
    const v = this.versions.get(gameId);
    return this.connected && v && v.epoch === this.epoch ? v.version : undefined;
  }

  /** Records a version read from the database (only while listening, so no notification can be missed). */
  noteVersion(gameId: string, version: number, epochAtRead: number) {
    if (!this.connected || epochAtRead !== this.epoch) return;
    const v = this.versions.get(gameId);
    if (!v || v.epoch !== this.epoch || v.version < version) this.versions.set(gameId, { version, epoch: this.epoch });
  }

  /**
   * The listening connection's epoch, or -1 while it is down (then nothing may be remembered): what
   * lib/auth/access-memo.ts checks its answers against.
   */
  accessEpoch(): number {
    void this.ensureListening();
    return this.currentEpoch();
  }

  /** Read before a database read, passed back to noteVersion. */
  currentEpoch(): number {
    return this.connected ? this.epoch : -1;
  }

  /** Calls `listener` with the new version after every append to the game. Returns the unsubscribe. */
  subscribe(gameId: string, listener: Listener): () => void {
    void this.ensureListening();
    let set = this.subscribers.get(gameId);
    if (!set) this.subscribers.set(gameId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.subscribers.delete(gameId);
    };
  }

  /** Resolves once this process receives notifications. */
  ready(): Promise<void> {
    return this.ensureListening();
  }

  /** Whether the listening connection is up now (the readiness probe asks). */
  isListening(): boolean {
    void this.ensureListening();
    return this.connected;
  }

  subscriberCount(): number {
    let n = 0;
    for (const s of this.subscribers.values()) n += s.size;
    return n;
  }

  private dispatch = (payload: string | undefined) => {
    if (!payload) return;
    const i = payload.lastIndexOf(":");
    const gameId = payload.slice(0, i);
    const seq = Number(payload.slice(i + 1));
    if (seq > 0) {
      const v = this.versions.get(gameId);
      if (!v || v.epoch !== this.epoch || v.version < seq)
        this.versions.set(gameId, { version: seq, epoch: this.epoch });
    } else this.versions.delete(gameId);
    const set = this.subscribers.get(gameId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(seq);
      } catch (e) {
        console.error("[live] subscriber failed", e);
      }
    }
  };

  private ensureListening(): Promise<void> {
    this.listening ??= this.listen().catch((e) => {
      console.error("[live] could not listen for changes; retrying in 2 s", e);
      this.listening = null;
      setTimeout(() => void this.ensureListening(), 2000).unref();
    });
    return this.listening ?? Promise.resolve();
  }

  private async listen(): Promise<void> {
    const db = getDatabase();
    if (db.kind === "pglite") {
      await db.factory.opened();
      await db.pglite!.listen("game_events", (payload) => this.dispatch(payload));
      await db.pglite!.listen(ACCESS_CHANGED, () => forgetAccess());
      this.epoch++;
      this.connected = true;
      return;
    }
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    client.on("notification", (msg) => (msg.channel === ACCESS_CHANGED ? forgetAccess() : this.dispatch(msg.payload)));
    client.on("error", (e) => {
      this.connected = false;
      console.error("[live] listening connection lost; reconnecting", e.message);
      client.end().catch(() => {});
      this.listening = null;
      setTimeout(() => {
        void this.ensureListening();
        // Subscribers may have missed versions while disconnected: nudge them all to re-check.
        for (const [gameId] of this.subscribers) this.dispatch(`${gameId}:-1`);
      }, 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN game_events; LISTEN ${ACCESS_CHANGED}`);
    this.epoch++;
    this.connected = true;
  }
}

const globalForLive = globalThis as unknown as { __grimoireLive?: LiveHub };
export const liveHub: LiveHub = (globalForLive.__grimoireLive ??= new LiveHub());
