import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { expect, test } from "./test";
import { command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";
import { clocktowerDay } from "./clocktower-day";

test.setTimeout(180_000);

test("the games list says per game its phase, alive count, deadline and what waits; archive; delete offers the export", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);

  // Day 1 in its voting window (no discussion, no nomination window), closing in 3 h.
  const voting = await clocktowerDay(page.request, { title: "Voting now", startDay: false });
  await command(page.request, voting.id, { type: "clocktower.setSettings", nominationHours: 0, votingHours: 3 });
  await command(page.request, voting.id, { type: "clocktower.startDay" }, true);

  // Night 1 with a player's night action submitted through their link.
  const night = await clocktowerDay(page.request, { title: "Night one", startDay: false });
  const link = await page.request.post(`/api/games/${night.id}/seat-links`, {
    data: { seatId: night.seatOf("Amelia") },
  });
  const { url } = await link.json();
  const submit = await page.request.post(`${url.replace("/seat/", "/api/seat/")}/commands`, {
    data: {
      command: {
        type: "clocktower.submitNightAction",
        choice: { seats: [night.seatOf("Dolby"), night.seatOf("Eggyolk")] },
      },
    },
  });
  expect(submit.ok(), await submit.text()).toBeTruthy();

  // A day that is resolved: the next night waits.
  const resolved = await clocktowerDay(page.request, { title: "Resolved day" });
  await command(page.request, resolved.id, { type: "clocktower.day", command: { type: "day.resolve" } }, true);

  const moon = await createGameByApi(page.request, "Moon table", "secret-moon");

  // The same summaries through the API.
  const listed = (await (await page.request.get("/api/games")).json()).games as Array<{
    id: string;
    summary: { phase: string; waiting: string[] };
  }>;
  expect(listed.find((g) => g.id === night.id)!.summary).toMatchObject({
    phase: "Night 1",
    waiting: ["1 night action submitted"],
  });

  await page.goto("/games");
  const row = (title: string) => page.getByTestId("game-row").filter({ hasText: title });
  await expect(row("Voting now").getByTestId("game-status")).toContainText("Day 1 · Voting");
  await expect(row("Voting now").getByTestId("game-status")).toContainText("7/7 alive");
  await expect(row("Voting now").getByTestId("game-status")).toContainText("voting closes in 3 h");
  await expect(row("Night one").getByTestId("game-status")).toContainText("Night 1");
  await expect(row("Night one").getByTestId("game-status")).toContainText("night actions lock in 22 h");
  await expect(row("Night one")).toContainText("1 night action submitted");
  await expect(row("Resolved day")).toContainText("Day 1 is resolved: start Night 2");
  await expect(row("Moon table")).toContainText("Secret Moon");
  await expect(row("Moon table").getByTestId("game-status")).toContainText("Setup");
  await expect(row("Moon table")).toContainText(/Last activity (just now|1 min ago)/);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await screenshotBoth(page, "games-list");

  // The row opens its game.
  await row("Night one").getByRole("link", { name: "Night one" }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${night.id}$`));
  await page.goto("/games");

  // Archive folds the game into the archive; unarchive brings it back.
  await page.getByRole("button", { name: "Archive Moon table" }).click();
  const archivedSection = page.getByTestId("archived-games");
  await expect(archivedSection.getByText("Archived (1)")).toBeVisible();
  await expect(page.getByRole("list", { name: "Active games" }).getByRole("link", { name: "Moon table" })).toHaveCount(
    0,
  );
  await archivedSection.getByText("Archived (1)").click();
  await expect(archivedSection.getByTestId("game-row")).toContainText("Moon table");
  await screenshotBoth(page, "games-list-archived");
  await archivedSection.getByRole("button", { name: "Unarchive Moon table" }).click();
  await expect(archivedSection).toHaveCount(0);
  await expect(
    page.getByRole("list", { name: "Active games" }).getByRole("link", { name: "Moon table" }),
  ).toBeVisible();

  // Delete: the confirmation offers the export first, and Cancel keeps the game.
  await page.getByRole("button", { name: "Delete Resolved day" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete “Resolved day”?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete Resolved day" }).click();
  await screenshotBoth(page, "games-list-delete");
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Download the export" }).click();
  const file = JSON.parse(readFileSync((await (await downloading).path())!, "utf8"));
  expect(file.game.title).toBe("Resolved day");
  await expect(dialog.getByRole("link", { name: "Export downloaded" })).toBeVisible();
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(row("Resolved day")).toHaveCount(0);
  expect((await page.request.get(`/api/games/${resolved.id}`)).status()).toBe(404);
  await expect(row("Moon table")).toBeVisible();
  expect((await page.request.get(`/api/games/${moon.id}`)).status()).toBe(200);
});
