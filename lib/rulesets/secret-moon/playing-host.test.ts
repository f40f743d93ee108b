import { describe, expect, it } from "vitest";
import { engine } from "@/lib/registry";
import { createRng } from "../../game/rng";
import { eventForHost, hostSeatOf } from "./playing-host";
import { randomCommand } from "./testing/random-play";
import type { Role } from "./roles";
import type { SecretMoonEvent } from "./schema";
import { Table, seat, moderatorView, playerView, publicView } from "./testing";

/** Ann Princess (the host), Ben Wanderer, Cat Minister, Dan Guard, Eve Thief, Fay Priestess. */
const SIX: Role[] = ["princess", "wanderer", "minister", "guard", "thief", "priestess"];
const [ann, ben, cat, dan, eve, fay] = [1, 2, 3, 4, 5, 6].map(seat) as [string, string, string, string, string, string];
const asPlayer = (seatId: string) => ({ kind: "player" as const, seatId });

function hosted(roles: Role[] = SIX, hostSeat: string = ann) {
  const t = new Table(roles.length);
  t.dealRoles(roles, { thief: true }, null, hostSeat);
  t.startRound({ [ann]: 3, [ben]: 1, [cat]: 2, [dan]: 4, [eve]: 5, [fay]: 6 });
  return t;
}

describe("dealing with a playing host", () => {
  it("names the seat the host plays, keeps it for the match's next game and refuses a seat that is not there", () => {
    const t = new Table(5);
    expect(t.refusal({ type: "secret-moon.deal", hostSeat: "s9" })).toBe(
      'There is no seat "s9" in this game for the host to play.',
    );
    t.run({ type: "secret-moon.deal", hostSeat: cat, matchLength: 2 });
    expect(hostSeatOf(t.rules)).toBe(cat);
    t.run({ type: "secret-moon.deal" }, { force: true });
    expect(hostSeatOf(t.rules)).toBe(cat);
    t.run({ type: "secret-moon.deal", hostSeat: null }, { force: true });
    expect(hostSeatOf(t.rules)).toBeNull();
  });

  it("a host who only moderates (the default) sees everything as before", () => {
    const t = new Table(5);
    t.run({ type: "secret-moon.deal" });
    const view = moderatorView(t.game);
    expect(view.host).toBeNull();
    expect(view.game!.cardsInFull).toHaveLength(7);
  });
});

