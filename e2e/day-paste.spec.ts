import { mkdirSync } from "node:fs";
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { command, signUpByApi } from "./helpers";
import { clocktowerDay } from "./clocktower-day";

test.setTimeout(300_000);
test.use({ permissions: ["clipboard-read", "clipboard-write"] });
// The dev server compiles each route on first use: slow on a small machine.
const expect = baseExpect.configure({ timeout: 60_000 });

/** A stretch of the thread as a moderator would copy it: phpBB, XenForo and Discord headers mixed. */
const THREAD = `Post by egg_yolk » Mon Nov 30, 2026 6:02 pm
I've been thinking about Dolby's claim all night. It doesn't add up.
/nominate Dolby
And to be clear: /vote Dolby

Kiiruma said:
egg_yolk said:
Whysper is the demon, /vote Whysper
Click to expand...
Not convinced by that, but Dolby is worse. [vote]Dolby[/vote]

Whysper — Today at 18:20
fine, I'm with the town on this one /vote dol

Chris said:
Catching up after work. [b]VOTE: Dolbyy[/b]

Nightingale said:
[spoiler]/vote Kiiruma[/spoiler] just kidding. Or am I?

Post by Amelia » Mon Nov 30, 2026 6:45 pm
/whisper Kiiruma`;

async function publicDay(request: APIRequestContext, slug: string) {
  const res = await request.get(`/api/town/${slug}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).view.rules.day;
}

/** The panel at 1280 and 390 px, for a person to look at (the framework's dev overlay hidden). */
async function shoot(page: Page, panel: Locator, name: string) {
  mkdirSync("test-results/screenshots", { recursive: true });
  await page.addStyleTag({ content: "nextjs-portal{display:none!important}" });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.screenshot({ path: `test-results/screenshots/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The game page; in dev the first compile of a route may reload the page once under the hydration wait. */
async function openGame(page: Page, gameId: string) {
  await page.goto(`/games/${gameId}`).catch(() => page.goto(`/games/${gameId}`));
}

const row = (page: Page, text: string) => page.getByTestId("paste-row").filter({ hasText: text });

/** A Day 1 thread as copied from a phpBB page: subject lines, bylines, a rendered quote, "Top" links. */
const PHPBB_THREAD = `Re: Day 1 — the Innkeeper question
Post by egg_yolk » Tue Dec 01, 2026 6:02 pm

Dolby's claim doesn't add up for me.
/nominate Dolby
VOTE: Dolby

Top
Re: Day 1 — the Innkeeper question
Post by Kiiruma » Tue Dec 01, 2026 6:20 pm

egg_yolk wrote: ↑ Tue Dec 01, 2026 6:02 pm
Whysper is the demon. VOTE: Whysper

Not convinced by that, but Dolby is worse.
Vote: dolby

Top
Re: Day 1 — the Innkeeper question
Post by Whysper » Tue Dec 01, 2026 6:31 pm

unvote, vote Dolby

Top
Re: Day 1 — the Innkeeper question
Post by CRichard » Tue Dec 01, 2026 6:40 pm

Catching up after work.
vote Dolbyy

Top
Re: Day 1 — the Innkeeper question
Post by Nightingale » Tue Dec 01, 2026 6:45 pm

[spoiler]VOTE: Kiiruma[/spoiler] just kidding. Or am I?`;

test("a copied phpBB thread: accept all unflagged, review the flagged by keyboard, copy the count", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request, { handles: { Eggyolk: "egg_yolk" } });
  const id = game.seatOf;
  await openGame(page, game.id);
  const panel = page.getByTestId("ct-paste");
  await panel.getByLabel("Paste posts from the thread").fill(PHPBB_THREAD);
  await panel.getByRole("button", { name: "Read posts" }).click();

  await expect(panel.getByTestId("paste-format")).toContainText("Read as phpBB (guessed");
  await expect(panel.getByLabel("Forum")).toHaveValue("auto");
  await expect(page.getByTestId("paste-row").locator("p.font-medium")).toHaveText([
    "Eggyolk nominates Dolby.",
    "Eggyolk votes Dolby.",
    "Kiiruma votes Dolby.",
    "Whysper votes Dolby.",
    "CRichard votes Dolby.",
    "Nightingale votes Kiiruma.",
  ]);
  // Each line names its post; the doubtful ones say why.
  await expect(row(page, "unvote, vote Dolby")).toContainText("Post 3 · Tue Dec 01, 2026 6:31 pm");
  await expect(row(page, "Dolbyy")).toContainText("close spelling");
  await expect(row(page, "[spoiler]")).toContainText("in a spoiler");
  // The quoted vote and the replaced unvote are listed as not counted.
  const ignored = panel.getByTestId("paste-ignored");
  await ignored.locator("summary").click();
  await expect(ignored).toContainText("Whysper is the demon. VOTE: Whysper");
  await expect(ignored).toContainText("post 2 · line 13 · quoted from another post");
  await expect(ignored).toContainText("replaced by a later command on the same line");

  // One click takes every unflagged line, the nomination before the votes.
  await panel.getByRole("button", { name: "Accept all unflagged (4)" }).click();
  for (const line of [
    "Eggyolk nominates Dolby.",
    "Eggyolk votes Dolby.",
    "Kiiruma votes Dolby.",
    "Whysper votes Dolby.",
  ])
    await expect(row(page, line)).toHaveAttribute("data-status", "accepted");
  await expect(row(page, "Dolbyy")).toHaveAttribute("data-status", "open");
  await expect(row(page, "[spoiler]")).toHaveAttribute("data-status", "open");
  await expect(panel.getByRole("button", { name: "Accept all unflagged (0)" })).toBeDisabled();

  // The flagged lines, by keyboard: accept the misspelling as Dolby, move down, reject the spoiler.
  await expect(row(page, "Dolbyy").getByRole("button", { name: /^Accept/ })).toBeEnabled();
  await row(page, "Dolbyy").focus();
  await page.keyboard.press("a");
  await expect(row(page, "Dolbyy")).toHaveAttribute("data-status", "accepted");
  await page.keyboard.press("ArrowDown");
  await expect(row(page, "[spoiler]")).toBeFocused();
  await page.keyboard.press("r");
  await expect(row(page, "[spoiler]")).toHaveAttribute("data-status", "rejected");
  await expect(panel.locator("h2")).toContainText("0 to review");

  await expect
    .poll(async () =>
      (await publicDay(page.request, game.slug)).count.rows.map((r: { nominee: string; voters: string[] }) => [
        r.nominee,
        r.voters,
      ]),
    )
    .toEqual([[id("Dolby"), [id("Eggyolk"), id("Kiiruma"), id("Whysper"), id("CRichard")]]]);

  // Copy the count to post it.
  const exports = page.getByTestId("day-exports");
  await expect(exports.getByLabel("Vote count (BBCode)")).toHaveValue(/Eggyolk, Kiiruma, Whysper, CRichard/);
  await exports.getByRole("button", { name: "Copy BBCode" }).click();
  await expect(exports.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("[td]Eggyolk[/td][td]Dolby[/td][td]Eggyolk, Kiiruma, Whysper, CRichard[/td][td]4/7");
  // The host's options: a plain 3/7, the deadline in a chosen zone beside UTC, a list for stock phpBB.
  await exports.getByLabel("Plain totals (3/7, no L-1)").check();
  await exports.getByLabel("Deadline in").selectOption("Asia/Tokyo");
  await exports.locator("label", { hasText: "BBCode list" }).click();
  const list = exports.getByLabel("Vote count (BBCode list)");
  await expect(list).toHaveValue(
    /\[\*\]\[b\]Dolby\[\/b\] \(nominated by Eggyolk\): Eggyolk, Kiiruma, Whysper, CRichard — \[b\]4\/7\[\/b\]/,
  );
  await expect(list).toHaveValue(/Voting closes: .+ (JST|GMT\+9) \(.+ UTC\)/);
  await shoot(page, panel, "day-paste-phpbb");
});

test("votes from pasted posts: read, accept, edit, reject, and the history of the review", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request, { handles: { Eggyolk: "egg_yolk", CRichard: "Chris" } });
  const id = game.seatOf;
  // Amelia has used her three declared whispers: her "/whisper Kiiruma" breaks the cap.
  for (const to of ["Dolby", "Eggyolk", "Nightingale"])
    await command(page.request, game.id, {
      type: "clocktower.day",
      command: { type: "whisper.declare", from: id("Amelia"), to: id(to) },
    });

  await openGame(page, game.id);
  const panel = page.getByTestId("ct-paste");
  await panel.getByLabel("Paste posts from the thread").fill(THREAD);
  await panel.getByRole("button", { name: "Read posts" }).click();
  // Headers of several forums in one paste: the guess takes the phpBB bylines; the host switches to plain.
  await expect(panel.getByTestId("paste-format")).toContainText("Read as phpBB (guessed");
  await panel.getByLabel("Forum").selectOption("plain");
  await expect(panel.getByTestId("paste-format")).toHaveText("Read as Plain (Name said: / [quote=Name]).");

  await expect(page.getByTestId("paste-row")).toHaveCount(7);
  await expect(panel.locator("h2")).toContainText("6 posts · 7 commands · 7 to review");
  await expect(page.getByTestId("paste-row").locator("p.font-medium")).toHaveText([
    "Eggyolk nominates Dolby.",
    "Eggyolk votes Dolby.",
    "Kiiruma votes Dolby.",
    "Whysper votes Dolby.",
    "CRichard votes Dolby.",
    "Nightingale votes Kiiruma.",
    "Amelia whispers Kiiruma.",
  ]);
  // Flags in plain words.
  await expect(row(page, "Dolbyy")).toContainText("close spelling “Dolbyy”: did you mean Dolby?");
  await expect(row(page, "[spoiler]")).toContainText("in a spoiler");
  await expect(row(page, "Eggyolk votes Dolby.")).toContainText("Dolby is not nominated");
  await expect(row(page, "/whisper Kiiruma")).toContainText("Amelia has no declared whispers left");
  // The quoted vote of another player is not proposed; it is listed as ignored.
  const ignored = panel.getByTestId("paste-ignored");
  await expect(ignored.locator("summary")).toHaveText("Not counted: 1 command quoted, in code, struck out or replaced");
  await ignored.locator("summary").click();
  await expect(ignored).toContainText("In Kiiruma’s post");
  await expect(ignored).toContainText("Whysper is the demon, /vote Whysper");
  await expect(ignored).toContainText("quoted from another post");
  await shoot(page, panel, "day-paste-read");

  // Accept one by one.
  await page.getByRole("button", { name: "Accept: Eggyolk nominates Dolby." }).click();
  await expect(row(page, "Eggyolk nominates Dolby.")).toHaveAttribute("data-status", "accepted");
  await expect(row(page, "Eggyolk votes Dolby.")).not.toContainText("Dolby is not nominated");
  for (const line of ["Eggyolk votes Dolby.", "Kiiruma votes Dolby.", "Whysper votes Dolby."]) {
    await page.getByRole("button", { name: `Accept: ${line}` }).click();
    await expect(row(page, line)).toHaveAttribute("data-status", "accepted");
  }

  // Edit the typo: change the target, then accept.
  const typo = row(page, "Dolbyy");
  await typo.getByRole("button", { name: /^Edit/ }).click();
  await typo.getByLabel("Votes for").selectOption({ label: "Dolby" });
  await typo.getByRole("button", { name: "Accept as edited" }).click();
  await expect(typo).toHaveAttribute("data-status", "accepted");
  await expect(typo).toContainText("→ CRichard votes Dolby.");

  // Reject the vote in a spoiler.
  await page.getByRole("button", { name: "Reject: Nightingale votes Kiiruma." }).click();
  await expect(row(page, "[spoiler]")).toHaveAttribute("data-status", "rejected");

  // Accepting a line the rules object to goes through the warning dialog.
  await page.getByRole("button", { name: "Accept: Amelia whispers Kiiruma." }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Amelia has already whispered 3 players today");
  await expect(row(page, "/whisper Kiiruma")).toHaveAttribute("data-status", "confirming");
  await dialog.getByRole("button", { name: "Do it anyway" }).click();
  await expect(row(page, "/whisper Kiiruma")).toHaveAttribute("data-status", "accepted");
  await expect(panel.locator("h2")).toContainText("0 to review");

  // The moderator's count, as the town sees it.
  await expect
    .poll(async () =>
      (await publicDay(page.request, game.slug)).count.rows.map(
        (r: { nominee: string; voters: string[]; label: string }) => [r.nominee, r.voters, r.label],
      ),
    )
    .toEqual([[id("Dolby"), [id("Eggyolk"), id("Kiiruma"), id("Whysper"), id("CRichard")], "4/7 (majority)"]]);
  const town = await publicDay(page.request, game.slug);
  expect(town.whispers.map((w: { from: string; to: string }) => `${w.from}>${w.to}`)).toContain(
    `${id("Amelia")}>${id("Kiiruma")}`,
  );
  // The review itself is the moderator's: not in the public view.
  const townJson = await (await page.request.get(`/api/town/${game.slug}`)).text();
  expect(townJson).not.toContain("pasteReviews");
  expect(townJson).not.toContain("Dolbyy");

  // The history survives a reload: every accepted and rejected line.
  await page.reload();
  const history = page.getByTestId("paste-history");
  await expect(history.locator("summary")).toHaveText("History of reviewed lines (6 accepted, 1 rejected)");
  await history.locator("summary").click();
  await expect(history.locator("li")).toHaveCount(7);
  await expect(history.locator("li").filter({ hasText: "Rejected" })).toContainText("Nightingale votes Kiiruma.");
  await expect(history.locator("li").filter({ hasText: "Dolbyy" })).toContainText(
    "Read as “CRichard votes Dolby.”, applied as CRichard votes Dolby.",
  );
  await expect(history.locator("li").first()).toContainText("Amelia whispers Kiiruma.");
  await shoot(page, page.getByTestId("ct-paste"), "day-paste-history");
});

