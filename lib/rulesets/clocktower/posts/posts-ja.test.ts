/** The posts in a Japanese game: the words in Japanese, the markup and the names as in English. */
import { describe, expect, it } from "vitest";
import { dawnPost, dayOpeningPost, endOfGamePost, threadPosts, townListsPost } from ".";
import { exportDayVoteCount } from "../day/day-views";
import { PostsGame } from "./testing";
import { renderer } from "../../../i18n/render";
import { gameWords } from "../../../game/views";
import type { GameState } from "../../../game/ruleset";
import type { ClocktowerState } from "../state";

type Game = GameState<ClocktowerState>;

const lines = (...l: string[]) => l.join("\n");

/** Day 2 of a Japanese game after Dolby's execution and Amelia's death in Night 2, with a traveller. */
function day2ja() {
  const g = new PostsGame().toDay2(["Amelia"]);
  g.must({ type: "game.language", language: "ja" });
  g.must({ type: "seat.add", name: "Wanderer" });
  g.ids.Wanderer = g.state.core.seats.at(-1)!.id;
  g.must(
    { type: "clocktower.addTraveller", seatId: g.id("Wanderer"), characterId: "apprentice", alignment: "good" },
    { force: true },
  );
  g.must({ type: "clocktower.spendGhostVote", seatId: g.id("Dolby") });
  return g;
}
const ja = (g: PostsGame) => ({ ...g.input(), say: renderer("ja") });

