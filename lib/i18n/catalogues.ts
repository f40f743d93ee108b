/**
 * The catalogues, one folder per language (messages/<locale>/) and one file per part of the app, so that
 * work on one rule system's words does not touch another's. app.json holds the top-level namespaces; every
 * other file is the namespace named after it.
 */
import enCharacters from "@/messages/en/characters.json";
import enCtNight from "@/messages/en/ctNight.json";
import enCtRules from "@/messages/en/ctRules.json";
import enCtDay from "@/messages/en/ctDay.json";
import enDayRules from "@/messages/en/dayRules.json";
import enErrors from "@/messages/en/errors.json";
import enApp from "@/messages/en/app.json";
import enClocktower from "@/messages/en/clocktower.json";
import enDay from "@/messages/en/day.json";
import enGamePage from "@/messages/en/gamePage.json";
import enKemomimi from "@/messages/en/kemomimi.json";
import enSecretMoon from "@/messages/en/secretMoon.json";
import enOutlets from "@/messages/en/outlets.json";
import enCoinFlip from "@/messages/en/coinFlip.json";
import jaCharacters from "@/messages/ja/characters.json";
import jaCtNight from "@/messages/ja/ctNight.json";
import jaCtRules from "@/messages/ja/ctRules.json";
import jaCtDay from "@/messages/ja/ctDay.json";
import jaDayRules from "@/messages/ja/dayRules.json";
import jaErrors from "@/messages/ja/errors.json";
import jaApp from "@/messages/ja/app.json";
import jaClocktower from "@/messages/ja/clocktower.json";
import jaDay from "@/messages/ja/day.json";
import jaGamePage from "@/messages/ja/gamePage.json";
import jaKemomimi from "@/messages/ja/kemomimi.json";
import jaSecretMoon from "@/messages/ja/secretMoon.json";
import jaOutlets from "@/messages/ja/outlets.json";
import jaCoinFlip from "@/messages/ja/coinFlip.json";

export const en = {
  ...enApp,
  characters: enCharacters,
  clocktower: enClocktower,
  coinFlip: enCoinFlip,
  ctNight: enCtNight,
  ctRules: enCtRules,
  ctDay: enCtDay,
  dayRules: enDayRules,
  errors: enErrors,
  day: enDay,
  gamePage: enGamePage,
  kemomimi: enKemomimi,
  outlets: enOutlets,
  secretMoon: enSecretMoon,
};

export type Messages = typeof en;

export const ja: Messages = {
  ...jaApp,
  characters: jaCharacters,
  clocktower: jaClocktower,
  coinFlip: jaCoinFlip,
  ctNight: jaCtNight,
  ctRules: jaCtRules,
  ctDay: jaCtDay,
  dayRules: jaDayRules,
  errors: jaErrors,
  day: jaDay,
  gamePage: jaGamePage,
  kemomimi: jaKemomimi,
  outlets: jaOutlets,
  secretMoon: jaSecretMoon,
};
