import { describe, expect, it } from "vitest";
import { classifyMailError, enhancedStatus } from "./mail-errors";

const smtp = (response: string, command: string) => Object.assign(new Error(response), { responseCode: Number(response.slice(0, 3)), response, command });

describe("what a failed send means", () => {
  it.each([
    ["550 5.1.1 <x@y>: Recipient address rejected: User unknown", "RCPT TO"],
    ["550 5.1.10 Null MX", "RCPT TO"],
    ["553 5.1.3 Bad recipient address syntax", "RCPT TO"],
    ["550 Mailbox unavailable", "RCPT TO"],
  ])("%j refuses this one recipient: dead-lettered", (response, command) => {
    expect(classifyMailError(smtp(response, command))).toBe("recipient");
  });
  it.each([
    ["554 mail.example ESMTP not accepting messages", "CONN"],
    ["554 5.4.5 Daily sending quota exceeded", "DATA"],
    ["550 5.4.5 Daily user sending quota exceeded", "MAIL FROM"],
    ["550 5.7.1 Relaying denied", "RCPT TO"],
    ["554 5.7.1 Message rejected under our sending policy", "DATA"],
    ["535 5.7.8 Authentication credentials invalid", "AUTH PLAIN"],
    ["530 5.7.0 Authentication required", "MAIL FROM"],
    ["421 4.7.0 Too many connections, try again later", "CONN"],
    ["421 Service not available", "MAIL FROM"],
    ["553 5.1.8 Sender address domain does not exist", "MAIL FROM"],
    ["552 Message size exceeds limit", "DATA"],
  ])("%j is the provider, not the address: kept queued and retrying", (response, command) => {
    expect(classifyMailError(smtp(response, command))).toBe("provider");
  });
  it("a dropped connection, a timeout or a 4xx is a passing fault", () => {
    expect(classifyMailError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe("temporary");
    expect(classifyMailError(Object.assign(new Error("Timeout"), { code: "ETIMEDOUT" }))).toBe("temporary");
    expect(classifyMailError(smtp("451 4.3.0 Temporary local problem", "DATA"))).toBe("temporary");
    expect(classifyMailError(undefined)).toBe("temporary");
  });
  it("reads enhanced status codes", () => {
    expect(enhancedStatus("550 5.1.1 User unknown")).toEqual([5, 1, 1]);
    expect(enhancedStatus("250-2.0.0 OK")).toEqual([2, 0, 0]);
    expect(enhancedStatus("550 Mailbox unavailable")).toBeNull();
  });
});
