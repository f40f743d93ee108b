/**
 * The catalogues, one folder per language (messages/<locale>/) and one file per part of the app, so that
 * work on one rule system's words does not touch another's. app.json holds the top-level namespaces; every
 * other file is the namespace named after it.
 */
import enCharacters from "@/messages/en/characters.json";
import enErrors from "@/messages/en/errors.json";
import enApp from "@/messages/en/app.json";
import enClocktower from "@/messages/en/clocktower.json";
import enGamePage from "@/messages/en/gamePage.json";
import enKemomimi from "@/messages/en/kemomimi.json";
import enSecretMoon from "@/messages/en/secretMoon.json";
import enOutlets from "@/messages/en/outlets.json";
import enCoinFlip from "@/messages/en/coinFlip.json";
import jaCharacters from "@/messages/ja/characters.json";
import jaErrors from "@/messages/ja/errors.json";
import jaApp from "@/messages/ja/app.json";
import jaClocktower from "@/messages/ja/clocktower.json";
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
  errors: enErrors,
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
  errors: jaErrors,
  gamePage: jaGamePage,
  kemomimi: jaKemomimi,
  outlets: jaOutlets,
  secretMoon: jaSecretMoon,
};
