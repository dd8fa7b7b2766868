import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@lampstand/contract/messages";
import { STAFF_MESSAGES } from "./staff-messages";

describe("STAFF_MESSAGES", () => {
  it("says exactly what the contract says", () => {
    for (const [key, text] of Object.entries(STAFF_MESSAGES)) {
      const original = SERVER_MESSAGES[key as keyof typeof STAFF_MESSAGES];
      if (typeof text === "function") expect(text("Ruth Obi"), key).toBe((original as (name: string) => string)("Ruth Obi"));
      else expect(text, key).toBe(original);
    }
  });
});