test("whispers: declared up to the cap, neighbour whispers kept private, posted publicly ends them", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request);
  const id = game.seatOf;
  await openGame(page, game.id);
  const panel = page.getByTestId("ct-whispers");
  const left = (name: string) => panel.locator(`[data-testid="whisper-allowance"][data-seat="${name}"]`);
  await expect(left("Eggyolk")).toContainText("3 left");

  const declare = async (from: string, to: string) => {
    await panel.getByLabel("Declared by").selectOption({ label: from });
    await panel.getByLabel("Declared to").selectOption({ label: to });
    await panel.getByRole("button", { name: "Declare whisper" }).click();
  };
  for (const [to, remaining] of [
    ["Kiiruma", "2 left"],
    ["Dolby", "1 left"],
    ["Amelia", "0 left"],
  ] as const) {
    await declare("Eggyolk", to);
    await expect(left("Eggyolk")).toContainText(remaining);
  }
  await expect(left("Kiiruma")).toContainText("2 left");
  await expect(left("Eggyolk")).toContainText("with Kiiruma, Dolby, Amelia");

  // A fourth player is a rule break: a warning to confirm or cancel.
  await declare("Eggyolk", "Whysper");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Eggyolk has already whispered 3 players today (Kiiruma, Dolby and Amelia).");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(left("Whysper")).toContainText("3 left");
  // Whispering the Storyteller does not count.
  await declare("Eggyolk", "The Storyteller");
  await expect(panel.getByTestId("whisper-list").locator("li")).toHaveCount(4);
  await expect(left("Eggyolk")).toContainText("0 left");

  // A neighbour whisper (Eggyolk sits between Dolby and Kiiruma): only its word count is kept.
  const secret = "meet me by the old mill at dawn";
  await panel.getByLabel("Neighbour from").selectOption({ label: "Eggyolk" });
  await expect(panel.getByLabel("Neighbour to").locator("option")).toHaveText(["Choose…", "Dolby", "Kiiruma"]);
  await panel.getByLabel("Neighbour to").selectOption({ label: "Kiiruma" });
  await panel.getByLabel(/Whispered words/).fill(`${secret} and bring the lantern`);
  await expect(panel.getByText("12 / 10 words: too long for a neighbour whisper")).toBeVisible();
  await panel.getByRole("button", { name: "Record neighbour whisper" }).click();
  await expect(dialog).toContainText("A neighbour whisper may have at most 10 words; this one has 12.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await panel.getByLabel(/Whispered words/).fill(secret);
  await panel.getByRole("button", { name: "Record neighbour whisper" }).click();
  await expect(panel.getByTestId("whisper-list")).toContainText("neighbour · 8 words");
  await expect(panel.getByLabel(/Whispered words/)).toHaveValue("");

  // Kiiruma posts publicly: her open whisper with Eggyolk ends.
  await panel.getByRole("button", { name: "Kiiruma posted publicly" }).click();
  await expect(
    panel
      .getByTestId("whisper-list")
      .locator("li")
      .filter({ hasText: "Eggyolk → Kiiruma" })
      .filter({ hasText: "declared" }),
  ).toContainText("(Kiiruma posted)");
  await expect(panel.getByRole("button", { name: "Kiiruma posted publicly" })).toHaveCount(0);
  await shoot(page, panel, "day-whispers");

  // The town sees the declared whispers (and who ended), never a neighbour whisper or its words.
  const day = await publicDay(page.request, game.slug);
  expect(
    day.whispers.map((w: { from: string; to: string; brokenAt: string | null }) => [w.from, w.to, w.brokenAt !== null]),
  ).toEqual([
    [id("Eggyolk"), id("Kiiruma"), true],
    [id("Eggyolk"), id("Dolby"), false],
    [id("Eggyolk"), id("Amelia"), false],
    [id("Eggyolk"), "storyteller", false],
  ]);
  expect(day.whispersRemaining.find((a: { seatId: string }) => a.seatId === id("Eggyolk")).remaining).toBe(0);
  const json = await (await page.request.get(`/api/town/${game.slug}`)).text();
  const html = await (await page.request.get(`/town/${game.slug}`)).text();
  for (const text of [json, html]) {
    expect(text).not.toContain("old mill");
    expect(text).not.toContain('"neighbour"');
  }
  // Not even the moderator's copy keeps the words.
  expect(await (await page.request.get(`/api/games/${game.id}`)).text()).not.toContain("old mill");
});
