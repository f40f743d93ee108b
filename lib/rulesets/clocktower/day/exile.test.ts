import { describe, expect, it } from "vitest";
import { decideCallExile, decideExileVote, decideResolveExile, decideWithdrawExileVote } from "./exile";
import { apply, errorOf, forumDay, moderator, player, seat, sevenPlayers, warningsOf } from "./fixtures/day-fixtures";

const roster = [
  ...sevenPlayers(),
  seat("Tess", { isTraveller: true }),
  seat("Dolby", { alive: false, ghostVoteAvailable: false }),
];
const now = new Date("2026-11-29T20:00:00Z"); // during discussion: exile is "at any time"
const ctx = (actor = moderator) => ({ now, roster, actor });

describe("exile of travellers", () => {
  it("is called at any time and passes with the execution majority of the living non-travellers", () => {
    let day = apply(
      forumDay(),
      decideCallExile(forumDay(), { traveller: "tess", calledBy: "player-a" }, ctx(player("player-a"))),
    );
    const id = day.exiles[0]!.id;
    for (const voter of ["player-a", "player-b", "dolby"])
      day = apply(day, decideExileVote(day, { exileId: id, voter }, ctx(player(voter))));
    expect(errorOf(decideExileVote(day, { exileId: id, voter: "dolby" }, ctx()))).toBe(
      "Dolby already votes to exile Tess.",
    );
    day = apply(day, decideWithdrawExileVote(day, { exileId: id, voter: "player-b" }, ctx(player("player-b"))));
    const fail = decideResolveExile(day, { exileId: id }, ctx());
    expect(fail).toMatchObject({ ok: true, event: { result: { exiled: false, votes: 2, needed: 4 } } });
    for (const voter of ["player-b", "player-c"]) day = apply(day, decideExileVote(day, { exileId: id, voter }, ctx()));
    day = apply(day, decideResolveExile(day, { exileId: id }, ctx()));
    expect(day.exiles[0]!.result).toMatchObject({ exiled: true, votes: 4, needed: 4, forced: false });
    expect(errorOf(decideExileVote(day, { exileId: id, voter: "player-d" }, ctx()))).toBe(
      "That exile vote has already been resolved.",
    );
  });

  it("is for travellers; the moderator may record a verdict against the vote, with a warning", () => {
    expect(
      errorOf(decideCallExile(forumDay(), { traveller: "player-b", calledBy: "player-a" }, ctx(player("player-a")))),
    ).toBe("Player B is not a traveller; only travellers can be exiled.");
    const day = apply(forumDay(), decideCallExile(forumDay(), { traveller: "tess", calledBy: "storyteller" }, ctx()));
    expect(errorOf(decideCallExile(day, { traveller: "tess", calledBy: "player-a" }, ctx()))).toBe(
      "There is already an open exile vote on Tess.",
    );
    expect(warningsOf(decideResolveExile(day, { exileId: day.exiles[0]!.id, force: "exile" }, ctx()))).toEqual([
      "The vote says spare (0 of 4 needed); you are recording exile.",
    ]);
    expect(errorOf(decideResolveExile(day, { exileId: day.exiles[0]!.id }, ctx(player("player-a"))))).toBe(
      "Only the moderator can close an exile vote.",
    );
  });
});
