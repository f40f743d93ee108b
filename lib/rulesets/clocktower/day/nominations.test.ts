import { render } from "@/lib/i18n/render";
import { describe, expect, it } from "vitest";
import {
  decideCancelNomination,
  decideNominate,
  decideWithdrawQueuedNomination,
  effectiveNominations,
  settleQueuedNominations,
} from "./nominations";
import { evolveDay, newDayState } from "./day-state";
import { voteCount } from "./tally";
import { decideCastVote } from "./votes";
import {
  AFTER_VOTING,
  apply,
  DURING_DISCUSSION,
  DURING_NOMINATIONS,
  DURING_VOTING,
  errorOf,
  forumDay,
  moderator,
  NOMINATIONS_OPEN,
  player,
  seat,
  sevenPlayers,
  warningsOf,
  withModifiers,
} from "./fixtures/day-fixtures";

const roster = [...sevenPlayers(), seat("Dolby", { alive: false }), seat("Tess", { isTraveller: true })];
const ctx = (now: Date, actor = moderator) => ({ now, roster, actor });
const nominate = (nominator: string, nominee: string, now = DURING_NOMINATIONS, actor = player(nominator)) => ({
  input: { nominator, nominee },
  ctx: ctx(now, actor),
});

function withNominations(pairs: Array<[string, string]>, now = DURING_NOMINATIONS) {
  return pairs.reduce((s, [a, b]) => {
    const n = nominate(a, b, now);
    return apply(s, decideNominate(s, n.input, n.ctx));
  }, forumDay());
}

describe("nominations, once a day each way", () => {
  it("records who, whom, when and who entered it", () => {
    const day = withNominations([["player-a", "player-b"]]);
    expect(day.nominations).toEqual([
      {
        id: "d1-n1",
        nominator: "player-a",
        nominee: "player-b",
        at: DURING_NOMINATIONS.toISOString(),
        enteredBy: "seat:player-a",
        fromQueue: false,
      },
    ]);
    const byHost = decideNominate(day, { nominator: "player-c", nominee: "player-d" }, ctx(DURING_NOMINATIONS));
    expect(byHost).toMatchObject({ ok: true, event: { nomination: { enteredBy: "moderator:host" } } });
  });

  it("allows a player to nominate themselves (the rulebook's Player G)", () => {
    expect(withNominations([["player-g", "player-g"]]).nominations).toHaveLength(1);
  });

  it("refuses a second nomination by the same player", () => {
    const day = withNominations([["player-a", "player-b"]]);
    const n = nominate("player-a", "player-c");
    expect(errorOf(decideNominate(day, n.input, n.ctx))).toBe("Player A has already nominated today (Player B).");
  });

  it("refuses a second nomination of the same player", () => {
    const day = withNominations([["player-a", "player-b"]]);
    const n = nominate("player-c", "player-b");
    expect(errorOf(decideNominate(day, n.input, n.ctx))).toBe("Player B has already been nominated today.");
  });

  it("refuses nominations by the dead, of the dead, and of travellers", () => {
    const day = forumDay();
    expect(errorOf(decideNominate(day, nominate("dolby", "player-a").input, nominate("dolby", "player-a").ctx))).toBe(
      "Dolby is dead and cannot nominate.",
    );
    expect(errorOf(decideNominate(day, nominate("player-a", "dolby").input, nominate("player-a", "dolby").ctx))).toBe(
      "Dolby is dead; only living players can be nominated.",
    );
    expect(errorOf(decideNominate(day, nominate("player-a", "tess").input, nominate("player-a", "tess").ctx))).toBe(
      "Tess is a traveller: travellers are exiled by a separate vote, not nominated.",
    );
  });

  it("lets the moderator force a rule break, as a warning", () => {
    const day = withNominations([["player-a", "player-b"]]);
    expect(
      warningsOf(decideNominate(day, { nominator: "player-a", nominee: "player-c" }, ctx(DURING_NOMINATIONS))),
    ).toEqual(["Player A has already nominated today (Player B)."]);
  });

  it("errors on the impossible: unknown seats, nominating as someone else", () => {
    const day = forumDay();
    expect(errorOf(decideNominate(day, { nominator: "player-a", nominee: "nobody" }, ctx(DURING_NOMINATIONS)))).toBe(
      'There is no seat "nobody" in this game.',
    );
    expect(
      errorOf(
        decideNominate(
          day,
          { nominator: "player-a", nominee: "player-b" },
          ctx(DURING_NOMINATIONS, player("player-c")),
        ),
      ),
    ).toBe("You can only nominate as yourself.");
  });

  it("refuses a nomination after the window with the deadline; the moderator may force it", () => {
    const day = forumDay();
    const n = nominate("player-a", "player-b", DURING_VOTING);
    expect(errorOf(decideNominate(day, n.input, n.ctx))).toBe("Nominations closed at Mon 30 Nov 18:00 UTC.");
    expect(warningsOf(decideNominate(day, n.input, ctx(DURING_VOTING)))).toEqual([
      "Nominations closed at Mon 30 Nov 18:00 UTC.",
    ]);
  });

  it("refuses anything once the day is resolved", () => {
    const day = { ...forumDay(), result: { at: AFTER_VOTING.toISOString() } as never };
    expect(errorOf(decideNominate(day, { nominator: "player-a", nominee: "player-b" }, ctx(DURING_NOMINATIONS)))).toBe(
      "Day 1 has already been resolved.",
    );
  });

  it("opens whenever the moderator runs a day without a clock", () => {
    const day = newDayState(2);
    expect(
      decideNominate(day, { nominator: "player-a", nominee: "player-b" }, ctx(DURING_VOTING, player("player-a"))),
    ).toMatchObject({
      ok: true,
      event: { type: "NominationMade" },
    });
  });
});

