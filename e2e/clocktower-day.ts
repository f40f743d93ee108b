import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { command, createGameByApi } from "./helpers";

/** Seven players of the built-in Bad Moon Rising, dealt by hand so a test knows who is who. */
export const CAST7: Array<[string, string]> = [
  ["Amelia", "chambermaid"],
  ["Dolby", "innkeeper"],
  ["Eggyolk", "gambler"],
  ["Kiiruma", "exorcist"],
  ["Nightingale", "courtier"],
  ["Whysper", "godfather"],
  ["CRichard", "po"],
];

export interface DayGame {
  id: string;
  slug: string;
  seats: Array<{ id: string; name: string }>;
  seatOf: (name: string) => string;
}

/**
 * A Clocktower game of the built-in Bad Moon Rising, its seats dealt by hand as `cast` says, by the
 * JSON API; published when asked.
 */
export async function dealtClocktower(
  request: APIRequestContext,
  opts: {
    title: string;
    cast: Array<[string, string]>;
    bluffs: string[];
    handles?: Record<string, string>;
    publish?: boolean;
  },
): Promise<DayGame> {
  const game = await createGameByApi(request, opts.title, "clocktower");
  for (const [name] of opts.cast)
    await command(request, game.id, {
      type: "seat.add",
      name,
      ...(opts.handles?.[name] ? { handle: opts.handles[name] } : {}),
    });
  if (opts.publish) await command(request, game.id, { type: "game.publish" });
  const seats = (await (await request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const seatOf = (name: string) => seats.find((s) => s.name === name)!.id;
  const script = (await (await request.get("/api/scripts/builtin-bad-moon-rising-forum")).json()).script.script;
  await command(request, game.id, { type: "clocktower.setScript", script });
  await command(
    request,
    game.id,
    {
      type: "clocktower.deal",
      mode: "manual",
      assignments: Object.fromEntries(opts.cast.map(([n, c]) => [seatOf(n), c])),
    },
    true,
  );
  await command(request, game.id, { type: "clocktower.setBluffs", characterIds: opts.bluffs }, true);
  return { id: game.id, slug: game.slug, seats, seatOf };
}

/**
 * A published, dealt Clocktower game through Night 1 into Day 1, by the JSON API. `discussionHours: 0`
 * opens nominations (and votes) at once; `inAppVoting` lets players act from their private links.
 */
export async function clocktowerDay(
  request: APIRequestContext,
  opts: {
    title?: string;
    cast?: Array<[string, string]>;
    handles?: Record<string, string>;
    discussionHours?: number;
    inAppVoting?: boolean;
    startDay?: boolean;
  } = {},
): Promise<DayGame> {
  const game = await dealtClocktower(request, {
    title: opts.title ?? "Bad Moon day",
    cast: opts.cast ?? CAST7,
    bluffs: ["gossip", "professor", "tealady"],
    handles: opts.handles,
    publish: true,
  });
  await command(request, game.id, {
    type: "clocktower.setSettings",
    discussionHours: opts.discussionHours ?? 0,
    ...(opts.inAppVoting !== undefined ? { inAppVoting: opts.inAppVoting } : {}),
  });
  await command(request, game.id, { type: "clocktower.startNight" });
  if (opts.startDay !== false) await command(request, game.id, { type: "clocktower.startDay" }, true);
  return game;
}

/** Opens a step of the night sheet. */
export async function openStep(page: Page, key: string) {
  const row = page.locator(`[data-testid="night-step"][data-step="${key}"]`);
  const header = row.locator("> button");
  // The sheet also opens the next step by itself once the last one is recorded: click until it stays open.
  await expect(async () => {
    if ((await header.getAttribute("aria-expanded")) !== "true") await header.click();
    await expect(header).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass();
  return row;
}

/** One of the day's commands (`clocktower.day`), by the API. */
export const dayCommand = (request: APIRequestContext, game: DayGame, cmd: Record<string, unknown>, force = false) =>
  command(request, game.id, { type: "clocktower.day", command: cmd }, force);

/** A player link for the seat of `name`. */
export async function seatLink(request: APIRequestContext, game: DayGame, name: string) {
  const res = await request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: game.seatOf(name) } });
  expect(res.status()).toBe(201);
  return (await res.json()).url as string;
}
