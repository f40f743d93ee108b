/**
 * Names as values (issue 27 part 5): a script whose characters carry Japanese names reads Japanese
 * throughout. A Trouble Brewing game on our own fixture in the publisher's format, its characters
 * named in Japanese (e2e/fixtures/official-ja), played through a night, a dawn, a day and a second
 * night; every text of the night and the day rendered in Japanese names no character in English.
 */
import { describe, expect, it } from "vitest";
import { TestGame } from "@/test/table";
import { sayAll } from "@/test/say";
import { engine } from "@/lib/registry";
import { render, renderer } from "@/lib/i18n/render";
import { fixtureScript, readFixture } from "./script/testing/official-fixture";
import type { Script } from "./script/types";
import type { ClocktowerState } from "./state";
import type { ClocktowerModeratorView, ClocktowerPlayerView, ClocktowerPublicView } from "./views";
import { nightSheet } from "./night/night-sheet";
import { dawnSummary } from "./night/dawn";
import { deathHints, winChecks } from "./grimoire/grimoire";
import { threadPosts } from "./posts";
import { ENGLISH_NAMES } from "./character-names";

/** The fixture's Trouble Brewing script (with `extra` characters), resolved against the Japanese-named character data. */
function japaneseScript(extra: string[] = []): Script {
  const script = fixtureScript("trouble-brewing-ids.json", extra, "official-ja");
  if (!extra.length) return script;
  // With a traveller on the script, the Travellers' step follows dusk on each night.
  const withTravellers = (order: string[]) => [order[0]!, "travellers", ...order.slice(1)];
  return { ...script, firstNight: withTravellers(script.firstNight), otherNight: withTravellers(script.otherNight) };
}

/** Every English character name: the publisher's (our English fixture's) and those our messages name. */
const ENGLISH = [
  ...new Set([
    ...(readFixture("official/roles.json") as { name: string }[]).map((r) => r.name),
    ...Object.values(ENGLISH_NAMES),
  ]),
];
const englishName = new RegExp(
  `(?<![A-Za-z])(${ENGLISH.map((n) => n.replace(/[-'.]/g, "\\$&")).join("|")})(?![A-Za-z])`,
);
/** The reminder tokens' stored names stay English inside Japanese sentences (decision 009): "Drunk (酔いどれ)". */
const TOKENS = ["Drunk", "Poisoned", "Safe", "Master", "Red Herring", "Dead", "No Ability", "Chosen"];

/** Every string in a rendered value, with the tokens' stored names taken out. */
function texts(x: unknown, out: string[] = []): string[] {
  if (typeof x === "string") {
    if (TOKENS.includes(x)) return out;
    out.push(TOKENS.reduce((s, t) => s.replaceAll(`${t} (`, "(").replaceAll(`${t}（`, "（"), x));
  } else if (Array.isArray(x)) for (const v of x) texts(v, out);
  else if (x && typeof x === "object") for (const v of Object.values(x)) texts(v, out);
  return out;
}
const englishIn = (x: unknown) => texts(x).filter((s) => englishName.test(s));

const NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou", "Max"];
const CAST = [
  "washerwoman",
  "empath",
  "fortuneteller",
  "monk",
  "virgin",
  "slayer",
  "soldier",
  "mayor",
  "butler",
  "drunk",
  "poisoner",
  "scarletwoman",
  "imp",
];

