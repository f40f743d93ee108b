/**
 * Coin flip: the smallest rule system, kept under test/ to prove the recipe in docs/architecture.md
 * ("Adding a rule system"). Each player calls heads or tails in secret; the moderator flips the coin;
 * the calls are revealed with the face, and those who called it win. Registered like any other
 * (lib/registry.ts) but `testOnly`: games of it are offered and created only where
 * GRIMOIRE_TEST_RULESETS=on (the end-to-end tests' server).
 */
import { z } from "zod";
import type { SeatId } from "@/lib/game/core";
import type { Decision, GameState, Ruleset } from "@/lib/game/ruleset";
import { msg, type Message } from "@/lib/i18n/message";
import type { WordsPath } from "@/lib/i18n/namespaces";

export type Face = "heads" | "tails";
const face = z.enum(["heads", "tails"]);

export interface CoinFlipState {
  calls: Record<SeatId, Face>;
  face: Face | null;
}

export const commandSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("coinFlip.call"), seatId: z.string().min(1), call: face }),
  z.object({ type: z.literal("coinFlip.flip") }),
]);
export type CoinFlipCommand = z.infer<typeof commandSchema>;

export const eventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("CoinFlipCalled"), seatId: z.string(), call: face }),
  z.object({ type: z.literal("CoinFlipFlipped"), face }),
]);
export type CoinFlipEvent = z.infer<typeof eventSchema>;

const c = (key: string, values?: Record<string, string>): Message => msg(`coinFlip.rules.${key}`, values);

/** Everyone sees who has called, not what, until the coin lands; then every call and the winners. */
export interface CoinFlipPublicView {
  called: SeatId[];
  face: Face | null;
  calls: Record<SeatId, Face> | null;
  winners: SeatId[] | null;
}
/** A seat's own call, and whether it may still call. */
export interface CoinFlipPlayerView {
  call: Face | null;
  mayCall: boolean;
}
export interface CoinFlipModeratorView {
  calls: Record<SeatId, Face>;
  face: Face | null;
  mayFlip: boolean;
}

type G = GameState<CoinFlipState>;
const fail = (error: Message): Decision<CoinFlipEvent> => ({ ok: false, error });

function decide(
  game: G,
  cmd: CoinFlipCommand,
  ctx: Parameters<Ruleset<CoinFlipState, CoinFlipCommand, CoinFlipEvent>["decide"]>[2],
) {
  const s = game.rules;
  switch (cmd.type) {
    case "coinFlip.call": {
      if (s.face) return fail(c("alreadyFlipped"));
      if (!game.core.seats.some((x) => x.id === cmd.seatId)) return fail(c("unknownSeat"));
      if (ctx.actor.kind === "player" && ctx.actor.seatId !== cmd.seatId) return fail(c("ownSeatOnly"));
      return { ok: true as const, event: { type: "CoinFlipCalled" as const, seatId: cmd.seatId, call: cmd.call } };
    }
    case "coinFlip.flip": {
      if (ctx.actor.kind !== "moderator") return fail(c("moderatorFlips"));
      if (s.face) return fail(c("alreadyFlipped"));
      if (Object.keys(s.calls).length === 0) return fail(c("nobodyCalled"));
      const missing = game.core.seats.filter((x) => !s.calls[x.id]).map((x) => x.name);
      return {
        ok: true as const,
        event: {
          type: "CoinFlipFlipped" as const,
          face: ctx.rng.next() < 0.5 ? ("heads" as const) : ("tails" as const),
        },
        warnings: missing.length ? [c("notEveryoneCalled", { names: missing.join(", ") })] : [],
      };
    }
  }
}

function evolve(s: CoinFlipState, e: CoinFlipEvent): CoinFlipState {
  switch (e.type) {
    case "CoinFlipCalled":
      return { ...s, calls: { ...s.calls, [e.seatId]: e.call } };
    case "CoinFlipFlipped":
      return { ...s, face: e.face };
  }
}

const WORDS = { page: ["coinFlip"], posts: ["coinFlip"] } as const satisfies {
  page: readonly WordsPath[];
  posts: readonly WordsPath[];
};

export const coinFlip: Ruleset<
  CoinFlipState,
  CoinFlipCommand,
  CoinFlipEvent,
  CoinFlipPublicView,
  CoinFlipPlayerView,
  CoinFlipModeratorView
> = {
  id: "coin-flip",
  name: "Coin flip", // not text: the test rule system's name, as a product name is
  testOnly: true,
  commandSchema,
  eventSchema,
  commandTypes: ["coinFlip.call", "coinFlip.flip"],
  eventTypes: ["CoinFlipCalled", "CoinFlipFlipped"],
  words: WORDS,
  initialState: () => ({ calls: {}, face: null }),
  decide,
  evolve,
  onCoreEvent(s, event) {
    // A removed seat's call goes with it.
    const e = event as { type: string; seatId?: string };
    if (e.type !== "SeatRemoved" || !e.seatId || !s.calls[e.seatId]) return s;
    const calls = { ...s.calls };
    delete calls[e.seatId];
    return { ...s, calls };
  },
  publicView: (game) => {
    const s = game.rules;
    const called = game.core.seats.filter((x) => s.calls[x.id]).map((x) => x.id);
    return {
      called,
      face: s.face,
      calls: s.face ? { ...s.calls } : null,
      winners: s.face ? called.filter((id) => s.calls[id] === s.face) : null,
    };
  },
  playerView: (game, seatId) => ({ call: game.rules.calls[seatId] ?? null, mayCall: !game.rules.face }),
  moderatorView: (game) => ({
    calls: { ...game.rules.calls },
    face: game.rules.face,
    mayFlip: !game.rules.face && Object.keys(game.rules.calls).length > 0,
  }),
};