describe("the posts in Japanese", () => {
  const g = day2ja();
  it("the day opening: the day, the night's dead, the majority and the deadlines in Japanese (BBCode)", () => {
    expect(dayOpeningPost(ja(g), "bbcode", g.now)).toBe(
      lines(
        "[b]2日目が始まりました。[/b]",
        "Amelia が夜の間に死亡しました。",
        "生存者5人：処刑には3票が必要です。",
        "[list]",
        "[*]指名開始：12月5日(土) 15:00 JST（12月5日(土) 06:00 UTC）",
        "[*]指名締切：12月6日(日) 03:00 JST（12月5日(土) 18:00 UTC）",
        "[*]投票締切：12月7日(月) 03:00 JST（12月6日(日) 18:00 UTC）",
        "[/list]",
      ),
    );
  });
  it("the day opening on Discord keeps Discord's timestamps", () => {
    expect(dayOpeningPost(ja(g), "discord", g.now)).toBe(
      lines(
        "**2日目が始まりました。**",
        "Amelia が夜の間に死亡しました。",
        "生存者5人：処刑には3票が必要です。",
        "- 指名開始：<t:1796450400:F> (<t:1796450400:R>)",
        "- 指名締切：<t:1796493600:F> (<t:1796493600:R>)",
        "- 投票締切：<t:1796580000:F> (<t:1796580000:R>)",
      ),
    );
  });
  it("the dawn, with several deaths listed the Japanese way", () => {
    expect(dawnPost(ja(g), "markdown")).toBe(lines("**第2夜が明けました**", "", "Amelia が夜の間に死亡しました。"));
    const two = new PostsGame().toDay2(["Kiiruma", "Amelia"]);
    expect(dawnPost({ ...two.input(), say: renderer("ja") }, "bbcode")).toBe(
      lines("[b]第2夜が明けました[/b]", "Amelia、Kiiruma が夜の間に死亡しました。"),
    );
    const quiet = new PostsGame().toDay();
    expect(dawnPost({ ...quiet.input(), say: renderer("ja") }, "bbcode")).toBe(
      lines("[b]第1夜が明けました[/b]", "誰も死にませんでした。"),
    );
  });
  it("the graveyard and living lists (BBCode table, Discord list)", () => {
    expect(townListsPost(ja(g), "bbcode")).toBe(
      lines(
        "[b]生存（6）[/b]",
        "[list]",
        "[*]Eggyolk",
        "[*]Kiiruma",
        "[*]Nightingale",
        "[*]Whysper",
        "[*]CRichard",
        "[*]Wanderer（トラベラー：Apprentice）",
        "[/list]",
        "[b]死亡（2）[/b]",
        "[table]",
        "[tr][th]プレイヤー[/th][th]死亡[/th][th]幽霊票[/th][/tr]",
        "[tr][td]Amelia[/td][td]第2夜に死亡[/td][td]未使用[/td][/tr]",
        "[tr][td]Dolby[/td][td]1日目に処刑[/td][td]使用済み[/td][/tr]",
        "[/table]",
      ),
    );
    expect(townListsPost(ja(g), "discord")).toBe(
      lines(
        "**生存（6）**",
        "- Eggyolk",
        "- Kiiruma",
        "- Nightingale",
        "- Whysper",
        "- CRichard",
        "- Wanderer（トラベラー：Apprentice）",
        "",
        "**死亡（2）**",
        "- Amelia：第2夜に死亡、幽霊票 未使用",
        "- Dolby：1日目に処刑、幽霊票 使用済み",
      ),
    );
  });
  it("the vote count in the game's language", () => {
    const c = day2ja();
    c.hours(12);
    c.day({ type: "day.nominate", nominator: c.id("Eggyolk"), nominee: c.id("Kiiruma") });
    c.day({ type: "day.vote", voter: c.id("Eggyolk"), nominee: c.id("Kiiruma") });
    expect(exportDayVoteCount(c.state as Game, "bbcode", c.now, {}, gameWords(c.state))).toBe(
      lines(
        "[b]【2日目 投票集計】[/b]",
        "[table]",
        "[tr][th]指名者[/th][th]指名先[/th][th]投票者[/th][th]票数[/th][/tr]",
        "[tr][td]Eggyolk[/td][td]Kiiruma[/td][td]Eggyolk[/td][td]1/5（あと2票）[/td][/tr]",
        "[/table]",
        "未投票：Kiiruma、Nightingale、Whysper、CRichard、Wanderer",
        "幽霊票：Amelia（未使用）、Dolby（使用済み）",
        "生存者5人：処刑には3票が必要です。",
        "投票締切：12月7日(月) 03:00 JST（12月6日(日) 18:00 UTC）",
      ),
    );
    expect(exportDayVoteCount(c.state as Game, "bbcode-list", c.now, {}, gameWords(c.state))).toContain(
      "[*][b]Kiiruma[/b]（指名者：Eggyolk）：Eggyolk — [b]1/5（あと2票）[/b]",
    );
    // An English game's count is as it always was.
    c.must({ type: "game.language", language: "en" });
    expect(exportDayVoteCount(c.state as Game, "bbcode", c.now, {}, gameWords(c.state))).toContain(
      "[b]Vote count — Day 2[/b]",
    );
  });
  it("the end of game, before and after the reveal", () => {
    const e = day2ja();
    e.must({ type: "clocktower.endGame", winner: "good" }, { force: true });
    expect(endOfGamePost(ja(e), "bbcode")).toBe(
      lines("[b]ゲーム終了：善陣営の勝利です！[/b]", "グリモアはまだ公開されていません。"),
    );
    e.must({ type: "clocktower.publishReveal" });
    expect(endOfGamePost(ja(e), "discord")).toBe(
      lines(
        "**ゲーム終了：善陣営の勝利です！**",
        "- Amelia：Chambermaid、善",
        "- Dolby：Innkeeper、善",
        "- Eggyolk：Gambler、善",
        "- Kiiruma：Exorcist、善",
        "- Nightingale：Courtier、善",
        "- Whysper：Godfather、悪",
        "- CRichard：Po、悪",
        "- Wanderer：Apprentice（トラベラー）、善",
        "",
        "**デーモンのブラフ：** Grandmother、Exorcist、Tea Lady",
      ),
    );
  });
  it("the posts on offer are named in the game's language", () => {
    expect(threadPosts(ja(g), g.now).map((p) => p.title)).toEqual(["昼の始まり", "墓地と生存者", "夜明けの告知"]);
  });
});
