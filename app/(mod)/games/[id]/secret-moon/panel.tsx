"use client";
import type { RulesetPanelProps } from "../ruleset-panel";

/** Nothing yet: this rule system's moderator controls come with its issue. */
export function SecretMoonPanel(_props: RulesetPanelProps) {
  return null;
}
