import { describe, expect, it } from "vitest";
import type { OutletKind, OutletPost } from "../../game/outlets";
import type { GameState } from "../../game/ruleset";
import { kemomimiPanic } from ".";
import { kemomimiOutletPosts } from "./outlets";
import { ROLES } from "./roles";
import type { KemomimiState } from "./state";
import { startGame, Table } from "./testing";
import { render } from "@/lib/i18n/render";
import { gameWords } from "@/lib/game/views";

const posts = (t: Table) => kemomimiOutletPosts(t.game, t.now, gameWords(t.game));
const post = (t: Table, kind: OutletKind): OutletPost | undefined => posts(t).find((p) => p.kind === kind);
const kinds = (t: Table) => posts(t).map((p) => p.kind);

/** The same game with every secret changed: roles of players still in rotated, the removed cards, tonight's thief. */
function scrambled(g: GameState<KemomimiState>): GameState<KemomimiState> {
  const s = g.rules;
  const hidden = s.players.filter((p) => !p.out);
  const rotated = hidden.map((_, i) => hidden[(i + 1) % hidden.length]!.role);
  return {
    core: g.core,
    rules: {
      ...s,
      players: s.players.map((p) => {
        const i = hidden.findIndex((h) => h.seatId === p.seatId);
        return i >= 0 ? { ...p, role: rotated[i]! } : p;
      }),
      removed: s.removed.map((r) => (r === "informant" ? "civilianJustice" : "informant")),
      checks: s.checks.map((c) => ({ ...c, isCivilian: !c.isCivilian })),
      night: s.night && { ...s.night, thief: s.night.thief && "s0", target: s.night.target && "s1" },
    },
  };
}

/** Four players: Shamlock at s0, the thief (Crescent Moon) at s3; day 1 has begun. */
const fourPlayers = () => startGame(["shamlock"]);

