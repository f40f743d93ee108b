import { expect as baseExpect, test, type Page } from "./test";
import { command, screenshotBoth, signUpByApi } from "./helpers";
import { clocktowerDay } from "./clocktower-day";
import { formatDeadline } from "../lib/game/deadline-format";
// The deadlines are written as the app writes them, from its catalogues.
import { SAY } from "./catalogues";

test.setTimeout(300_000);
// The dev server compiles each route on first use: slow on a small machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ permissions: ["clipboard-read", "clipboard-write"], timezoneId: "America/New_York" });

/** The whole page, and the day panel alone (readable), at 1280 and 390 px. */
async function shoot(page: Page, name: string) {
  await page.addStyleTag({ content: "nextjs-portal{display:none!important} header{position:static!important}" });
  await screenshotBoth(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByTestId("day-panel").screenshot({ path: `test-results/screenshots/${name}-panel-${width}.png` });
  }
  // At 390 px, each part on its own, to be read at full size.
  await page.setViewportSize({ width: 390, height: 800 });
  for (const part of await page.getByTestId("day-panel").locator("section").all())
    await part.screenshot({
      path: `test-results/screenshots/${name}-390-${await part.getAttribute("data-testid")}.png`,
    });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const row = (page: Page, nominee: string) =>
  page.getByTestId("day-count-row").filter({ has: page.locator(`td:nth-child(2)`, { hasText: nominee }) });

async function vote(page: Page, voter: string, nominee: string) {
  await page
    .getByRole("group", { name: `Vote of ${voter}` })
    .getByRole("button", { name: nominee, exact: true })
    .click();
}

/** Confirms the warning dialog when the rules object (e.g. resolving before voting closes). */
async function confirmIfWarned(page: Page) {
  const dialog = page.getByRole("alertdialog");
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole("button", { name: "Do it anyway" }).click();
}

test("a storyteller runs a 7-player day from nomination to execution", async ({ page, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request);
  await page.goto(`/games/${game.id}`);
  const panel = page.getByTestId("day-panel");
  await expect(panel.getByRole("heading", { name: "Day 1: Nomination" })).toBeVisible();
  await expect(page.getByTestId("day-majority")).toHaveText("With 7 alive, it takes 4 to execute.");

  // Two nominations through the form.
  const nominate = async (nominator: string, nominee: string) => {
    await page.getByLabel("Nominator").selectOption({ label: nominator });
    await page.getByLabel("Nominee", { exact: true }).selectOption({ label: nominee });
    await page.getByRole("button", { name: "Nominate", exact: true }).click();
    await expect(row(page, nominee)).toHaveCount(1);
  };
  await nominate("Amelia", "Dolby");
  await nominate("Kiiruma", "Whysper");
  await expect(page.getByTestId("day-nomination")).toHaveCount(2);
  await expect(page.getByTestId("day-nomination").first()).toContainText("Dolby nominated by Amelia");
  await expect(row(page, "Dolby").getByTestId("day-count-total")).toHaveText("0/7 (L-4)");
  await expect(page.getByTestId("day-not-voting")).toHaveText(
    "Amelia, Dolby, Eggyolk, Kiiruma, Nightingale, Whysper, CRichard",
  );

  // Votes as they are posted in the thread.
  await vote(page, "Amelia", "Dolby");
  await expect(row(page, "Dolby").getByTestId("day-count-total")).toHaveText("1/7 (L-3)");
  await vote(page, "Eggyolk", "Dolby");
  await expect(row(page, "Dolby").getByTestId("day-count-total")).toHaveText("2/7 (L-2)");
  await vote(page, "Kiiruma", "Whysper");
  await expect(row(page, "Whysper").getByTestId("day-count-total")).toHaveText("1/7 (L-3)");
  await vote(page, "Nightingale", "Dolby");
  await expect(row(page, "Dolby").getByTestId("day-count-total")).toHaveText("3/7 (L-1)");
  await expect(page.getByTestId("day-not-voting")).toHaveText("Dolby, Whysper, CRichard");
  await expect(row(page, "Dolby").locator("td").nth(2)).toHaveText("Amelia, Eggyolk, Nightingale");

  // Kiiruma moves their vote: Dolby reaches majority, Whysper is back to none.
  await vote(page, "Kiiruma", "Dolby");
  await expect(row(page, "Dolby").getByTestId("day-count-total")).toHaveText("4/7 (majority)");
  await expect(row(page, "Whysper").getByTestId("day-count-total")).toHaveText("0/7 (L-4)");
  await expect(row(page, "Dolby").locator("td").nth(2)).toHaveText("Amelia, Eggyolk, Nightingale, Kiiruma");
  await expect(page.getByTestId("day-preview")).toContainText("Dolby is executed with 4 votes (4 needed) and dies.");

  // Eggyolk withdraws: one short again, and back among those not voting.
  await vote(page, "Eggyolk", "No vote");
  await expect(row(page, "Dolby").getByTestId("day-count-total")).toHaveText("3/7 (L-1)");
  await expect(page.getByTestId("day-not-voting")).toHaveText("Dolby, Eggyolk, Whysper, CRichard");
  await expect(page.getByTestId("day-preview")).toContainText(
    "Nobody is executed: Dolby has the most votes (3) but 4 needed.",
  );

  // CRichard votes and locks: majority again.
  await vote(page, "CRichard", "Dolby");
  await expect(row(page, "Dolby").getByTestId("day-count-total")).toHaveText("4/7 (majority)");
  await page.getByRole("button", { name: "Lock CRichard's vote" }).click();
  await expect(page.getByRole("button", { name: "Lock CRichard's vote" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("day-locked")).toHaveText("CRichard");
  await expect(page.getByRole("group", { name: "Vote of CRichard" }).getByRole("button").first()).toBeDisabled();
  await expect(page.getByTestId("day-not-voting")).toHaveText("Dolby, Eggyolk, Whysper");

  // The BBCode count, copied with one click, is exactly what is shown.
  const exports = page.getByTestId("day-exports");
  const shown = await exports.getByLabel("Vote count (BBCode)").inputValue();
  expect(shown).toContain(
    "[tr][td]Amelia[/td][td]Dolby[/td][td]Amelia, Nightingale, Kiiruma, CRichard[/td][td]4/7 (majority)[/td][/tr]",
  );
  expect(shown).toContain("[tr][td]Kiiruma[/td][td]Whysper[/td][td][/td][td]0/7 (L-4)[/td][/tr]");
  expect(shown).toContain("Not voting: Dolby, Eggyolk, Whysper");
  await exports.getByRole("button", { name: "Copy BBCode" }).click();
  await expect(exports.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  // The other formats switch in place.
  await exports.locator("label", { hasText: "Markdown" }).click();
  await expect(exports.getByRole("radio", { name: "Markdown" })).toBeChecked();
  await expect(exports.getByLabel("Vote count (Markdown)")).toHaveValue(
    /\| Amelia \| Dolby \| Amelia, Nightingale, Kiiruma, CRichard \| 4\/7 \(majority\) \|/,
  );
  await expect(exports.getByRole("button", { name: "Copy Markdown" })).toBeVisible();
  await exports.locator("label", { hasText: /^BBCode$/ }).click();
  await expect(exports.getByLabel("Vote count (BBCode)")).toHaveValue(shown);

  await shoot(page, "day-panel-voting");

  // Resolve: voting is still open, so the rules ask first.
  await page.getByRole("button", { name: "Resolve Day 1", exact: true }).first().click();
  await expect(page.getByRole("alertdialog")).toContainText("Voting");
  await confirmIfWarned(page);
  await expect(page.getByTestId("day-result-summary")).toHaveText(
    "Dolby is executed with 4 votes (4 needed) and dies.",
  );
  await expect(page.getByRole("button", { name: "Resolve Day 1", exact: true })).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Vote of Amelia" }).getByRole("button").first()).toBeDisabled();
  // The final count stays as decided (4 of 7), not recounted with Dolby dead.
  await expect(page.getByRole("table", { name: "Day 1 final count" })).toBeVisible();
  await expect(row(page, "Dolby").getByTestId("day-count-total")).toHaveText("4/7 (majority)");
  await expect(page.getByTestId("day-majority")).toHaveText("With 7 alive, it takes 4 to execute.");

  // The moderator's grimoire shows Dolby dead.
  await page.getByTestId("gr-circle").locator('[data-seat="Dolby"] > button').click();
  await expect(page.getByTestId("token-menu").getByTestId("gr-life")).toContainText("Executed D1");
  await page.keyboard.press("Escape");
  // The vote history keeps the day's log.
  await page.getByTestId("day-history").locator("> summary").click();
  await expect(page.getByTestId("day-history")).toContainText(
    "Kiiruma moves their vote from Whysper to Dolby, entered by the storyteller.",
  );

  await shoot(page, "day-panel-resolved");

  // The town square's JSON: executed and dead, with the day's result.
  const town = await (await page.request.get(`/api/town/${game.slug}`)).json();
  const rules = town.view.rules;
  const seat = rules.grimoire.find((s: { seatId: string }) => s.seatId === game.seatOf("Dolby"));
  expect(seat).toMatchObject({ alive: false, label: "Executed D1" });
  const day1 = rules.day?.number === 1 ? rules.day : rules.dayHistory.find((d: { number: number }) => d.number === 1);
  expect(day1.result).toMatchObject({ executed: game.seatOf("Dolby"), dies: true, votes: 4 });
  expect(day1.result.finalCount[0].voters).toEqual(["Amelia", "Nightingale", "Kiiruma", "CRichard"].map(game.seatOf));

  // By night the day screen is gone; Day 1 stays in the history, folded.
  await page.getByRole("button", { name: "Start Night 2" }).click();
  await expect(page.getByTestId("day-panel")).toHaveCount(0);
  const history = page.getByTestId("day-history");
  await expect(history).not.toHaveAttribute("open");
  await history.locator("> summary").click();
  await expect(history.getByTestId("day-history-day")).toContainText(
    "Dolby is executed with 4 votes (4 needed) and dies.",
  );
  await expect(history.getByRole("table", { name: "Day 1 final count" })).toContainText(
    "Amelia, Nightingale, Kiiruma, CRichard",
  );
  await page.addStyleTag({ content: "nextjs-portal{display:none!important} header{position:static!important}" });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await history.screenshot({ path: `test-results/screenshots/day-history-night-${width}.png` });
  }
});

test("pausing and extending the day changes the deadlines shown", async ({ page, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request, { discussionHours: 6 });
  await page.goto(`/games/${game.id}`);
  const modClock = async () =>
    (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.rules.day.clock as {
      parts: Array<{ label: string; endsAt: string }>;
    };
  const before = await modClock();
  const deadlines = page.getByTestId("day-deadline");
  await expect(page.getByRole("heading", { name: "Day 1: Discussion" })).toBeVisible();
  // Deadlines in the viewer's zone (New York here) and in UTC.
  await expect(deadlines.first()).toContainText(formatDeadline(before.parts[0]!.endsAt, "America/New_York", SAY.en));
  await expect(deadlines.first()).toContainText(/E[SD]T \(.* UTC\)/);
  await expect(page.getByTestId("day-countdown")).toHaveText(/^0?5:5\d:\d\d$/);

  // Extend Discussion by 2 h 30 min: every deadline moves.
  await page.getByLabel("Hours", { exact: true }).fill("2");
  await page.getByLabel("Minutes", { exact: true }).fill("30");
  await page.getByRole("button", { name: "Extend" }).click();
  const shifted = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
  for (const [i, p] of before.parts.entries())
    await expect(deadlines.nth(i)).toContainText(formatDeadline(shifted(p.endsAt, 150), "America/New_York", SAY.en));
  await expect(page.getByTestId("day-countdown")).toHaveText(/^0?8:2\d:\d\d$/);

  // Shorten by 1 h.
  await page.getByLabel("Hours", { exact: true }).fill("1");
  await page.getByLabel("Minutes", { exact: true }).fill("0");
  await page.getByRole("button", { name: "Shorten" }).click();
  await expect(deadlines.nth(2)).toContainText(
    formatDeadline(shifted(before.parts[2]!.endsAt, 90), "America/New_York", SAY.en),
  );

  // Nonsense is refused with a message, not sent.
  await page.getByLabel("Hours", { exact: true }).fill("0");
  await page.getByLabel("Minutes", { exact: true }).fill("0");
  await page.getByRole("button", { name: "Extend" }).click();
  await expect(page.getByTestId("day-clock").getByRole("alert")).toHaveText(
    "Enter a positive number of hours and/or minutes.",
  );

  // Pause: the countdown freezes and says so.
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByTestId("day-clock").getByText("Paused", { exact: true })).toBeVisible();
  await expect(page.getByTestId("day-clock-state")).toContainText("Paused since");
  const frozen = await page.getByTestId("day-countdown").textContent();
  await page.waitForTimeout(2100);
  await expect(page.getByTestId("day-countdown")).toHaveText(frozen!);
  await shoot(page, "day-panel-paused");
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  // Resumed: the deadlines moved by the paused time (at least two seconds).
  const after = await modClock();
  expect(Date.parse(after.parts[2]!.endsAt) - Date.parse(shifted(before.parts[2]!.endsAt, 90))).toBeGreaterThanOrEqual(
    2000,
  );

  // The Bishop changes who may nominate; the day says so.
  await page.getByLabel("Bishop in play").check();
  await page.getByRole("button", { name: "Save how today runs" }).click();
  await expect(page.getByTestId("day-modifiers").getByRole("heading")).toContainText("Bishop");
  await expect(page.getByTestId("day-nominations").getByRole("heading")).toContainText(
    "only the Storyteller nominates",
  );

  // In-app voting is a game setting, shown publicly.
  await page.getByText(/^Night settings/).click();
  await page.getByLabel(/In-app voting/).check();
  await page.getByLabel("Voting (hours)").fill("30");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect
    .poll(async () => (await (await page.request.get(`/api/town/${game.slug}`)).json()).view.rules.inAppVoting)
    .toBe(true);
  expect((await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.rules.settings).toMatchObject({
    votingHours: 30,
    inAppVoting: true,
  });

  // Advance: nominations open now.
  await page.getByRole("button", { name: "Advance to the next segment" }).click();
  await expect(page.getByRole("heading", { name: "Day 1: Nomination" })).toBeVisible();
});

test("a storyteller calls an exile on a traveller, enters the votes and resolves it", async ({ page, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request);
  await command(page.request, game.id, { type: "seat.add", name: "Moth" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  await command(
    page.request,
    game.id,
    {
      type: "clocktower.addTraveller",
      seatId: seats.find((s) => s.name === "Moth")!.id,
      characterId: "apprentice",
      alignment: "good",
    },
    true,
  );
  await page.goto(`/games/${game.id}`);
  const exile = page.getByTestId("day-exile");
  await exile.getByLabel("Traveller").selectOption({ label: "Moth" });
  await exile.getByLabel("Called by").selectOption({ label: "Amelia" });
  await exile.getByRole("button", { name: "Call an exile" }).click();
  const vote = exile.getByTestId("day-exile-vote");
  await expect(vote).toContainText("Exile Moth? called by Amelia");
  await expect(vote.getByTestId("day-exile-total")).toHaveText("0/7 (L-4)");
  // Each tick is sent at once and shows once the server has it.
  const tick = async (voter: string, on: boolean) => {
    const box = exile.getByLabel(`${voter} votes to exile Moth`);
    await box.click();
    await expect(box).toBeChecked({ checked: on });
  };
  for (const voter of ["Amelia", "Dolby", "Eggyolk"]) await tick(voter, true);
  await expect(vote.getByTestId("day-exile-total")).toHaveText("3/7 (L-1)");
  await tick("Moth", true);
  await expect(vote.getByTestId("day-exile-total")).toHaveText("4/7 (majority)");
  await tick("Moth", false);
  await expect(vote.getByTestId("day-exile-total")).toHaveText("3/7 (L-1)");
  await expect(vote).toContainText("Voting: Amelia, Dolby, Eggyolk");
  // Travellers also show up where the Voudon is chosen.
  await expect(page.getByLabel("Voudon").locator("option", { hasText: "Moth" })).toHaveCount(1);
  await shoot(page, "day-panel-exile");

  // Three of four: forcing the exile asks first, then records it.
  await exile.getByLabel("Verdict").selectOption({ label: "Force exile" });
  await exile.getByRole("button", { name: "Resolve the exile of Moth" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("you are recording exile");
  await page.getByRole("alertdialog").getByRole("button", { name: "Do it anyway" }).click();
  await expect(exile.getByTestId("day-exile-vote")).toHaveCount(0);
  await expect(page.getByTestId("day-count")).toContainText("Moth was exiled: mark them dead or remove the traveller.");
  // One click marks them dead of the exile: the town reads an exile, not an execution.
  await page.getByTestId("day-exiled-alive").getByRole("button", { name: "Moth dies of the exile" }).click();
  await expect(page.getByTestId("day-exiled-alive")).toHaveCount(0);
  const moth = seats.find((s) => s.name === "Moth")!.id;
  const town = (await (await page.request.get(`/api/town/${game.slug}`)).json()).view.rules;
  expect(town.grimoire.find((s: { seatId: string }) => s.seatId === moth)).toMatchObject({
    alive: false,
    label: "Exiled D1",
  });
});
