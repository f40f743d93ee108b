import { describe, expect, it } from "vitest";
import { chooseLocale, localeFromAcceptLanguage } from "./locales";

describe("the browser's language", () => {
  it("takes a region's language and the weights", () => {
    expect(localeFromAcceptLanguage("ja-JP,ja;q=0.9,en;q=0.8")).toBe("ja");
    expect(localeFromAcceptLanguage("en-GB,ja;q=0.5")).toBe("en");
    expect(localeFromAcceptLanguage("fr;q=1, ja;q=0.4, en;q=0.3")).toBe("ja");
    expect(localeFromAcceptLanguage("en;q=0.2, JA;q=0.9")).toBe("ja");
  });
  it("finds nothing when none of ours is asked for", () => {
    expect(localeFromAcceptLanguage("fr-FR,de;q=0.8")).toBeNull();
    expect(localeFromAcceptLanguage("ja;q=0")).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });
});

describe("a request's language", () => {
  const never = () => Promise.reject(new Error("the account was asked though a cookie said"));
  it("is the switch's cookie first, without asking the account", async () => {
    expect(await chooseLocale({ cookie: "en", account: never, acceptLanguage: "ja" })).toBe("en");
  });
  it("is the account's setting when there is no cookie (or a cookie for no language of ours)", async () => {
    const account = () => Promise.resolve("ja");
    expect(await chooseLocale({ cookie: undefined, account, acceptLanguage: "en-US" })).toBe("ja");
    expect(await chooseLocale({ cookie: "klingon", account, acceptLanguage: "en-US" })).toBe("ja");
  });
  it("is the browser's, then English", async () => {
    const none = () => Promise.resolve(null);
    expect(await chooseLocale({ cookie: null, account: none, acceptLanguage: "ja-JP" })).toBe("ja");
    expect(await chooseLocale({ cookie: null, account: none, acceptLanguage: "fr" })).toBe("en");
    expect(await chooseLocale({ cookie: null, account: none, acceptLanguage: null })).toBe("en");
  });
});