describe("the host's view while they play", () => {
  it("holds the table as everyone sees it, the host's own seat and the flow: no other card's role", () => {
    const t = hosted();
    t.run({ type: "secret-moon.inspect", seatId: ben, target: cat }, { actor: asPlayer(ben) });
    const view = moderatorView(t.game);
    expect(view.game).toBeNull();
    expect(view.host).toEqual({
      seatId: ann,
      game: publicView(t.game).game,
      own: playerView(t.game, ann),
      progress: ["Round 1 of 3: 1 turn taken, 5 players still to act.", "Waiting for Cat to act on their link."],
    });
    expect(view.hints).toEqual(["Call: Number 2? Cat. Cat takes their turn on their own link."]);
    const text = JSON.stringify({ ...view, scoring: "" });
    for (const hidden of ["Minister", 'minister"', "Thief", "Priestess", "Guard"])
      expect(text.includes(hidden), hidden).toBe(false);
  });

  it("does not depend on anything hidden from the host's seat, in any random game", () => {
    for (let i = 0; i < 20; i++) {
      const a = new Table(6, `host-a-${i}`);
      const b = new Table(6, `host-a-${i}`);
      // The same table for Ann (the Princess, so she knows the Wanderer); the other cards differ.
      a.dealRoles(SIX, { thief: true }, null, ann);
      b.dealRoles(["princess", "wanderer", "thief", "priestess", "minister", "guard"], { thief: true }, null, ann);
      const rng = createRng(`host-play-${i}`);
      for (let step = 0; step < 30 && hostSeatOf(a.rules) !== null; step++) {
        expect(JSON.stringify(moderatorView(b.game))).toBe(JSON.stringify(moderatorView(a.game)));
        const random = randomCommand(a.game, rng);
        if (!random) break;
        // Only what both tables allow and answer alike in public: inspections by others, passes.
        const alike =
          random.type === "secret-moon.start-round" ||
          (random.type === "secret-moon.pass" && random.seatId !== ann) ||
          (random.type === "secret-moon.inspect" && random.seatId !== ann);
        const c = alike ? random : { type: "secret-moon.pass", seatId: random.seatId, reserve: null };
        const by = typeof c.seatId === "string" ? { actor: asPlayer(c.seatId) } : {};
        a.run(c, { force: true, ...by });
        b.run(c, { force: true, ...by });
      }
    }
  });

  it("tells the host when it is their own turn", () => {
    const t = hosted();
    t.run({ type: "secret-moon.pass", seatId: ben }, { actor: asPlayer(ben) });
    t.run({ type: "secret-moon.pass", seatId: cat }, { actor: asPlayer(cat) });
    expect(moderatorView(t.game).host!.progress[1]).toBe("Your turn: act on your own link.");
    expect(moderatorView(t.game).host!.own.yourTurn).toBe(true);
  });

  it("reveals everything once the game has ended", () => {
    const t = hosted();
    t.run({ type: "secret-moon.accuse", seatId: ben, target: cat, role: "minister" }, { actor: asPlayer(ben) });
    t.run({ type: "secret-moon.pass", seatId: cat }, { actor: asPlayer(cat) });
    t.run({ type: "secret-moon.attack", seatId: ann, target: cat });
    expect(t.current.result).not.toBeNull();
    expect(hostSeatOf(t.rules)).toBeNull();
    expect(moderatorView(t.game).game!.cardsInFull.map((c) => c.role)).toContain("thief");
  });
});

describe("what the host's account may do while they play", () => {
  it("acts only for the host's own seat; everyone else acts on their own link", () => {
    const t = hosted();
    expect(t.refusal({ type: "secret-moon.inspect", seatId: ben, target: cat })).toBe(
      "You play a seat in this game: every other player acts from their own link.",
    );
    t.run({ type: "secret-moon.inspect", seatId: ben, target: cat }, { actor: asPlayer(ben) });
    t.run({ type: "secret-moon.pass", seatId: cat }, { actor: asPlayer(cat) });
    t.run({ type: "secret-moon.inspect", seatId: ann, target: dan });
    expect(playerView(t.game, ann).learned.map((l) => l.text)).toEqual([
      "You inspected Dan's card in round 1: the Guard.",
    ]);
  });

  it("cannot find the Thief by choosing an answer for a seat: the refusal is the same for every seat", () => {
    const t = hosted();
    const thief = t.refusal({ type: "secret-moon.thief-answer", seatId: eve, answer: "minister" });
    const guard = t.refusal({ type: "secret-moon.thief-answer", seatId: dan, answer: "minister" });
    expect(thief).toBe(guard);
    t.run({ type: "secret-moon.thief-answer", seatId: eve, answer: "minister" }, { actor: asPlayer(eve) });
    expect(t.current.thiefAnswer).toBe("minister");
  });

  it("cannot give a Thief's answer when inquiring: she chose it on her own link", () => {
    const t = hosted(SIX, ben);
    expect(t.refusal({ type: "secret-moon.inquire", seatId: ben, target: eve, thiefAnswer: "princess" })).toBe(
      "You play a seat in this game: a Thief chooses her answer on her own link.",
    );
  });
});

