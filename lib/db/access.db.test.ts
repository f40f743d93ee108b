/** Who keeps access to a game: what a removed co-host granted goes with them, and concurrent grants do not pile up. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase, prisma } from "./client";
import { createGame } from "../service/games";
import { answerCohostInvite, inviteCohost, removeCohost, roleIn } from "./games";
import { createSeatLink, listSeatLinks, resolveSeatToken } from "./seat-links";

const makeUser = (username: string) =>
  prisma.user.create({ data: { id: `u-${username}`, name: username, email: `${username}@example.org`, username } });

let host: { id: string }, cohost: { id: string }, friend: { id: string };

beforeAll(async () => {
  [host, cohost, friend] = await Promise.all([makeUser("ahost"), makeUser("acohost"), makeUser("afriend")]);
});
afterAll(async () => {
  await getDatabase().close();
});

const newGame = () => createGame({ title: "Access", rulesetId: "clocktower", ownerId: host.id, now: new Date() });

describe("removing a co-host", () => {
  it("revokes the members they invited and the player links they made, and keeps the host's", async () => {
    const game = await newGame();
    expect((await inviteCohost(game.id, "acohost", host.id)).ok).toBe(true);
    expect(await answerCohostInvite(game.id, cohost.id, true)).toBe(true);
    // Before only hosts could invite, a co-host could: such a grant is recorded as theirs.
    expect((await inviteCohost(game.id, "afriend", cohost.id)).ok).toBe(true);
    expect(await answerCohostInvite(game.id, friend.id, true)).toBe(true);
    const theirs = await createSeatLink(game.id, "seat-1", cohost.id);
    const hosts = await createSeatLink(game.id, "seat-2", host.id);

    expect(await removeCohost(game.id, cohost.id)).toBe(true);
    expect(await roleIn(game.id, cohost.id)).toBeNull();
    expect(await roleIn(game.id, friend.id)).toBeNull();
    expect(await resolveSeatToken(theirs)).toBeNull();
    expect(await resolveSeatToken(hosts)).toEqual({ gameId: game.id, seatId: "seat-2" });
    expect(await roleIn(game.id, host.id)).toBe("host");
    expect(await removeCohost(game.id, host.id)).toBe(false);
  });
});

describe("concurrent grants", () => {
  it("ten new links for one seat at once leave exactly one working link", async () => {
    const game = await newGame();
    const tokens = await Promise.all(Array.from({ length: 10 }, () => createSeatLink(game.id, "seat-1", host.id)));
    const working = (await Promise.all(tokens.map(resolveSeatToken))).filter(Boolean);
    expect(working).toHaveLength(1);
    expect(await listSeatLinks(game.id)).toHaveLength(1);
  });

  it("five invites and five accepts of one moderator at once add them once, without an error", async () => {
    const game = await newGame();
    const invites = await Promise.all(Array.from({ length: 5 }, () => inviteCohost(game.id, "acohost", host.id)));
    expect(invites.every((r) => r.ok)).toBe(true);
    const accepts = await Promise.all(Array.from({ length: 5 }, () => answerCohostInvite(game.id, cohost.id, true)));
    expect(accepts.filter(Boolean)).toHaveLength(1);
    expect(await prisma.gameMember.count({ where: { gameId: game.id, userId: cohost.id } })).toBe(1);
  });
});
