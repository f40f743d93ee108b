import { describe, expect, it } from "vitest";
import { toStoredPayload } from "../../game/events";
import { createRng, type Rng } from "../../game/rng";
import type { GameState } from "../../game/ruleset";
import { PRESETS } from "./presets";
import { ROLES, isThief } from "./roles";
import type { KemomimiState } from "./state";
import { Table, asPlayer } from "./testing";
import { moderatorView, playerView, publicView } from "./views";
import type { Command } from "../../game/commands";
import type { PowerOffer } from "./powers";
import { engine } from "@/lib/registry";

type G = GameState<KemomimiState>;

/**
 * The same game with every secret changed: the roles of players still in the game rotated, the
 * removed cards, the checks' targets and answers, tonight's thief and target. `keep` is a seat whose
 * own secrets stay (for her player view).
 */
function scrambled(g: G, keep?: string): G {
  const s = g.rules;
  if (s.phase === "setup" || s.phase === "ended") return g;
  const hidden = s.players.filter((p) => !p.out && p.seatId !== keep);
  const rotated = hidden.map((_, i) => hidden[(i + 1) % hidden.length]!.role);
  const others = s.players.map((p) => p.seatId).filter((id) => id !== keep);
  const other = (id: string) => others[(others.indexOf(id) + 1) % others.length] ?? id;
  const keepNight = s.night && keep && s.night.thief === keep;
  return {
    core: g.core,
    rules: {
      ...s,
      players: s.players.map((p) => {
        const i = hidden.findIndex((h) => h.seatId === p.seatId);
        return i >= 0 ? { ...p, role: rotated[i]! } : p;
      }),
      removed: s.removed.map((r) => (r === "informant" ? "civilianJustice" : "informant")),
      checks: s.checks.map((c) => (c.by === keep ? c : { ...c, target: other(c.target), isCivilian: !c.isCivilian })),
      today: {
        ...s.today,
        // Hands given on the links are secret until the count when the host plays.
        hands: s.hostSeat && !s.today.count ? s.today.hands.filter((id) => id === keep) : s.today.hands,
      },
      night:
        s.night && !keepNight
          ? {
              ...s.night,
              thief: s.night.thief && other(s.night.thief),
              target: s.night.target && other(s.night.target),
            }
          : s.night,
    },
  };
}

function assertNoLeak(t: Table) {
  const g = t.game;
  expect(JSON.stringify(publicView(scrambled(g), t.now))).toBe(JSON.stringify(publicView(g, t.now)));
  const pub = publicView(g, t.now);
  for (const p of pub.players) if (!p.out) expect(p.revealedRole).toBeNull();
  for (const seat of t.seats) {
    const own = playerView(g, seat, t.now);
    expect(JSON.stringify(playerView(scrambled(g, seat), seat, t.now))).toBe(JSON.stringify(own));
  }
  const mod = moderatorView(g, t.now); // never throws
  // A playing host's view holds nothing her seat may not know (nor her own secrets: it may be shared).
  if (g.rules.hostSeat && g.rules.phase !== "ended")
    expect(JSON.stringify(moderatorView(scrambled(g), t.now))).toBe(JSON.stringify(mod));
}

function powerCommand(o: PowerOffer, rng: Rng, t: Table): Command {
  const others = t.s.players.filter((p) => !p.out && p.seatId !== o.seatId).map((p) => p.seatId);
  switch (o.character) {
    case "shamlock":
    case "sheena":
      return { type: o.command, targetSeatId: rng.pick(others) };
    case "miranda":
      return { type: o.command, suspectSeatId: rng.pick(others.filter((id) => id !== t.s.today.suspect)) };
    case "luma":
      return { type: o.command, seatId: rng.pick(others) };
    default:
      return { type: o.command };
  }
}

const canDo = (t: Table, seat: string, command: string) =>
  playerView(t.game, seat, t.now).actions.some((a) => a.command === command);

