import { describe, expect, it } from "vitest";
import { expandChatShorthand } from "./chat-shorthand";

describe("expandChatShorthand", () => {
  it("writes out shorthand people type in a request", () => {
    expect(expandChatShorthand("everything w my gars")).toBe("everything with my gars");
    expect(expandChatShorthand("how long til i was back at the shop")).toBe("how long until i was back at the shop");
    expect(expandChatShorthand("st-jean this yr what was diff")).toBe("st-jean this yr what was different");
    expect(expandChatShorthand("2025 recap pls")).toBe("2025 recap please");
    expect(expandChatShorthand("the day i gave my lil bro his first board")).toBe("the day i gave my little bro his first board");
    expect(expandChatShorthand("fête nationale then vs now")).toBe("fête nationale then versus now");
    expect(expandChatShorthand("dinner w/ Anna, w/o the kids")).toBe("dinner with Anna, without the kids");
    expect(expandChatShorthand("can u show me ur bday pics")).toBe("can you show me your birthday pics");
  });

  it("writes out in-laws typed in capitals or owning something, not the number word", () => {
    expect(expandChatShorthand("the weeks around my MIL's knee operation")).toBe("the weeks around my mother in law's knee operation");
    expect(expandChatShorthand("trips with my SIL")).toBe("trips with my sister in law");
    expect(expandChatShorthand("my mil's garden")).toBe("my mother in law's garden");
    expect(expandChatShorthand("it cost 2 mil pesos")).toBe("it cost 2 mil pesos");
  });

  it("leaves names, initials and words that only contain shorthand", () => {
    expect(expandChatShorthand("Ty's wedding")).toBe("Ty's wedding");
    expect(expandChatShorthand("George W Bush")).toBe("George W Bush");
    expect(expandChatShorthand("the w")).toBe("the w");
    expect(expandChatShorthand("until the bcd test, Thursday")).toBe("until the bcd test, Thursday");
    expect(expandChatShorthand("U2 concert in u.s.")).toBe("U2 concert in u.s.");
    expect(expandChatShorthand("the prob-lem")).toBe("the prob-lem");
  });
});