describe("the log as the playing host reads it", () => {
  const rules = () => hosted().rules;
  const turn = { number: 1, seatId: ben };

  it("the deal: the host's own card and the partner they see in the count to five, no NPC, no seed", () => {
    const t = new Table(6);
    const e = t.run({ type: "secret-moon.deal", hostSeat: ann }) as SecretMoonEvent;
    const shown = eventForHost(e, t.rules, ann) as Extract<SecretMoonEvent, { type: "SecretMoonDealt" }>;
    const own = playerView(t.game, ann);
    expect(shown.seed).toBe("");
    expect(shown.npcs).toEqual([]);
    expect(shown.players.find((p) => p.seatId === ann)?.role).toBe(own.role);
    const partner = own.partner?.seatId ? [own.partner.seatId] : [];
    expect(shown.players.map((p) => p.seatId).sort()).toEqual([ann, ...partner].sort());
  });

  it("a round: only the host's turn-order number", () => {
    const e: SecretMoonEvent = { type: "SecretMoonRoundStarted", round: 1, seed: "x", dealt: { [ann]: 3, [ben]: 1 } };
    expect(eventForHost(e, rules(), ann)).toEqual({ ...e, seed: "", dealt: { [ann]: 3 } });
  });

  it("what another player saw goes; what the host saw stays", () => {
    const e: SecretMoonEvent = { type: "SecretMoonInspected", ...turn, target: cat, seen: "minister" };
    expect(eventForHost(e, rules(), ann)).toEqual({ type: "SecretMoonInspected", ...turn, target: cat });
    expect(eventForHost(e, rules(), ben)).toEqual(e);
    const peek: SecretMoonEvent = {
      type: "SecretMoonAccused",
      ...turn,
      target: "npc1",
      named: "guard",
      correct: false,
      peeked: "priestess",
    };
    expect(eventForHost(peek, rules(), ann)).toEqual({ ...peek, peeked: null });
  });

  it("a Thief's choice of answer is hidden altogether; an unplayed turn card lost to a disrupt loses its number", () => {
    const chose: SecretMoonEvent = { type: "SecretMoonThiefAnswerChosen", seatId: eve, answer: "minister" };
    expect(eventForHost(chose, rules(), ann)).toBeNull();
    expect(eventForHost(chose, rules(), eve)).toEqual(chose);
    const lost: SecretMoonEvent = {
      type: "SecretMoonDisrupted",
      ...turn,
      target: fay,
      lost: "turn",
      lostNumber: 6,
    };
    expect(eventForHost(lost, rules(), ann)).toEqual({
      type: "SecretMoonDisrupted",
      ...turn,
      target: fay,
      lost: "turn",
    });
    expect(eventForHost({ ...lost, lost: "reserved" }, rules(), ann)).toEqual({ ...lost, lost: "reserved" });
  });
});

describe("the fixes at the table", () => {
  it("a card a passer took back is no longer listed among the face-up discards", () => {
    const t = new Table(6);
    t.dealRoles(SIX, { thief: true });
    t.startRound({ [ann]: 1, [ben]: 2, [cat]: 3, [dan]: 4, [eve]: 5, [fay]: 6 });
    t.run({ type: "secret-moon.pass", seatId: ann, reserve: 1 });
    t.run({ type: "secret-moon.disrupt", seatId: ben, target: cat });
    const game = publicView(t.game).game!;
    expect(game.cards.find((c) => c.id === ann)).toMatchObject({ turnCard: "reserved", reservedNumber: 1 });
    expect(game.faceUpDiscards).toEqual([2]);
  });

  it("a Guard reads why Attack is unavailable", () => {
    const t = new Table(6);
    t.dealRoles(["guard", "wanderer", "minister", "princess", "thief", "priestess"]);
    t.startRound({ [ann]: 1 });
    expect(playerView(t.game, ann).actions.find((a) => a.action === "attack")!.unavailable).toBe(
      "Guards cannot capture.",
    );
  });

  it("'Tell privately' only when something is private: not after a right guess about an NPC", () => {
    const t = new Table(6);
    t.dealRoles(SIX, { thief: true });
    t.startRound({ [ann]: 1, [ben]: 2 });
    t.run({
      type: "secret-moon.accuse",
      seatId: ann,
      target: "npc1",
      role: t.current.cards.find((c) => c.id === "npc1")!.role,
    });
    expect(moderatorView(t.game).hints.some((h) => String(h).startsWith("Tell"))).toBe(false);
    t.run({ type: "secret-moon.inspect", seatId: ben, target: "npc2" });
    expect(moderatorView(t.game).hints.some((h) => String(h).startsWith("Tell Ben privately"))).toBe(true);
  });
});

