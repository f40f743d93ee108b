import { andList } from "./format";

/** "Amelia died in the night.", "Amelia and Dolby died in the night."; `none` when nobody did. */
export const nightDeathsSentence = (names: readonly string[], none: string) =>
  names.length ? `${andList(names)} died in the night.` : none;
