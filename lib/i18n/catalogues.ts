/**
 * The catalogues, one folder per language (messages/<locale>/) and one file per part of the app, so that
 * work on one rule system's words does not touch another's. app.json holds the top-level namespaces; every
 * other file is the namespace named after it.
 */
import enApp from "@/messages/en/app.json";
import enClocktower from "@/messages/en/clocktower.json";
import enDay from "@/messages/en/day.json";
import enGamePage from "@/messages/en/gamePage.json";
import enKemomimi from "@/messages/en/kemomimi.json";
import enSecretMoon from "@/messages/en/secretMoon.json";
import jaApp from "@/messages/ja/app.json";
import jaClocktower from "@/messages/ja/clocktower.json";
import jaDay from "@/messages/ja/day.json";
import jaGamePage from "@/messages/ja/gamePage.json";
import jaKemomimi from "@/messages/ja/kemomimi.json";
import jaSecretMoon from "@/messages/ja/secretMoon.json";

export const en = {
  ...enApp,
  clocktower: enClocktower,
  day: enDay,
  gamePage: enGamePage,
  kemomimi: enKemomimi,
  secretMoon: enSecretMoon,
};

export type Messages = typeof en;

export const ja: Messages = {
  ...jaApp,
  clocktower: jaClocktower,
  day: jaDay,
  gamePage: jaGamePage,
  kemomimi: jaKemomimi,
  secretMoon: jaSecretMoon,
};
