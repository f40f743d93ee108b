import { describe, expect, it } from "vitest";
import { Table, seat, moderatorView, playerView, publicView } from "./testing";
import type { Role } from "./roles";
import { cardOf, currentTurn } from "./state";

/** Ann Princess, Ben Wanderer, Cat Minister, Dan Guard, Eve Guard, Fay Priestess; npc1, npc2 Guards. */
const SIX: Role[] = ["princess", "wanderer", "minister", "guard", "guard", "priestess"];
const inOrder = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [seat(i + 1), i + 1]));

function table(roles: Role[] = SIX, options = {}) {
  const t = new Table(roles.length);
  t.dealRoles(roles, options);
  t.startRound(inOrder(roles.length));
  return t;
}
const [ann, ben, cat, dan, eve, fay] = [1, 2, 3, 4, 5, 6].map(seat) as [string, string, string, string, string, string];

describe("turns", () => {
  it("lets only the player whose number is called act", () => {
    const t = table();
    expect(t.refusal({ type: "secret-moon.inspect", seatId: ben, target: cat })).toBe(
      "It is Ann's turn (number 1), not Ben's.",
    );
    t.run({ type: "secret-moon.inspect", seatId: ann, target: cat });
    expect(currentTurn(t.current)).toEqual({ seatId: ben, number: 2 });
  });

  it("lets a player act only for their own seat, on their turn", () => {
    const t = table();
    expect(t.refusal({ type: "secret-moon.pass", seatId: ann }, { kind: "player", seatId: ben })).toBe(
      "You can only act for your own seat.",
    );
    t.run({ type: "secret-moon.pass", seatId: ann }, { actor: { kind: "player", seatId: ann } });
    expect(t.refusal({ type: "secret-moon.start-round" }, { kind: "player", seatId: ben })).toMatch(
      /Only the moderator/,
    );
  });

  it("skips numbers nobody holds when calling", () => {
    const t = new Table(6);
    t.dealRoles(SIX);
    t.startRound({ [ann]: 2, [ben]: 5, [cat]: 1, [dan]: 8, [eve]: 7, [fay]: 4 });
    t.run({ type: "secret-moon.pass", seatId: cat });
    t.run({ type: "secret-moon.pass", seatId: ann });
    expect(publicView(t.game).game!.call).toEqual({
      number: 4,
      seatId: fay,
      skipped: [3],
      captured: [],
      text: "Number 3? (nobody) Number 4? Fay.",
    });
  });

  it("refuses actions before the round's cards are dealt and after the round ends", () => {
    const t = new Table(6);
    t.dealRoles(SIX);
    expect(t.refusal({ type: "secret-moon.pass", seatId: ann })).toBe("Deal round 1's turn-order cards first.");
    t.startRound({ [ann]: 1 }); // the others pretend to have been disrupted
    expect(t.refusal({ type: "secret-moon.start-round" })).toBe("Round 1 is still being played.");
    t.run({ type: "secret-moon.pass", seatId: ann });
    expect(t.refusal({ type: "secret-moon.pass", seatId: ann })).toBe(
      "Round 1 is over: deal the next round's turn-order cards first.",
    );
  });
});

describe("inspect", () => {
  it("shows the card to the inspector only and puts their marker on it publicly", () => {
    const t = table();
    t.run({ type: "secret-moon.inspect", seatId: ann, target: "npc1" });
    expect(cardOf(t.current, "npc1")!.inspectedBy).toEqual([ann]);
    expect(playerView(t.game, ann).learned).toMatchObject([{ cardId: "npc1", role: "guard", how: "inspect" }]);
    expect(playerView(t.game, ben).learned).toEqual([]);
    const pub = publicView(t.game).game!;
    expect(pub.cards.find((c) => c.id === "npc1")).toMatchObject({ inspectedBy: [ann], revealedRole: null });
    expect(pub.announcement).toEqual(["Number 1: Ann inspects NPC card 1's card."]);
    expect(moderatorView(t.game).hints[0]).toBe(
      "Tell Ann privately: you inspected NPC card 1's card in round 1: the Guard.",
    );
  });

  it("refuses oneself, an unknown card and a protected card", () => {
    const t = table();
    expect(t.refusal({ type: "secret-moon.inspect", seatId: ann, target: ann })).toBe("You cannot inspect yourself.");
    expect(t.refusal({ type: "secret-moon.inspect", seatId: ann, target: "npc9" })).toMatch(
      /no player or NPC card "npc9"/,
    );
    t.run({ type: "secret-moon.protect", seatId: ann, target: cat });
    expect(t.refusal({ type: "secret-moon.inspect", seatId: ben, target: cat })).toBe(
      "Cat is protected and cannot be targeted for the rest of this round.",
    );
  });
});

