import { renderer } from "@/lib/i18n/render";
import { describe, expect, it } from "vitest";
import { allRoleMessagesText, messageWithLink } from "./role-message-links";

const ada = { seatId: "s1", seatName: "Ada", text: "Ada, you are the Sailor." };
const bo = { seatId: "s2", seatName: "Bo", text: "Bo, you are the Po." };

describe("role messages with their links", () => {
  it("adds the player's private page when there is a link", () => {
    expect(messageWithLink(ada, "https://g.example/seat/abc", renderer("en"))).toBe(
      "Ada, you are the Sailor.\n\nYour private page (keep it to yourself): https://g.example/seat/abc",
    );
    expect(messageWithLink(ada, null, renderer("en"))).toBe("Ada, you are the Sailor.");
  });

  it("puts every message under its player's name, each with only its own link", () => {
    const text = allRoleMessagesText([ada, bo], new Map([["s2", "https://g.example/seat/bo"]]), renderer("en"));
    expect(text).toBe(
      "=== To Ada ===\nAda, you are the Sailor.\n\n" +
        "=== To Bo ===\nBo, you are the Po.\n\nYour private page (keep it to yourself): https://g.example/seat/bo",
    );
  });

  it("speaks the game's language", () => {
    expect(messageWithLink(ada, "https://g.example/seat/abc", renderer("ja"))).toBe(
      "Ada, you are the Sailor.\n\nあなた専用のページ（他の人に見せないでください）：https://g.example/seat/abc",
    );
    expect(allRoleMessagesText([bo], new Map(), renderer("ja"))).toBe("=== Bo さんへ ===\nBo, you are the Po.");
  });
});
