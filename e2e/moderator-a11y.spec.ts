import { expect, test, type Page } from "./test";
import { command, createGameByApi, expectNoSeriousAxe, signUpByApi } from "./helpers";
import { CAST7, clocktowerDay, dealtClocktower } from "./clocktower-day";

// Every moderator page, in every phase of a game, at two widths: one walk took 3 to 4 minutes, so it is
// cut into parts the two workers share (a retry repeats one part, not the walk).
test.setTimeout(180_000);

/** The page at a desktop and a phone width, checked by axe at each. */
async function checkBoth(page: Page, what: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoSeriousAxe(page, `${what} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openGame(page: Page, id: string) {
  await page.goto(`/games/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("the scripts and settings pages have no serious accessibility violation", async ({ page, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  // The pages around the games.
  for (const [path, heading] of [
    ["/scripts", "Script library"],
    ["/scripts/builtin-bad-moon-rising-forum", "Bad Moon Rising"],
    ["/settings", "Settings"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await checkBoth(page, path);
  }
});

test("a Clocktower game's set-up, without a script and with a bag, has no serious accessibility violation", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  // Clocktower: a new game (no script), then the script and the bag, before the deal.
  const fresh = await createGameByApi(page.request, "Setup stage", "clocktower");
  for (const [name] of CAST7) await command(page.request, fresh.id, { type: "seat.add", name });
  await openGame(page, fresh.id);
  await checkBoth(page, "Clocktower setup without a script");
  const script = (await (await page.request.get("/api/scripts/builtin-bad-moon-rising-forum")).json()).script.script;
  await command(page.request, fresh.id, { type: "clocktower.setScript", script });
  await command(page.request, fresh.id, { type: "clocktower.setBag", characterIds: [], setupChoices: {}, fill: true });
  await openGame(page, fresh.id);
  await expect(page.getByTestId("bag-ready")).toContainText("ready to deal");
  await checkBoth(page, "Clocktower setup with a bag");
});

test("a Clocktower day resolved, the game over and its reveal have no serious accessibility violation", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  // A day resolved, then the game over and its reveal.
  const day = await clocktowerDay(page.request, { title: "Resolved day" });
  await command(page.request, day.id, { type: "clocktower.day", command: { type: "day.resolve" } }, true);
  await openGame(page, day.id);
  await expect(page.getByTestId("phase-title")).toContainText("resolved");
  await checkBoth(page, "Clocktower day resolved");
  await command(page.request, day.id, { type: "clocktower.endGame", winner: "good" }, true);
  await openGame(page, day.id);
  await expect(page.getByTestId("ct-winner-text")).toContainText("good won");
  await checkBoth(page, "Clocktower game over");
  await command(page.request, day.id, { type: "clocktower.publishReveal" }, true);
  await openGame(page, day.id);
  await checkBoth(page, "Clocktower grimoire revealed");
});

test("a Clocktower night's dawn and a player's preview have no serious accessibility violation", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  // A night's dawn with a death proposed.
  const night = await dealtClocktower(page.request, {
    title: "Dawn",
    cast: CAST7,
    bluffs: ["gossip", "professor", "tealady"],
  });
  await command(page.request, night.id, { type: "clocktower.startNight" });
  await command(
    page.request,
    night.id,
    {
      type: "clocktower.recordStep",
      night: 1,
      stepId: "po",
      seatId: night.seatOf("CRichard"),
      choice: { seats: [night.seatOf("Amelia")] },
      done: true,
    },
    true,
  );
  await openGame(page, night.id);
  await checkBoth(page, "Clocktower night with the dawn proposed");
  await page.goto(`/games/${night.id}/preview?seat=${night.seatOf("Amelia")}`);
  await expect(page.getByText("what Amelia sees through their private link")).toBeVisible();
  await checkBoth(page, "a player's preview");
});

test("Secret Moon, set up and in play, has no serious accessibility violation", async ({ page, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  const moon = await createGameByApi(page.request, "Moon table", "secret-moon");
  for (const name of ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"])
    await command(page.request, moon.id, { type: "seat.add", name });
  await openGame(page, moon.id);
  await checkBoth(page, "Secret Moon setup");
  await command(page.request, moon.id, { type: "secret-moon.deal" });
  await command(page.request, moon.id, { type: "secret-moon.start-round" });
  await openGame(page, moon.id);
  await checkBoth(page, "Secret Moon in play");
});

test("Kemomimi Panic, set up and in play, and the games list with it have no serious accessibility violation", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  // The other rule systems, set up and in play.
  const panic = await createGameByApi(page.request, "Panic table", "kemomimi-panic");
  for (const name of ["Akane", "Botan", "Chiyo", "Daiki", "Emiko"])
    await command(page.request, panic.id, { type: "seat.add", name });
  await openGame(page, panic.id);
  await checkBoth(page, "Kemomimi Panic setup");
  await command(page.request, panic.id, { type: "kemomimi.configure", preset: "recommended-5" });
  await command(page.request, panic.id, { type: "kemomimi.deal" }, true);
  await openGame(page, panic.id);
  await checkBoth(page, "Kemomimi Panic in play");

  // The games list with a game of each rule system, one in its day.
  await clocktowerDay(page.request, { title: "Listed day" });
  await createGameByApi(page.request, "Listed moon", "secret-moon");
  await page.goto("/games");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkBoth(page, "the games list");
});