/** Plays a game with random legal moves, each made by the player it belongs to when it is theirs. */
function randomGame(seed: string, checkLeaks = false, hostPlays = false): Table {
  const rng = createRng(seed);
  const n = 4 + rng.int(5);
  const t = new Table(n, seed);
  const preset = rng.pick(PRESETS.filter((p) => p.players === n));
  t.do({ type: "kemomimi.configure", preset: preset.id, discussionSeconds: 60 }, { force: true });
  t.do({ type: "kemomimi.deal", ...(hostPlays ? { hostSeatId: t.seats[0] } : {}) });
  for (let i = 0; i < 3000 && t.s.phase !== "ended"; i++) {
    if (checkLeaks) assertNoLeak(t);
    const s = t.s;
    const inGame = s.players.filter((p) => !p.out).map((p) => p.seatId);
    const offers = moderatorView(t.game, t.now).hints.offeredPowers;
    if (offers.length && rng.next() < 0.35) {
      const o = rng.pick(offers);
      if (o.character === "miranda" && inGame.length < 3) continue;
      t.do(powerCommand(o, rng, t), { actor: asPlayer(o.seatId) });
      continue;
    }
    if (s.phase === "gameStart") {
      const shamlock = t.seatOf("shamlock");
      t.do(
        { type: "kemomimi.shamlockCheck", targetSeatId: rng.pick(inGame.filter((x) => x !== shamlock)) },
        { actor: asPlayer(shamlock) },
      );
    } else if (s.phase === "day") {
      switch (s.step) {
        case "start":
          if (rng.next() < 0.3 && s.players.some((p) => p.character === "shamlock" && !p.out))
            t.do(
              { type: "kemomimi.retell", text: "Someone is suspicious." },
              { actor: asPlayer(t.seatOf("shamlock")) },
            );
          else if (rng.next() < 0.5) t.do({ type: "kemomimi.startDiscussion" });
          else t.do({ type: "kemomimi.nameSuspect", suspectSeatId: rng.pick(inGame) }, { actor: asPlayer(s.leader!) });
          break;
        case "discussion":
          t.do({ type: "kemomimi.nameSuspect", suspectSeatId: rng.pick(inGame) }, { actor: asPlayer(s.leader!) });
          break;
        case "voting":
          for (const id of inGame)
            if (canDo(t, id, "kemomimi.setHand") && rng.next() < 0.55)
              t.do({ type: "kemomimi.setHand", seatId: id, raised: true }, { actor: asPlayer(id) });
          t.do({ type: "kemomimi.countVotes" });
          break;
        case "results":
          t.do({ type: "kemomimi.carryOutVerdict" });
          break;
        default:
          t.do({ type: "kemomimi.startNight" }, { force: true });
      }
    } else if (s.phase === "night") {
      const thief = s.night!.thief;
      if (thief && rng.next() < 0.95)
        t.do(
          { type: "kemomimi.chooseTarget", targetSeatId: rng.pick(inGame.filter((x) => x !== thief)) },
          { actor: asPlayer(thief) },
        );
      t.do({ type: "kemomimi.dawn" }, { force: true });
    }
  }
  return t;
}

/** The rulebook's outcome for the final state. */
function expectRulebookOutcome(s: KemomimiState) {
  expect(s.phase).toBe("ended");
  const left = s.players.filter((p) => !p.out);
  const o = s.outcome!;
  const team = (t: string) => s.players.filter((p) => ROLES[p.role].team === t).map((p) => p.seatId);
  if (!left.some((p) => isThief(p.role))) {
    expect(o.winner).toBe("civilians");
    expect(o.winners).toEqual(team("civilian"));
  } else {
    expect(left.length).toBeLessThanOrEqual(2);
    if (left.some((p) => p.role === "informant"))
      expect(o).toMatchObject({ winner: "informant", winners: team("informant") });
    else expect(o).toMatchObject({ winner: "thieves", winners: team("thief") });
  }
  for (const p of s.players) {
    const base = o.winners.includes(p.seatId) ? { civilians: 2, thieves: 3, informant: 7 }[o.winner] : 0;
    expect(o.points[p.seatId]).toBe(base + (p.out ? 0 : 1));
  }
}

describe("random legal play", () => {
  it("always ends with a rulebook outcome", () => {
    const winners = new Set<string>();
    for (let k = 0; k < 150; k++) {
      const t = randomGame(`game-${k}`);
      expectRulebookOutcome(t.s);
      winners.add(t.s.outcome!.winner);
    }
    expect([...winners].sort()).toEqual(["civilians", "informant", "thieves"]);
  });

  it("never shows a secret to the public or to another player", () => {
    for (let k = 0; k < 12; k++) expectRulebookOutcome(randomGame(`leak-${k}`, true).s);
  });

  it("with a playing host, her moderator view never shows a secret, however the game goes", () => {
    for (let k = 0; k < 12; k++) expectRulebookOutcome(randomGame(`host-${k}`, true, true).s);
  });

  it("replays identically: same seed, same log; stored and read back, same state", () => {
    const a = randomGame("replay");
    const b = randomGame("replay");
    expect(b.events).toEqual(a.events);
    const stored = a.events.map((e) => ({ seq: e.seq, at: e.at, actorId: e.actorId, ...toStoredPayload(e.event) }));
    const read = stored.map((row) => engine.parseStoredEvent("kemomimi-panic", row));
    expect(engine.fold("kemomimi-panic", read)).toEqual(a.game);
  });

  it("undo reverts one command", () => {
    const t = randomGame("undo");
    const before = engine.fold("kemomimi-panic", t.events.slice(0, -1));
    t.do({ type: "undo" });
    expect(t.game.rules).toEqual(before.rules);
  });
});
