import { expect, test as base } from "@playwright/test";
export { expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";

/**
 * `test` whose `page.goto` waits, on app pages, until React has hydrated (see HydrationMarker): a click
 * that lands before hydration would submit a form natively and lose the action. The town square and
 * player pages ship no framework runtime, so there is nothing to wait for there. A test fails if the
 * page's script threw.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    // A page's script that throws is a broken page, whatever the test then looks for.
    const thrown: string[] = [];
    page.on("pageerror", (e) => thrown.push(`${page.url()}: ${e.message}`));
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const hasRuntime = await page.evaluate(() => !!document.querySelector('script[src*="/_next/"]'));
      if (hasRuntime) await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      return response;
    };
    await provide(page);
    expect(thrown, "errors thrown by the page's script").toEqual([]);
  },
});