class JapaneseGame extends TestGame<ClocktowerState> {
  ids: Record<string, string> = {};
  constructor(extra: string[] = []) {
    super("clocktower", "日本語のスクリプト", new Date("2026-11-30T18:00:00Z"));
    this.must({ type: "game.language", language: "ja" });
    for (const name of NAMES) this.must({ type: "seat.add", name });
    for (const s of this.state.core.seats) this.ids[s.name] = s.id;
    this.must({ type: "clocktower.setScript", script: japaneseScript(extra) });
    const assignments = Object.fromEntries(NAMES.map((n, i) => [this.ids[n]!, CAST[i]!]));
    this.must(
      {
        type: "clocktower.deal",
        mode: "manual",
        assignments,
        bluffs: ["chef", "librarian", "ravenkeeper"],
        drunk: "investigator",
        redHerring: this.id("Ann"),
      },
      { force: true },
    );
  }
  id(name: string) {
    return this.ids[name]!;
  }
  record(stepId: string, name: string, chosen: string[]) {
    this.must(
      {
        type: "clocktower.recordStep",
        night: this.game.rules.phase!.number,
        stepId,
        seatId: this.id(name),
        choice: { seats: chosen.map((c) => this.id(c)) },
        done: true,
      },
      { force: true },
    );
  }
  day(command: Record<string, unknown>) {
    return this.run({ type: "clocktower.day", command }, { force: true });
  }
  /** Everything the night and the day say, rendered in Japanese. */
  said() {
    const rules = this.game.rules;
    const night = rules.phase?.kind === "night" ? rules.phase.number : null;
    const mod = engine.moderatorView(this.state, this.now).rules as ClocktowerModeratorView;
    const pub = engine.publicView(this.state, this.now).rules as ClocktowerPublicView;
    const own = NAMES.map((n) => engine.playerView(this.state, this.id(n), this.now).own as ClocktowerPlayerView);
    const deaths = NAMES.flatMap((n) => [
      ...deathHints(this.game, this.id(n), "night", "imp"),
      ...deathHints(this.game, this.id(n), "executed"),
    ]);
    return sayAll(
      {
        sheet: night ? nightSheet(this.game, night) : null,
        dawn: night ? dawnSummary(this.game) : null,
        hints: mod.hints,
        day: mod.day,
        seats: mod.seats,
        roleMessages: mod.roleMessages,
        wins: winChecks(this.game),
        deaths,
        pub,
        own,
        posts: threadPosts({ view: pub, seats: this.state.core.seats, say: renderer("ja") }, this.now),
      },
      "ja",
    );
  }
}

describe("a script whose characters carry Japanese names reads Japanese throughout (issue 27)", () => {
  it("the night, the dawn, the day and the next night name no character in English", () => {
    const g = new JapaneseGame();
    const seen: string[] = [];
    const check = (when: string) => {
      const said = g.said();
      seen.push(...texts(said));
      expect(englishIn(said), when).toEqual([]);
    };
    check("before the first night");
    g.must({ type: "clocktower.startNight" });
    g.record("poisoner", "Kim", ["Ben"]);
    g.record("butler", "Ivy", ["Cat"]);
    g.record("fortuneteller", "Cat", ["Ann", "Max"]);
    check("the first night");
    g.must({ type: "clocktower.confirmDawn", deaths: [] }, { force: true });
    check("the first day");
    g.day({ type: "day.nominate", nominator: g.id("Ann"), nominee: g.id("Eve") });
    g.day({ type: "day.nominate", nominator: g.id("Jo"), nominee: g.id("Max") });
    g.day({ type: "day.vote", voter: g.id("Ben"), nominee: g.id("Max") });
    check("nominations and votes");
    g.must({ type: "clocktower.startNight" }, { force: true });
    g.record("poisoner", "Kim", ["Hal"]);
    g.record("monk", "Dan", ["Gus"]);
    g.record("imp", "Max", ["Hal"]);
    check("the second night");
    g.must({ type: "clocktower.markDead", seatId: g.id("Max"), cause: "night" }, { force: true });
    check("the Demon dead, the Scarlet Woman's succession");
    // The test can fail: the Japanese texts do name the characters, in Japanese.
    const all = seen.join("\n");
    for (const name of ["酔いどれ", "占い師", "毒使い", "緋色の女", "乙女", "兵隊"]) expect(all).toContain(name);
  });

  it("the Travellers' step on a script without the Apprentice names no Apprentice, in English either", () => {
    // The script has a traveller, the Scapegoat, and no Apprentice.
    const g = new JapaneseGame(["scapegoat"]);
    g.must({ type: "seat.add", name: "Nat" });
    const nat = g.state.core.seats.find((s) => s.name === "Nat")!.id;
    g.must(
      { type: "clocktower.addTraveller", seatId: nat, characterId: "scapegoat", alignment: "evil" },
      { force: true },
    );
    g.must({ type: "clocktower.startNight" });
    const step = nightSheet(g.game, 1).steps.find((s) => s.stepId === "travellers")!;
    expect(render(step.reminder, "ja")).toBe("トラベラーが行動します。悪のトラベラーはデーモンが誰かを知ります。");
    expect(render(step.reminder, "en")).toBe("Travellers act. Evil travellers learn who the Demon is.");
    expect(englishIn(g.said()), "the first night with a traveller").toEqual([]);
  });

  it("a hint names the character as the script does", () => {
    const g = new JapaneseGame();
    g.must({ type: "clocktower.startNight" });
    const soldier = deathHints(g.game, g.id("Gus"), "night", "imp");
    expect(soldier.map((h) => render(h, "ja"))).toEqual([
      "Gus は 兵隊 です。酩酊か毒を受けていない限り、デーモンに殺されません。",
    ]);
  });
});
