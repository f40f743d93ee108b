import { describe, expect, it } from "vitest";
import { saySummary } from "@/test/say";
import { secretMoonListSummary } from "./list-summary";
import { Table, seat } from "./testing";
import type { Role } from "./roles";
import { moderatorView } from "./views";
import { currentTurn } from "./state";

const SIX: Role[] = ["princess", "wanderer", "minister", "guard", "guard", "priestess"];
const inOrder = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [seat(i + 1), i + 1]));
const summary = (t: Table, locale: "en" | "ja" = "en") =>
  saySummary(secretMoonListSummary(moderatorView(t.game)), locale);

describe("a Secret Moon table in the games list", () => {
  it("before the deal: setup", () => {
    expect(summary(new Table(6))).toMatchObject({ phase: "Setup", alive: null, over: false });
  });

  it("in a round, between rounds, and when a game ends", () => {
    const t = new Table(6);
    t.dealRoles(SIX);
    expect(summary(t)).toMatchObject({ phase: "Game 1 · between rounds", waiting: ["Start round 1"] });
    t.startRound(inOrder);
    expect(summary(t)).toEqual({
      phase: "Game 1 · round 1",
      alive: { alive: 6, total: 6, word: "captured" },
      deadline: null,
      waiting: [],
      over: false,
    });
    for (let turn = currentTurn(t.current); turn; turn = currentTurn(t.current))
      t.run({ type: "secret-moon.pass", seatId: turn.seatId });
    expect(summary(t).waiting).toEqual(["Start round 2"]);
    t.startRound(inOrder);
    t.run({ type: "secret-moon.accuse", seatId: seat(1), target: seat(4), role: "minister" });
    t.run({ type: "secret-moon.pass", seatId: seat(2) });
    t.run({ type: "secret-moon.attack", seatId: seat(3), target: seat(1) }); // the Princess is captured
    expect(summary(t)).toMatchObject({ phase: "Game 1 over", alive: { alive: 5, total: 6 }, waiting: ["Deal game 2"] });
  });

  it("while the host plays a seat: the same line, from the public table only", () => {
    const t = new Table(6);
    t.dealRoles(SIX, {}, null, seat(1));
    expect(summary(t)).toMatchObject({ phase: "Game 1 · between rounds", waiting: ["Start round 1"] });
    t.startRound(inOrder);
    t.run({ type: "secret-moon.accuse", seatId: seat(1), target: seat(4), role: "guard" });
    expect(summary(t)).toEqual({
      phase: "Game 1 · round 1",
      alive: { alive: 5, total: 6, word: "captured" },
      deadline: null,
      waiting: [],
      over: false,
    });
  });

  it("speaks the reader's Japanese", () => {
    const t = new Table(6);
    t.dealRoles(SIX, {}, null, seat(1));
    expect(summary(t, "ja")).toMatchObject({ phase: "第1ゲーム · ラウンドの合間", waiting: ["第1ラウンドを始める"] });
    t.startRound(inOrder);
    expect(summary(t, "ja").phase).toBe("第1ゲーム · 第1ラウンド");
  });
});
