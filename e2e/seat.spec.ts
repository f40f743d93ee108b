import { expect, test, type APIRequestContext } from "./test";
import AxeBuilder from "@axe-core/playwright";
import { command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";
import { readCard } from "./seat-card";

type Card = { id: string; holder: "player" | "npc"; role: string; revealed: boolean };
const ROLE_NAMES: Record<string, string> = {
  princess: "Princess",
  wanderer: "Wanderer",
  minister: "Minister",
  guard: "Guard",
  priestess: "Priestess",
  thief: "Thief",
};

async function moderatorRules(request: APIRequestContext, gameId: string) {
  return (await (await request.get(`/api/games/${gameId}`)).json()).game.view.rules;
}

test("a player's private link shows their own card, lets them act on their turn, and stops working when revoked", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Moonlit table", "secret-moon");
  for (const name of ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"])
    await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "game.publish" });
  await command(page.request, game.id, { type: "secret-moon.deal" });
  await command(page.request, game.id, { type: "secret-moon.start-round" });
  const rules = await moderatorRules(page.request, game.id);
  const actingSeat: string = rules.game.call.seatId;
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const actingName = seats.find((s) => s.id === actingSeat)!.name;
  const cards = rules.game.cardsInFull as Card[];
  const ownRole = ROLE_NAMES[cards.find((c) => c.id === actingSeat)!.role]!;

  // Before sending links, the moderator can preview what this player will see.
  await page.goto(`/games/${game.id}/preview?seat=${actingSeat}`);
  await expect(page.getByText(`what ${actingName} sees through their private link`)).toBeVisible();
  await expect(page.getByTestId("own-character")).toHaveText(ownRole);

  // The moderator makes the link in the seats panel.
  await page.goto(`/games/${game.id}`);
  // The game is in play, so the seat editor is folded under the table.
  await page.getByTestId("seat-admin").locator("summary").click();
  await page.getByRole("button", { name: `Player link for ${actingName}` }).click();
  await page.getByRole("button", { name: "Create link", exact: true }).click();
  const url = (await page.getByTestId("seat-link-url").textContent())!;
  expect(url).toMatch(/\/seat\/[A-Za-z0-9_-]{22}$/);

  const player = await browser.newContext();
  const seatPage = await player.newPage();
  await seatPage.goto(url);
  await expect(seatPage.getByRole("heading", { name: actingName, exact: true })).toBeVisible();
  // The card lies face down: its role is read only while it is held.
  await expect(seatPage.getByTestId("own-character")).toHaveCount(0);
  expect(await readCard(seatPage, "own-character")).toBe(ownRole);
  // Nothing about other seats beyond the public view: the player's JSON is the public view plus their own part.
  const seatJson = await (await player.request.get(url.replace("/seat/", "/api/seat/"))).json();
  const townJson = await (await player.request.get(`/api/town/${game.slug}`)).json();
  const { seatId: _seat, own, ...publicPart } = seatJson.view;
  expect(publicPart).toEqual(townJson.view);
  expect(own.role).toBe(cards.find((c) => c.id === actingSeat)!.role);
  await expect(seatPage.getByTestId("sm-town-role")).toHaveText(Array(8).fill("face down"));
  await screenshotBoth(seatPage, "seat-page");
  const axe = await new AxeBuilder({ page: seatPage }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // It is this player's turn: inspect someone through the link (a plain HTML form).
  await expect(seatPage.getByRole("heading", { name: /Your turn/ })).toBeVisible();
  await seatPage.getByRole("group", { name: "Inspect whom" }).locator("label").first().click();
  await seatPage.getByRole("button", { name: "Inspect", exact: true }).click();
  await expect(seatPage.getByRole("status").filter({ hasText: "Done." })).toBeVisible();
  // innerText is as shown: the heading is in capitals (the label style).
  expect((await readCard(seatPage)).toLowerCase()).toContain("what you learned");
  const after = await moderatorRules(page.request, game.id);
  expect(after.game.log.at(-1).record).toMatchObject({ kind: "inspect", seatId: actingSeat });

  // Acting out of turn is refused with the reason.
  const again = await player.request.post(url.replace("/seat/", "/api/seat/") + "/commands", {
    data: { command: { type: "secret-moon.pass", seatId: actingSeat } },
  });
  expect(again.status()).toBe(400);
  expect((await again.json()).error).toBeTruthy();
  // A player can only act for their own seat.
  const other = seats.find((s) => s.id !== actingSeat)!.id;
  const forOther = await player.request.post(url.replace("/seat/", "/api/seat/") + "/commands", {
    data: { command: { type: "secret-moon.pass", seatId: other } },
  });
  expect(forOther.status()).toBe(400);

  // Rotating makes the old link a 404; revoking the new one too.
  await page.getByRole("button", { name: "New link" }).click();
  await expect(page.getByTestId("seat-link-url")).not.toHaveText(url);
  const rotated = (await page.getByTestId("seat-link-url").textContent())!;
  expect((await player.request.get(url)).status()).toBe(404);
  expect((await player.request.get(rotated)).status()).toBe(200);
  await page.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByRole("button", { name: "Create link", exact: true })).toBeVisible();
  expect((await player.request.get(rotated)).status()).toBe(404);
  expect((await player.request.get(rotated.replace("/seat/", "/api/seat/"))).status()).toBe(404);
  expect((await player.request.get("/seat/AAAAAAAAAAAAAAAAAAAAAA")).status()).toBe(404);
  await player.close();
});
