/** The Clocktower rules speak in messages: the same refusal, warning or hint in English and in Japanese. */
import { describe, expect, it } from "vitest";
import { TestGame } from "@/test/table";
import { render } from "@/lib/i18n/render";
import { engine } from "@/lib/registry";
import { nightSheet } from "./night/night-sheet";
import { ForumGame } from "./grimoire/testing";
import type { GameState } from "../../game/ruleset";
import type { ClocktowerState } from "./state";
import type { ClocktowerModeratorView } from "./views";

const both = (p: Parameters<typeof render>[0]) => [render(p, "en"), render(p, "ja")];

describe("the Clocktower rules in two languages", () => {
  it("a refusal before a script, and the set-up hints", () => {
    const g = new TestGame("clocktower");
    g.run({ type: "seat.add", name: "Ada" });
    const d = g.runSaying({ type: "clocktower.setBag", characterIds: [] });
    expect(d.ok).toBe(false);
    if (!d.ok) expect(both(d.error)).toEqual(["Choose a script first.", "先にスクリプトを選んでください。"]);
    const view = engine.moderatorView(g.state, new Date()).rules as ClocktowerModeratorView;
    expect(view.hints.map((h) => render(h, "ja"))).toEqual(["スクリプトを選ぶ。"]);
  });

  it("the grimoire's refusals and warnings, with their values", () => {
    const g = new ForumGame();
    // The decision as the rules give it (the forum kit's own run renders it in English).
    const raw = (cmd: { type: string; [k: string]: unknown }) => TestGame.prototype.runSaying.call(g, cmd);
    const dead = raw({ type: "clocktower.markDead", seatId: g.id("Amelia"), cause: "executed" });
    expect(dead.ok).toBe(false);
    if (!dead.ok)
      expect(both(dead.error)).toEqual([
        "The game has not started: start Night 1 first.",
        "ゲームが始まっていません。先に第1夜を始めてください。",
      ]);
    g.must({ type: "clocktower.startNight" });
    const night = raw({ type: "clocktower.startNight" });
    expect(night.ok).toBe(false);
    if (!night.ok) expect(both(night.error)).toEqual(["It is already night 1.", "すでに第1夜です。"]);
    const gv = raw({ type: "clocktower.spendGhostVote", seatId: g.id("Amelia") });
    expect(gv.ok && gv.warnings.map((w) => render(w, "ja"))).toEqual([
      "Amelia は生存しています。生存者は自由に投票できます。",
    ]);
  });

  it("a seat's warning on the night sheet", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    g.must(
      {
        type: "clocktower.placeReminder",
        seatId: g.id("Thepigeonnyc"),
        token: { characterId: "innkeeper", text: "Safe" },
      },
      { force: true },
    );
    const step = nightSheet(g.game as GameState<ClocktowerState>, 1).steps.find(
      (s) => s.seatId === g.id("Thepigeonnyc"),
    )!;
    expect(step.warnings.map((w) => both(w))).toContainEqual([
      "Protected: Safe (Innkeeper).",
      "保護：Safe (Innkeeper)。",
    ]);
  });
});