describe("the moderator's stream while the host plays", () => {
  const NOW = new Date(Date.UTC(2026, 0, 1, 12));
  /** Runs a command and says whether the host's page saw a change. */
  function changes(t: Table, command: { type: string; [k: string]: unknown }, seatId?: string): boolean {
    const before = t.game;
    t.run(command, seatId ? { actor: asPlayer(seatId) } : {});
    return engine.moderatorViewChanged(before, t.game, NOW);
  }

  it("a hidden step (the Thief choosing her answer) changes nothing the host sees: no frame", () => {
    const t = hosted();
    expect(changes(t, { type: "secret-moon.thief-answer", seatId: eve, answer: "minister" }, eve)).toBe(false);
    expect(changes(t, { type: "secret-moon.thief-answer", seatId: eve, answer: "princess" }, eve)).toBe(false);
  });

  it("a turn the table sees, and the host's own secret, are changes", () => {
    const t = hosted();
    expect(changes(t, { type: "secret-moon.inspect", seatId: ben, target: cat }, ben)).toBe(true);
    expect(changes(t, { type: "secret-moon.pass", seatId: cat }, cat)).toBe(true);
    expect(changes(t, { type: "secret-moon.inspect", seatId: ann, target: dan })).toBe(true);
  });

  it("a host who only moderates sees every change, hidden ones too", () => {
    const t = new Table(6);
    t.dealRoles(SIX, { thief: true });
    expect(changes(t, { type: "secret-moon.thief-answer", seatId: eve, answer: "minister" })).toBe(true);
  });
});

describe("undo while the host plays", () => {
  const undoOf = (t: Table) => moderatorView(t.game) && engine.moderatorView(t.game, new Date()).canUndo;

  it("names a player's turn as that player's hidden action, and asks before undoing it, never saying what it was", () => {
    const t = hosted();
    t.run({ type: "secret-moon.inspect", seatId: ben, target: cat }, { actor: asPlayer(ben) });
    expect(undoOf(t)).toEqual({ seq: expect.any(Number), type: "Hidden", step: { kind: "player", seatId: ben } });
    const d = t.decide({ type: "undo" });
    expect(d.ok && d.warnings).toEqual([
      "This undoes Ben's hidden action, never showing you what it was. The player may have seen its result already and will have to take it again. Undo it?",
    ]);
    expect(JSON.stringify(d.ok && d.warnings)).not.toMatch(/inspect|Minister/i);
    t.run({ type: "undo" }, { force: true });
    expect(t.current.round).toBe(1);
  });

  it("does not name the Thief who changed her answer, and does not ask about the host's own step", () => {
    const t = hosted();
    t.run({ type: "secret-moon.thief-answer", seatId: eve, answer: "minister" }, { actor: asPlayer(eve) });
    expect(undoOf(t)).toMatchObject({ step: { kind: "player", seatId: null } });
    const d = t.decide({ type: "undo" });
    expect(d.ok && d.warnings[0]).toContain("This undoes a player's hidden action");
    expect(JSON.stringify(d.ok && d.warnings)).not.toContain("Eve");
    t.run({ type: "undo" }, { force: true });

    const own = hosted(SIX, ben);
    own.run({ type: "secret-moon.inspect", seatId: ben, target: cat }, { actor: asPlayer(ben) });
    expect(undoOf(own)).toMatchObject({ step: { kind: "own" } });
    expect(own.decide({ type: "undo" })).toMatchObject({ ok: true, warnings: [] });
  });

  it("asks nothing when the host only moderates", () => {
    const t = new Table(5);
    t.run({ type: "secret-moon.deal" });
    t.run({ type: "secret-moon.start-round" });
    expect(undoOf(t)).not.toHaveProperty("step");
    expect(t.decide({ type: "undo" })).toMatchObject({ ok: true, warnings: [] });
  });
});
