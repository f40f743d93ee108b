import { describe, expect, it } from "vitest";
import type { OutletPost } from "../../game/outlets";
import { render } from "@/lib/i18n/render";
import { gameWords } from "@/lib/game/views";
import type { Phrase } from "@/lib/i18n/message";
import { secretMoon } from ".";
import { secretMoonOutletPosts } from "./outlets";
import { secretMoonPosts } from "./posts";
import { ROLES, type Role } from "./roles";
import { SIX, Table, cardName as name, inOrder, ministerCaptured } from "./testing";
import { publicView } from "./views";

const posts = (t: Table) => secretMoonOutletPosts(t.game, new Date(0), gameWords(t.game));
const kinds = (t: Table) => posts(t).map((p) => p.kind);
const post = (t: Table, kind: OutletPost["kind"]) => posts(t).find((p) => p.kind === kind)!;
const en = (p: Phrase) => render(p, "en");
const ja = (p: Phrase) => render(p, "ja");

describe("Secret Moon's outlet posts", () => {
  it("offers the round's opening and the end of a game: no vote, no night, no graveyard", () => {
    expect(secretMoon.outlets!.kinds).toEqual(["dayOpening", "endOfGame"]);
    // The panel calls them by this game's names, in both languages.
    const names = secretMoon.outlets!.names!;
    expect([en(names.dayOpening!), ja(names.dayOpening!)]).toEqual(["Round opening", "ラウンドの開始"]);
    expect(en(names.endOfGame!)).toBe("End of a game (the deal and the points)");
  });

  it("has nothing to post before the first round", () => {
    const t = new Table(6);
    expect(posts(t)).toEqual([]);
    t.dealRoles(SIX);
    expect(posts(t)).toEqual([]);
  });

  it("opens each round once, with its first call, in every format", () => {
    const t = new Table(6);
    t.dealRoles(SIX);
    t.startRound(inOrder(6));
    const opening = post(t, "dayOpening");
    expect(opening.key).toBe("game-1-round-1");
    expect(opening.texts.bbcode).toBe(
      "[b]Game 1, round 1 of 3 begins.[/b]\nRound 1 begins: the turn-order cards are dealt.\nNumber 1? Ann.",
    );
    expect(opening.texts.markdown).toBe(
      "**Game 1, round 1 of 3 begins.**\n\nRound 1 begins: the turn-order cards are dealt.\nNumber 1? Ann.",
    );
    expect(opening.texts.discord).toContain("**Game 1, round 1 of 3 begins.**");
    expect(opening.texts.plain).toBe(
      "Game 1, round 1 of 3 begins.\n\nRound 1 begins: the turn-order cards are dealt.\nNumber 1? Ann.",
    );
    // A turn taken: still round 1 (the key does not change, so nothing new goes out).
    t.run({ type: "secret-moon.pass", seatId: "s1" });
    expect(post(t, "dayOpening").key).toBe("game-1-round-1");
    expect(kinds(t)).toEqual(["dayOpening"]);
  });

  it("posts the end of each game as the moderator's end post: the winner, the deal and the points", () => {
    const t = new Table(6);
    ministerCaptured(t);
    expect(kinds(t)).toEqual(["endOfGame"]);
    const end = post(t, "endOfGame");
    expect(end.key).toBe("end-1");
    const copied = secretMoonPosts(publicView(t.game), name(t), en).find((p) => p.id === "end")!;
    expect({ bbcode: end.texts.bbcode, markdown: end.texts.markdown, discord: end.texts.discord }).toEqual(
      copied.texts,
    );
    expect(end.texts.plain).toContain("Game 1 is over: the Princess team wins!");
    expect(end.texts.plain).toContain("Cat         Minister");
    // The next game: its own opening and, later, its own end.
    t.dealRoles(["guard", "wanderer", "minister", "princess", "guard", "priestess"]);
    t.startRound(inOrder(6));
    expect(post(t, "dayOpening").key).toBe("game-2-round-1");
    t.run({ type: "secret-moon.accuse", seatId: "s1", target: "s3", role: "minister" });
    t.run({ type: "secret-moon.attack", seatId: "s2", target: "s3" });
    expect(post(t, "endOfGame").key).toBe("end-2");
  });

  it("speaks the game's language", () => {
    const t = new Table(6);
    t.append({ type: "GameLanguageSet", language: "ja" });
    t.dealRoles(SIX);
    t.startRound(inOrder(6));
    expect(post(t, "dayOpening").texts.markdown).toBe(
      `**第1ゲーム 第1ラウンド（全3ラウンド）開始**\n\n${ja({ key: "secretMoon.log.roundStarted", values: { round: 1 } })}\n1番？ Ann。`,
    );
    t.run({ type: "secret-moon.accuse", seatId: "s1", target: "s3", role: "minister" });
    t.run({ type: "secret-moon.attack", seatId: "s2", target: "s3" });
    const end = post(t, "endOfGame").texts.discord;
    expect(end).toContain("**第1ゲーム終了：姫陣営の勝利！**");
    expect(end).toContain("- NPCカード1: 兵士");
  });

  it("holds nothing hidden: two deals the table cannot tell apart post the same until the end", () => {
    const play = (roles: Role[]) => {
      const t = new Table(6);
      t.dealRoles(roles);
      t.startRound(inOrder(6));
      const seen = [posts(t)];
      for (const s of ["s1", "s2", "s3"]) {
        t.run({ type: "secret-moon.pass", seatId: s });
        seen.push(posts(t));
      }
      return { t, seen };
    };
    const a = play(SIX);
    const b = play(["guard", "priestess", "guard", "minister", "wanderer", "princess"]);
    expect(b.seen).toEqual(a.seen);
    // And no role's name reaches a post while every card is face down.
    const roleNames = [...ROLES].flatMap((r) => [
      en({ key: `secretMoon.roles.${r}` }),
      ja({ key: `secretMoon.roles.${r}` }),
    ]);
    for (const p of a.seen.flat())
      for (const text of Object.values(p.texts)) for (const role of roleNames) expect(text).not.toContain(role);
  });

  it("keeps what players typed as text in every format", () => {
    const t = new Table(6);
    t.append({ type: "SeatUpdated", seatId: "s1", name: "[url=http://evil.example]Ann[/url]", handle: null });
    t.append({ type: "SeatUpdated", seatId: "s2", name: "**Bob** <@123456789> @everyone", handle: null });
    t.append({ type: "SeatUpdated", seatId: "s3", name: "Cat\u202Egnp.exe <#987654321>", handle: null });
    t.dealRoles(SIX);
    t.startRound({ s2: 1, s1: 2, s3: 3, s4: 4, s5: 5, s6: 6 });
    const opening = post(t, "dayOpening").texts;
    t.run({ type: "secret-moon.accuse", seatId: "s2", target: "s3", role: "minister" });
    t.run({ type: "secret-moon.attack", seatId: "s1", target: "s3" });
    const end = post(t, "endOfGame").texts;
    for (const texts of [opening, end]) {
      for (const text of Object.values(texts)) expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      expect(texts.bbcode).not.toMatch(/\[url=/);
      for (const md of [texts.markdown, texts.discord]) {
        expect(md).not.toMatch(/(?<!\\)\*\*Bob(?<!\\)\*\*/);
        expect(md).not.toMatch(/(?<!\\)<[@#]\d/);
      }
      expect(texts.discord.replace(/```[^]*?```/g, "")).not.toMatch(/@everyone/);
      // Still there to read, as typed, in plain text.
      expect(texts.plain).toContain("**Bob** <@123456789> @everyone");
    }
    expect(opening.bbcode).toContain("Bob");
    expect(end.bbcode).toContain("evil.example");
  });
});
