/**
 * Who a credential is, and what role an account holds in a game, remembered by this process for a
 * few seconds, so that a burst of commands (a day's votes) does not ask the database the same two
 * questions each time. Remembering must never outlive a revocation, so an entry is used only while
 * nothing may have changed since it was read:
 *
 * - every change that can take access away (a session ended or refreshed, an account disabled,
 *   renamed or removed, an API token revoked, a membership added, changed or removed) NOTIFYs
 *   `access_changed` from a database trigger (migration `issue26_access_changed`), whichever process
 *   or library made it; each process's listening connection (lib/live/hub.ts) then forgets everything;
 * - this process also forgets at once where it makes such a change itself (`forgetAccess`), so that
 *   its own next request never waits on the notification's way back;
 * - nothing is remembered, or used, while the listening connection is down or was re-made since the
 *   entry was read (a notification may have been missed), nor for longer than `MEMO_MS`.
 *
 * What is left is the moment between another process's commit and this one hearing of it (well
 * under a millisecond on one machine): a request already on its way in that moment is answered as
 * if it had come just before.
 */

/** How long an answer is remembered at most. */
export const MEMO_MS = 30_000;
/** At most this many answers per memo (the oldest go first). */
const LIMIT = 10_000;

/** The listening connection's state, as lib/live/hub.ts knows it: -1 while it is down. */
export type EpochSource = () => number;

interface Entry<V> {
  value: V;
  at: number;
  epoch: number;
}

let generation = 0;
const memos = new Set<AccessMemo<unknown>>();

/** Forgets every remembered answer (a change to access was made or heard of). */
export function forgetAccess(): void {
  generation++;
  for (const memo of memos) memo.clear();
}

/** A remembered lookup: `get` answers from memory or asks `look` and remembers a non-null answer. */
export class AccessMemo<V> {
  private entries = new Map<string, Entry<V>>();

  constructor(
    private readonly epoch: EpochSource,
    private readonly now: () => number = Date.now,
  ) {
    memos.add(this as AccessMemo<unknown>);
  }

  async get(key: string, look: () => Promise<V | null>): Promise<V | null> {
    const epoch = this.epoch();
    const hit = this.entries.get(key);
    if (hit && epoch !== -1 && hit.epoch === epoch && this.now() - hit.at < MEMO_MS) return hit.value;
    if (hit) this.entries.delete(key);
    const asked = generation;
    const at = this.now();
    const value = await look();
    // Kept only if nothing was forgotten while it was read, and the connection stayed up throughout.
    if (value !== null && epoch !== -1 && asked === generation && this.epoch() === epoch) {
      if (this.entries.size >= LIMIT) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, at, epoch });
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