describe("Kemomimi Panic's outlet posts", () => {
  it("offers the day's opening, the vote's result, the end and the reveal: no running vote count", () => {
    expect(kemomimiPanic.outlets!.kinds).toEqual(["dayOpening", "votingClosed", "endOfGame", "reveal"]);
    expect(posts(new Table(4))).toEqual([]);
    // The panel calls them by this game's names, in both languages.
    const names = kemomimiPanic.outlets!.names!;
    expect(render(names.votingClosed!, "en")).toBe("Result of the vote");
    expect(render(names.reveal!, "ja")).toBe("役職の公開");
    expect(render(names.dayOpening!, "ja")).toBe("昼の始まり（夜の盗みの結果つき）");
  });

  it("opens each day once, with the night's theft, in every format", () => {
    const t = fourPlayers();
    const day1 = post(t, "dayOpening")!;
    expect(day1.key).toBe("game-0-day-1");
    expect(day1.texts.bbcode).toBe(
      "[b]Day 1[/b]\nDay 1: P1 is the Leader; the Moon shows the new moon. Detective Shamlock, tell us what you learned.",
    );
    expect(day1.texts.markdown).toMatch(/^\*\*Day 1\*\*\n\nDay 1: P1 is the Leader/);
    expect(day1.texts.plain).toMatch(/^Day 1\n\nDay 1: P1 is the Leader/);
    t.vote("s1", []);
    expect(post(t, "dayOpening")!.key).toBe("game-0-day-1");
    t.night("s1");
    const day2 = post(t, "dayOpening")!;
    expect(day2.key).toBe("game-0-day-2");
    expect(day2.texts.plain).toContain("Morning has come. P1 loses her Fake Jewelry.");
  });

  it("posts the show of hands once its verdict is carried out", () => {
    const t = fourPlayers();
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s2" });
    t.do({ type: "kemomimi.raiseHands", seatIds: ["s0", "s1", "s3"] }, { force: true });
    t.do({ type: "kemomimi.countVotes" });
    expect(kinds(t)).not.toContain("votingClosed");
    t.do({ type: "kemomimi.carryOutVerdict" });
    const closed = post(t, "votingClosed")!;
    expect(closed.key).toBe("game-0-verdict-1");
    expect(closed.texts.markdown).toBe(
      "**Day 1: the vote**\n\nP2 was the suspect: 3 of 4 hands up (P0, P1 and P3).\n\nP2 is guilty. P2 loses her Fake Jewelry.",
    );
  });

  it("posts the end, and the roles once the rules make them public (a playing host's game)", () => {
    const t = fourPlayers();
    t.do({ type: "kemomimi.declareOutcome", winner: "civilians", reason: "The thief confessed." }, { force: true });
    expect(kinds(t)).toEqual(["endOfGame"]);
    const end = post(t, "endOfGame")!;
    expect(end.texts.bbcode).toBe(
      "[b]The Civilians win[/b]\nGame over. The Civilians win! The thief confessed. Winners: P0, P1 and P2.",
    );

    const h = new Table(5, "host");
    h.do({ type: "kemomimi.configure", preset: "recommended-5" });
    h.do({ type: "kemomimi.deal", hostSeatId: "s0" });
    expect(kinds(h)).not.toContain("reveal");
    h.do({ type: "kemomimi.declareOutcome", winner: "thieves", reason: "Time is up." }, { force: true });
    const reveal = post(h, "reveal")!;
    for (const r of h.s.players)
      expect(reveal.texts.markdown).toContain(`| P${r.seatId.slice(1)} | ${ROLES[r.role].name} |`);
    expect(reveal.texts.plain).toContain(`Returned to the box: ${ROLES[h.s.removed[0]!].name}.`);
  });

  it("adds the match's points with the points rule", () => {
    const t = new Table(4);
    t.do({ type: "kemomimi.configure", preset: "recommended-4", points: true });
    t.do({ type: "kemomimi.deal" });
    t.do({ type: "kemomimi.declareOutcome", winner: "civilians", reason: "Done." }, { force: true });
    const end = post(t, "endOfGame")!;
    expect(end.key).toMatch(/^end-0-/);
    expect(end.texts.markdown).toContain("**Points**");
    expect(end.texts.markdown).toContain("| Player | This game | Total |");
  });

  it("speaks the game's language", () => {
    const t = new Table(4);
    t.append({ type: "GameLanguageSet", language: "ja" });
    t.dealFixed(["shamlock", "teresia", "barbera", "valeria"], ["civilian", "civilian", "civilian", "crescentMoon"]);
    t.do({ type: "kemomimi.shamlockCheck", targetSeatId: "s1" });
    expect(post(t, "dayOpening")!.texts.markdown).toBe(
      "**1日目**\n\n1日目：リーダーはP1、月は三日月です。名探偵シャムロック、分かったことを教えてください。",
    );
  });

  it("holds nothing hidden: the same posts whatever the secrets, at every step", () => {
    const t = fourPlayers();
    const same = () =>
      expect(kemomimiOutletPosts(scrambled(t.game), t.now, gameWords(t.game))).toEqual(
        kemomimiOutletPosts(t.game, t.now, gameWords(t.game)),
      );
    same();
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s2" });
    same();
    t.do({ type: "kemomimi.raiseHands", seatIds: ["s0"] }, { force: true });
    t.do({ type: "kemomimi.countVotes" });
    t.do({ type: "kemomimi.carryOutVerdict" });
    same();
    t.do({ type: "kemomimi.startNight" }, { force: true });
    t.do({ type: "kemomimi.chooseTarget", targetSeatId: "s1" }, { force: true });
    same();
    t.do({ type: "kemomimi.dawn" }, { force: true });
    same();
    // No role of a player still in the game is named.
    const inGame = t.s.players.filter((p) => !p.out).map((p) => ROLES[p.role].name);
    for (const p of posts(t))
      for (const text of Object.values(p.texts)) for (const r of inGame) expect(text).not.toContain(r);
  });

  it("keeps what players typed as text in every format", () => {
    const t = fourPlayers();
    t.append({ type: "SeatUpdated", seatId: "s1", name: "[url=http://evil.example]Ann[/url]", handle: null });
    t.append({ type: "SeatUpdated", seatId: "s2", name: "**Bob** <@123456789> @everyone", handle: null });
    t.append({ type: "SeatUpdated", seatId: "s3", name: "Cat\u202Egnp.exe <#987654321>", handle: null });
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s2" });
    t.do({ type: "kemomimi.raiseHands", seatIds: ["s1", "s3", "s0"] }, { force: true });
    t.do({ type: "kemomimi.countVotes" });
    t.do({ type: "kemomimi.carryOutVerdict" });
    const all = [...posts(t)];
    t.do({ type: "kemomimi.declareOutcome", winner: "thieves", reason: "[b]@here[/b] **won**" }, { force: true });
    all.push(...posts(t));
    expect([...new Set(all.map((p) => p.kind))].sort()).toEqual(["dayOpening", "endOfGame", "votingClosed"]);
    for (const { texts } of all) {
      for (const text of Object.values(texts)) expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      expect(texts.bbcode).not.toMatch(/\[url=|\[b\]@here/);
      for (const md of [texts.markdown, texts.discord]) {
        expect(md).not.toMatch(/(?<!\\)\*\*(Bob|won)(?<!\\)\*\*/);
        expect(md).not.toMatch(/(?<!\\)<[@#]\d/);
      }
      expect(texts.discord.replace(/```[^]*?```/g, "")).not.toMatch(/@everyone|@here/);
    }
    expect(all.find((p) => p.kind === "votingClosed")!.texts.plain).toContain("**Bob** <@123456789> @everyone");
  });
});