describe("inquire", () => {
  const answers: Array<[string, Role, string, string]> = [
    [ben, "wanderer", "silent", "princess"],
    [cat, "minister", "minister", "minister"],
    [dan, "guard", "just-me", "minister"],
    [fay, "priestess", "just-me", "minister"],
  ];
  it.each(answers)("makes %s (%s) answer by their card", (target, _role, answer, marker) => {
    const t = table();
    t.run({ type: "secret-moon.inquire", seatId: ann, target });
    expect(t.current.log.at(-1)).toMatchObject({ kind: "inquire", answer, marker });
    expect(cardOf(t.current, target)!.teamMarkers).toEqual([marker]);
  });

  it("makes the Princess stay silent, and tells the Minister's line to the table", () => {
    const t = table();
    t.run({ type: "secret-moon.inquire", seatId: ann, target: cat });
    t.run({ type: "secret-moon.inquire", seatId: ben, target: ann });
    expect(
      publicView(t.game)
        .game!.log.slice(-2)
        .map((l) => l.text),
    ).toEqual([
      "Number 1: Ann asks Cat “Who goes there?” Cat: “You fool! I'm the Minister!” (Minister-team marker).",
      "Number 2: Ben asks Ann “Who goes there?” Ann: (stays silent) (Princess-team marker).",
    ]);
  });

  it("asks only other players, not NPC cards", () => {
    const t = table();
    expect(t.refusal({ type: "secret-moon.inquire", seatId: ann, target: "npc1" })).toBe(
      "You cannot ask an NPC card, only a player.",
    );
    expect(t.refusal({ type: "secret-moon.inquire", seatId: ann, target: ann })).toBe("You cannot ask yourself.");
  });
});