describe("the Bishop", () => {
  const bishopDay = () => withModifiers(forumDay(), { bishop: true });
  it("only the Storyteller nominates, and not once a day", () => {
    const n = nominate("player-a", "player-b");
    expect(errorOf(decideNominate(bishopDay(), n.input, n.ctx))).toBe(
      "The Bishop is in play: only the Storyteller can nominate.",
    );
    let day = apply(
      bishopDay(),
      decideNominate(bishopDay(), { nominator: "storyteller", nominee: "player-b" }, ctx(DURING_NOMINATIONS)),
    );
    day = apply(day, decideNominate(day, { nominator: "storyteller", nominee: "player-c" }, ctx(DURING_NOMINATIONS)));
    expect(day.nominations.map((n) => n.nominee)).toEqual(["player-b", "player-c"]);
  });
  it("without the Bishop, a Storyteller nomination is a warning", () => {
    expect(
      warningsOf(
        decideNominate(forumDay(), { nominator: "storyteller", nominee: "player-b" }, ctx(DURING_NOMINATIONS)),
      ),
    ).toEqual(["The Storyteller nominates only while the Bishop is in play."]);
  });
});

describe("queued nominations", () => {
  function queued() {
    let day = forumDay();
    for (const [a, b] of [
      ["player-c", "player-d"],
      ["player-a", "player-b"],
      ["player-e", "player-f"],
    ] as const) {
      const n = nominate(a, b, DURING_DISCUSSION);
      const d = decideNominate(day, n.input, n.ctx);
      expect(d).toMatchObject({ ok: true, event: { type: "NominationQueued" } });
      day = apply(day, d);
    }
    return day;
  }

  it("are held before the window opens", () => {
    const day = queued();
    expect(effectiveNominations(day, roster, DURING_DISCUSSION)).toMatchObject({ nominations: [], dropped: [] });
    expect(effectiveNominations(day, roster, DURING_DISCUSSION).pending).toHaveLength(3);
    expect(voteCount(day, roster, DURING_DISCUSSION).rows).toEqual([]);
  });

  it("take effect at the opening, in the order queued", () => {
    const day = queued();
    const { nominations } = effectiveNominations(day, roster, NOMINATIONS_OPEN);
    expect(nominations.map((n) => [n.nominator, n.nominee, n.at, n.fromQueue])).toEqual([
      ["player-c", "player-d", NOMINATIONS_OPEN.toISOString(), true],
      ["player-a", "player-b", NOMINATIONS_OPEN.toISOString(), true],
      ["player-e", "player-f", NOMINATIONS_OPEN.toISOString(), true],
    ]);
  });

  it("count against later nominations once open", () => {
    const day = queued();
    const n = nominate("player-a", "player-g", DURING_NOMINATIONS);
    expect(errorOf(decideNominate(day, n.input, n.ctx))).toBe("Player A has already nominated today (Player B).");
    const later = apply(
      day,
      decideNominate(day, { nominator: "player-g", nominee: "player-g" }, ctx(DURING_NOMINATIONS, player("player-g"))),
    );
    expect(effectiveNominations(later, roster, DURING_NOMINATIONS).nominations.map((x) => x.nominee)).toEqual([
      "player-d",
      "player-b",
      "player-f",
      "player-g",
    ]);
  });

  it("cannot queue twice for the same player either way", () => {
    const day = queued();
    const n = nominate("player-c", "player-g", DURING_DISCUSSION);
    expect(errorOf(decideNominate(day, n.input, n.ctx))).toBe("Player C has already nominated today (Player D).");
    const m = nominate("player-g", "player-b", DURING_DISCUSSION);
    expect(errorOf(decideNominate(day, m.input, m.ctx))).toBe("Player B has already been nominated today.");
  });

  it("drop a queued nomination that is no longer valid at the opening (the moderator forced one in)", () => {
    let day = queued();
    day = apply(day, decideNominate(day, { nominator: "player-g", nominee: "player-b" }, ctx(DURING_DISCUSSION)));
    // The host's override was queued too (before the opening); it comes after Player A's.
    const eff = effectiveNominations(day, roster, NOMINATIONS_OPEN);
    expect(eff.nominations.map((n) => n.nominator)).toEqual(["player-c", "player-a", "player-e"]);
    expect(eff.dropped.map((d) => render(d.reason, "en"))).toEqual(["Player B has already been nominated today."]);
  });

  it("can be withdrawn before the opening, and settled into an event after it", () => {
    let day = queued();
    const id = day.queued[1]!.id;
    expect(errorOf(decideWithdrawQueuedNomination(day, { id }, ctx(DURING_DISCUSSION, player("player-c"))))).toBe(
      "You can only withdraw your own queued nomination.",
    );
    day = apply(day, decideWithdrawQueuedNomination(day, { id }, ctx(DURING_DISCUSSION, player("player-a"))));
    expect(settleQueuedNominations(day, roster, DURING_DISCUSSION)).toBeNull();
    const settle = settleQueuedNominations(day, roster, DURING_NOMINATIONS)!;
    day = evolveDay(day, settle);
    expect(day.queued).toEqual([]);
    expect(day.nominations.map((n) => n.nominee)).toEqual(["player-d", "player-f"]);
    expect(effectiveNominations(day, roster, DURING_VOTING).nominations).toEqual(day.nominations);
  });
});

describe("striking a nomination", () => {
  it("is for the moderator, and clears the votes on it", () => {
    let day = withNominations([["player-a", "player-b"]]);
    day = apply(
      day,
      decideCastVote(day, { voter: "player-c", nominee: "player-b" }, ctx(DURING_NOMINATIONS, player("player-c"))),
    );
    expect(
      errorOf(decideCancelNomination(day, { nominee: "player-b" }, ctx(DURING_NOMINATIONS, player("player-a")))),
    ).toBe("Only the moderator can strike a nomination.");
    day = apply(day, decideCancelNomination(day, { nominee: "player-b" }, ctx(DURING_NOMINATIONS)));
    expect(day.nominations).toEqual([]);
    expect(day.votes).toEqual([]);
    expect(day.history.at(-1)).toMatchObject({ kind: "cleared", voter: "player-c", nominee: "player-b" });
  });
});
