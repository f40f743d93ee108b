/**
 * Every message in an API answer carries its text (issue 27): the moderator's game, a command's
 * answer, the event log, a player's link and the public town square, each in the language it is
 * read in, as the server calls the routes, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getGame } from "@/app/api/games/[id]/route";
import { POST as moderatorCommand } from "@/lib/api/routes/game-commands";
import { GET as getEvents } from "@/app/api/games/[id]/events/route";
import { GET as getSeat } from "@/app/api/seat/[token]/route";
import { createApiToken } from "@/lib/db/api-tokens";
import { getDatabase, prisma } from "@/lib/db/client";
import { createSeatLink } from "@/lib/db/seat-links";
import { render } from "@/lib/i18n/render";
import type { Locale } from "@/lib/i18n/locales";
import { createGame } from "@/lib/service/games";
import { runCommand } from "@/lib/service/commands";
import { loadPublicTown, townJson } from "@/lib/town";

let token = "";
let gameId = "";
let slug = "";
let seatToken = "";

type Said = { key: string; values?: Record<string, unknown>; text: string };

/** Every object of an answer with a `key`: the messages (all of them must carry a text). */
function messagesIn(x: unknown, out: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(x)) for (const v of x) messagesIn(v, out);
  else if (typeof x === "object" && x !== null) {
    const o = x as Record<string, unknown>;
    if (typeof o.key === "string" && Object.keys(o).every((k) => ["key", "values", "text"].includes(k))) out.push(o);
    for (const v of Object.values(o)) messagesIn(v, out);
  }
  return out;
}

/** The messages all carry their text, rendered in `locale` from their key and values. */
function expectSaid(answer: unknown, locale: Locale): Said[] {
  const found = messagesIn(answer) as Said[];
  expect(found.length).toBeGreaterThan(0);
  for (const m of found) {
    expect(typeof m.text, JSON.stringify(m)).toBe("string");
    expect(m.text).toBe(render({ key: m.key, ...(m.values && { values: m.values as never }) }, locale));
  }
  return found;
}

const headers = (locale: Locale) => ({ authorization: `Bearer ${token}`, "accept-language": locale });
const get = (url: string, locale: Locale) => new Request(url, { headers: headers(locale) });

beforeAll(async () => {
  const user = await prisma.user.create({
    data: { id: "u-api-text", name: "text", email: "text@example.org", username: "apitext" },
  });
  token = (await createApiToken(user.id, "text")).token;
  const game = await createGame({
    title: "Words",
    rulesetId: "secret-moon",
    ownerId: user.id,
    now: new Date(),
    language: "ja",
  });
  gameId = game.id;
  slug = game.slug;
  for (const name of ["Amelia", "Basil", "Cora", "Dolby", "Eggyolk"])
    await runCommand({
      gameId,
      actor: { kind: "moderator", userId: user.id },
      command: { type: "seat.add", name },
      now: new Date(),
    });
  await runCommand({
    gameId,
    actor: { kind: "moderator", userId: user.id },
    command: { type: "game.publish" },
    now: new Date(),
  });
  const seat = await prisma.gameEvent.findFirstOrThrow({ where: { gameId, type: "SeatAdded" } });
  seatToken = await createSeatLink(gameId, (seat.payload as { seatId: string }).seatId, user.id);
});
afterAll(async () => {
  await getDatabase().close();
});

describe("the API's messages carry their text", () => {
  it("GET /api/games/:id in the request's language", async () => {
    const params = { params: Promise.resolve({ id: gameId }) };
    const en = await (await getGame(get(`http://app.test/api/games/${gameId}`, "en"), params)).json();
    const ja = await (await getGame(get(`http://app.test/api/games/${gameId}`, "ja"), params)).json();
    const [first] = expectSaid(en, "en");
    expectSaid(ja, "ja");
    const same = messagesIn(ja).find((m) => m.key === first!.key) as Said;
    expect(same.text).not.toBe(first!.text);
  });

  it("a command's answer and the event log", async () => {
    const params = { params: Promise.resolve({ id: gameId }) };
    const body = JSON.stringify({ command: { type: "seat.add", name: "Fig" } });
    for (const locale of ["en", "ja"] as const) {
      const res = await moderatorCommand(
        new Request(`http://app.test/api/games/${gameId}/commands`, {
          method: "POST",
          headers: { ...headers(locale), "content-type": "application/json" },
          body,
        }),
        params,
      );
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { ok: boolean };
      expect(answer.ok).toBe(true);
      // An event carries a message only where its rule system put one; any it has is said.
      if (messagesIn(answer).length) expectSaid(answer, locale);
      const log = await (await getEvents(get(`http://app.test/api/games/${gameId}/events`, locale), params)).json();
      expect(log.ok).toBe(true);
      if (messagesIn(log).length) expectSaid(log, locale);
    }
  });

  it("a player's link in the request's language", async () => {
    const params = { params: Promise.resolve({ token: seatToken }) };
    for (const locale of ["en", "ja"] as const) {
      const res = await getSeat(
        new Request(`http://app.test/api/seat/${seatToken}`, { headers: { "accept-language": locale } }),
        params,
      );
      expectSaid(await res.json(), locale);
    }
  });

  it("the public town square in the game's language", async () => {
    const town = await loadPublicTown(slug);
    const answer = JSON.parse(new TextDecoder().decode(townJson(town!)));
    expect(answer.view.language).toBe("ja");
    expectSaid(answer, "ja");
  });
});