describe("accuse", () => {
  it("reveals the accused card when right", () => {
    const t = table();
    t.run({ type: "secret-moon.accuse", seatId: ann, target: cat, role: "minister" });
    expect(cardOf(t.current, cat)!.revealed).toBe(true);
    expect(cardOf(t.current, ann)!.revealed).toBe(false);
    expect(publicView(t.game).game!.cards.find((c) => c.id === cat)!.revealedRole).toBe("minister");
  });

  it("reveals the accuser's card when wrong, and nothing more if it already is", () => {
    const t = table();
    t.run({ type: "secret-moon.accuse", seatId: ann, target: cat, role: "guard" });
    expect(cardOf(t.current, ann)!.revealed).toBe(true);
    expect(cardOf(t.current, cat)!.revealed).toBe(false);
    for (const s of [ben, cat, dan, eve, fay]) t.run({ type: "secret-moon.pass", seatId: s });
    t.startRound(inOrder(6));
    const before = t.current.cards;
    t.run({ type: "secret-moon.accuse", seatId: ann, target: dan, role: "minister" });
    expect(t.current.cards).toEqual(before);
    expect(t.current.log.at(-1)).toMatchObject({ kind: "accuse", correct: false, revealed: null, captured: [] });
    expect(publicView(t.game).game!.announcement[0]).toMatch(/Ann's card was already revealed: nothing happens\.$/);
  });

  it("makes a revealed Guard faint and be captured", () => {
    const t = table();
    t.run({ type: "secret-moon.accuse", seatId: ann, target: dan, role: "guard" });
    expect(cardOf(t.current, dan)).toMatchObject({ revealed: true, captured: true });
    expect(dan in t.current.turnCards).toBe(false);
    // a Guard accusing wrongly reveals himself and faints too
    t.run({ type: "secret-moon.pass", seatId: ben });
    t.run({ type: "secret-moon.pass", seatId: cat });
    t.run({ type: "secret-moon.accuse", seatId: eve, target: fay, role: "princess" });
    expect(cardOf(t.current, eve)).toMatchObject({ revealed: true, captured: true });
  });

  it("resolves an accusation of an NPC card, letting the accuser peek at it", () => {
    const t = table();
    t.run({ type: "secret-moon.accuse", seatId: ann, target: "npc1", role: "minister" });
    expect(cardOf(t.current, ann)!.revealed).toBe(true);
    expect(cardOf(t.current, "npc1")!.revealed).toBe(false);
    expect(playerView(t.game, ann).learned).toMatchObject([{ how: "accuse-peek", cardId: "npc1", role: "guard" }]);
    expect(JSON.stringify(publicView(t.game))).not.toContain("accuse-peek");
    t.run({ type: "secret-moon.accuse", seatId: ben, target: "npc2", role: "guard" });
    expect(cardOf(t.current, "npc2")).toMatchObject({ revealed: true, captured: false });
  });

  it("names only roles in the game", () => {
    const t = table();
    expect(t.refusal({ type: "secret-moon.accuse", seatId: ann, target: cat, role: "thief" })).toMatch(
      /no Thief in this game/,
    );
    expect(t.refusal({ type: "secret-moon.accuse", seatId: ann, target: cat, role: "jester" })).toMatch(
      /^command.role/,
    );
  });
});

describe("hide/protect", () => {
  it("protects oneself, another player or an NPC until the round ends", () => {
    const t = table();
    t.run({ type: "secret-moon.protect", seatId: ann, target: ann });
    t.run({ type: "secret-moon.protect", seatId: ben, target: "npc1" });
    expect(t.refusal({ type: "secret-moon.accuse", seatId: cat, target: ann, role: "princess" })).toBe(
      "Ann is protected and cannot be targeted for the rest of this round.",
    );
    expect(t.refusal({ type: "secret-moon.inspect", seatId: cat, target: "npc1" })).toMatch(/NPC card 1 is protected/);
    expect(t.refusal({ type: "secret-moon.protect", seatId: cat, target: "npc1" })).toMatch(/NPC card 1 is protected/);
    for (const s of [cat, dan, eve, fay]) t.run({ type: "secret-moon.pass", seatId: s });
    expect(t.current.protected).toEqual([]);
    t.startRound(inOrder(6));
    t.run({ type: "secret-moon.inspect", seatId: ann, target: "npc1" });
  });

  it("keeps protecting after the protector is captured", () => {
    const t = new Table(6);
    t.dealRoles(SIX);
    t.startRound({ [dan]: 1, [ben]: 2, [cat]: 3, [ann]: 4, [eve]: 5, [fay]: 6 });
    t.run({ type: "secret-moon.protect", seatId: dan, target: ann });
    t.run({ type: "secret-moon.accuse", seatId: ben, target: dan, role: "guard" });
    expect(cardOf(t.current, dan)!.captured).toBe(true);
    expect(t.refusal({ type: "secret-moon.accuse", seatId: cat, target: ann, role: "princess" })).toBe(
      "Ann is protected and cannot be targeted for the rest of this round.",
    );
    expect(publicView(t.game).game!.cards.find((c) => c.id === ann)!.protected).toBe(true);
  });

  it("is unavailable in round 3 and to the Thief", () => {
    const t = table();
    for (let round = 1; round <= 2; round++) {
      for (const s of [ann, ben, cat, dan, eve, fay]) t.run({ type: "secret-moon.pass", seatId: s });
      t.startRound(inOrder(6));
    }
    expect(t.refusal({ type: "secret-moon.protect", seatId: ann, target: ann })).toBe(
      "Hide/Protect is unavailable in round 3.",
    );
    const thief = table(["thief", "wanderer", "minister", "guard", "princess", "priestess"], { thief: true });
    expect(thief.refusal({ type: "secret-moon.protect", seatId: ann, target: ann })).toBe(
      "The Thief cannot hide or protect.",
    );
  });
});

describe("disrupt", () => {
  it("makes a player who has not acted lose this round's turn; the disruptor is revealed and captured", () => {
    const t = table();
    t.run({ type: "secret-moon.disrupt", seatId: ann, target: cat });
    expect(cat in t.current.turnCards).toBe(false);
    expect(cardOf(t.current, ann)).toMatchObject({ revealed: true, captured: true });
    // Ann is the Princess: captured, so the Minister team wins at once
    expect(t.current.result).toMatchObject({ side: "minister", reason: "princess-captured" });
  });

  it("skips the disrupted player's number", () => {
    const t = table();
    t.run({ type: "secret-moon.pass", seatId: ann });
    t.run({ type: "secret-moon.disrupt", seatId: ben, target: cat }); // Ben the Wanderer is revealed and captured
    expect(currentTurn(t.current)).toEqual({ seatId: dan, number: 4 });
    expect(publicView(t.game).game!.call!.skipped).toEqual([3]);
    expect(publicView(t.game).game!.announcement[0]).toBe(
      "Number 2: Ben disrupts Cat. Cat loses this round's turn. Ben's card is revealed: the Wanderer. Ben is captured.",
    );
  });

  it("makes a passer lose the reserved card, face up, and be dealt normally next round", () => {
    const t = table();
    t.run({ type: "secret-moon.pass", seatId: ann, reserve: 7 });
    expect(t.current.reserved).toEqual({ [ann]: 7 });
    t.run({ type: "secret-moon.disrupt", seatId: ben, target: ann });
    expect(t.current.reserved).toEqual({});
    expect(t.current.log.at(-1)).toMatchObject({ kind: "disrupt", lost: "reserved", discardedFaceUp: 7 });
    expect(publicView(t.game).game!.faceUpDiscards).toContain(7);
    for (const s of [cat, dan, eve, fay]) t.run({ type: "secret-moon.pass", seatId: s });
    t.run({ type: "secret-moon.start-round" });
    expect(Object.keys(t.current.turnCards).sort()).toEqual([ann, cat, dan, eve, fay]); // Ben is captured
  });

  it("needs a target holding a turn-order card", () => {
    const t = table();
    t.run({ type: "secret-moon.pass", seatId: ann });
    expect(t.refusal({ type: "secret-moon.disrupt", seatId: ben, target: ann })).toBe(
      "Ann holds no turn-order card to discard.",
    );
    expect(t.refusal({ type: "secret-moon.disrupt", seatId: ben, target: "npc1" })).toBe(
      "You cannot disrupt an NPC card, only a player.",
    );
    expect(t.refusal({ type: "secret-moon.disrupt", seatId: ben, target: ben })).toBe("You cannot disrupt yourself.");
  });

  it("ends the game when the disruptor is the Minister", () => {
    const t = table();
    t.run({ type: "secret-moon.pass", seatId: ann });
    t.run({ type: "secret-moon.pass", seatId: ben });
    t.run({ type: "secret-moon.disrupt", seatId: cat, target: dan });
    expect(t.current.result).toMatchObject({ side: "princess", reason: "minister-captured", winners: [ann, ben, fay] });
  });
});

describe("attack", () => {
  it("captures a revealed player", () => {
    const t = table();
    t.run({ type: "secret-moon.accuse", seatId: ann, target: fay, role: "priestess" });
    t.run({ type: "secret-moon.pass", seatId: ben });
    t.run({ type: "secret-moon.attack", seatId: cat, target: fay });
    expect(cardOf(t.current, fay)!.captured).toBe(true);
    expect(fay in t.current.turnCards).toBe(false);
    expect(publicView(t.game).game!.cards.find((c) => c.id === fay)).toMatchObject({
      captured: true,
      turnCard: "none",
    });
  });

  it("needs a revealed, free player as target", () => {
    const t = table();
    expect(t.refusal({ type: "secret-moon.attack", seatId: ann, target: cat })).toBe(
      "Cat's card is not revealed; only a revealed character can be attacked.",
    );
    t.run({ type: "secret-moon.accuse", seatId: ann, target: "npc1", role: "guard" });
    expect(t.refusal({ type: "secret-moon.attack", seatId: ben, target: "npc1" })).toBe(
      "You cannot attack an NPC card, only a player.",
    );
    t.run({ type: "secret-moon.accuse", seatId: ben, target: dan, role: "guard" }); // Dan faints
    expect(t.refusal({ type: "secret-moon.attack", seatId: cat, target: dan })).toBe(
      "Dan is captured and out of the game.",
    );
  });

  it("is not for Guards, except against a revealed Thief, and never for the Thief", () => {
    const roles: Role[] = ["princess", "thief", "minister", "guard", "guard", "priestess"];
    const t = table(roles, { thief: true });
    t.run({ type: "secret-moon.accuse", seatId: ann, target: ben, role: "thief" });
    t.run({ type: "secret-moon.accuse", seatId: ben, target: fay, role: "priestess" });
    expect(t.refusal({ type: "secret-moon.attack", seatId: cat, target: ann })).toMatch(/not revealed/);
    t.run({ type: "secret-moon.pass", seatId: cat });
    expect(t.refusal({ type: "secret-moon.attack", seatId: dan, target: fay })).toBe(
      "A Guard cannot attack, except a revealed Thief.",
    );
    t.run({ type: "secret-moon.attack", seatId: dan, target: ben });
    expect(cardOf(t.current, ben)!.captured).toBe(true);

    const t2 = table(roles, { thief: true });
    t2.run({ type: "secret-moon.accuse", seatId: ann, target: cat, role: "minister" });
    expect(t2.refusal({ type: "secret-moon.attack", seatId: ben, target: cat })).toBe("The Thief cannot attack.");
  });
});

describe("pass", () => {
  it("takes any discarded card, even the one just discarded, for next round", () => {
    const t = table();
    t.run({ type: "secret-moon.pass", seatId: ann, reserve: 1 });
    t.run({ type: "secret-moon.pass", seatId: ben, reserve: 8 });
    expect(t.refusal({ type: "secret-moon.pass", seatId: cat, reserve: 5 })).toBe(
      "Turn-order card 5 is not in the discards (available: 2, 3, 7).",
    );
    expect(t.refusal({ type: "secret-moon.pass", seatId: cat, reserve: 8 })).toMatch(/not in the discards/);
    t.run({ type: "secret-moon.pass", seatId: cat });
    expect(playerView(t.game, ann).reservedNumber).toBe(1);
    expect(publicView(t.game).game!.cards.find((c) => c.id === ann)).toMatchObject({
      turnCard: "reserved",
      reservedNumber: 1,
    });
    for (const s of [dan, eve, fay]) t.run({ type: "secret-moon.pass", seatId: s });
    t.run({ type: "secret-moon.start-round" });
    expect(t.current.turnCards[ann]).toBe(1);
    expect(t.current.turnCards[ben]).toBe(8);
    const others = [cat, dan, eve, fay].map((s) => t.current.turnCards[s]);
    expect(new Set(others).size).toBe(4);
    for (const n of others) expect([2, 3, 4, 5, 6, 7]).toContain(n);
  });

  it("does not act in the current round even with a number yet to be called", () => {
    const t = table();
    t.run({ type: "secret-moon.pass", seatId: ann, reserve: 8 });
    for (const s of [ben, cat, dan, eve, fay]) t.run({ type: "secret-moon.pass", seatId: s });
    expect(t.current.turnCards).toEqual({});
    expect(t.current.log.at(-1)).toEqual({ kind: "round-ended", round: 1 });
  });

  it("keeps the reserved number secret when the host chooses so", () => {
    const t = table(SIX, { reservedNumbersPublic: false });
    t.run({ type: "secret-moon.pass", seatId: ann, reserve: 7 });
    const pub = publicView(t.game).game!;
    expect(pub.cards.find((c) => c.id === ann)).toMatchObject({ turnCard: "reserved", reservedNumber: null });
    expect(pub.announcement).toEqual(["Number 1: Ann passes and takes a turn-order card for the next round."]);
    expect(playerView(t.game, ann).reservedNumber).toBe(7);
  });

  it("reserves nothing in the last round", () => {
    const t = table();
    for (let round = 1; round <= 2; round++) {
      for (const s of [ann, ben, cat, dan, eve, fay]) t.run({ type: "secret-moon.pass", seatId: s });
      t.startRound(inOrder(6));
    }
    expect(t.refusal({ type: "secret-moon.pass", seatId: ann, reserve: 7 })).toBe(
      "Round 3 is the last: there is no next round to reserve a card for.",
    );
    t.run({ type: "secret-moon.pass", seatId: ann });
  });
});

describe("the acting player's choices", () => {
  it("lists legal targets and the reason an action is unavailable", () => {
    const t = table();
    const actions = playerView(t.game, ann).actions;
    expect(actions.find((a) => a.action === "attack")).toMatchObject({
      targets: [],
      unavailable: "Nobody can be targeted by attack now.",
    });
    expect(actions.find((a) => a.action === "inquire")!.targets).toEqual([ben, cat, dan, eve, fay]);
    expect(actions.find((a) => a.action === "inspect")!.targets).toEqual([ben, cat, dan, eve, fay, "npc1", "npc2"]);
    expect(actions.find((a) => a.action === "pass")!.reserve).toEqual([1, 7, 8]);
    expect(playerView(t.game, ben).actions).toEqual([]);
  });
});
