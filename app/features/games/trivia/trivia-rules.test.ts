import { describe, expect, it } from "vitest";
import { TRIVIA_QUESTIONS } from "~/content/trivia-questions";
import {
  INITIAL_TRIVIA_STATE,
  TRIVIA_ADVANCE_DELAY_MS,
  TRIVIA_RESULT_BANDS,
  lastAnswerCorrect,
  messageForPercent,
  resultMessage,
  scorePercent,
  triviaReducer,
  type TriviaAction,
  type TriviaState,
} from "./trivia-rules";

const KEY = TRIVIA_QUESTIONS.map((q) => q.correct);
const run = (actions: TriviaAction[], from: TriviaState = INITIAL_TRIVIA_STATE) =>
  actions.reduce((s, a) => triviaReducer(KEY, s, a), from);

const EXPERT = "Christmas Expert! Santa is impressed!";
const GREAT = "Great job! You know your Christmas facts!";
const GOOD = "Good effort! You're learning Christmas magic!";
const KEEP = "Keep learning! Santa believes in you!";

describe("trivia content", () => {
  it("has 8 questions, each with four distinct options, a valid answer and an explanation", () => {
    expect(TRIVIA_QUESTIONS).toHaveLength(8);
    for (const q of TRIVIA_QUESTIONS) {
      expect(new Set(q.options).size).toBe(4);
      expect(q.correct).toBeGreaterThanOrEqual(0);
      expect(q.correct).toBeLessThan(4);
      expect(q.explanation.length).toBeGreaterThan(40);
    }
  });

  it("covers the spec's topics", () => {
    const text = TRIVIA_QUESTIONS.map((q) => `${q.question} ${q.options[q.correct]}`).join("\n");
    for (const topic of ["reindeer", "coal", "Saint Nicholas", "North Pole", "Cookies and milk", "magic", "Green", "Bernard"]) {
      expect(text).toContain(topic);
    }
  });

  it("waits 2500 ms before moving on", () => {
    expect(TRIVIA_ADVANCE_DELAY_MS).toBe(2500);
  });
});

describe("result message bands", () => {
  it.each([
    [100, EXPERT],
    [90, EXPERT],
    [89.99, GREAT],
    [89, GREAT],
    [70, GREAT],
    [69.99, GOOD],
    [69, GOOD],
    [50, GOOD],
    [49.99, KEEP],
    [49, KEEP],
    [0, KEEP],
  ])("%s %% → %s", (percent, message) => {
    expect(messageForPercent(percent)).toBe(message);
  });

  it("scores out of 8 without rounding up into a higher band", () => {
    expect(scorePercent(7, 8)).toBe(87.5);
    expect(resultMessage(8, 8)).toBe(EXPERT);
    expect(resultMessage(7, 8)).toBe(GREAT);
    expect(resultMessage(6, 8)).toBe(GREAT);
    expect(resultMessage(5, 8)).toBe(GOOD);
    expect(resultMessage(4, 8)).toBe(GOOD);
    expect(resultMessage(3, 8)).toBe(KEEP);
    expect(resultMessage(0, 8)).toBe(KEEP);
  });

  it("has the spec's four messages, highest band first", () => {
    expect(TRIVIA_RESULT_BANDS.map((b) => b.message)).toEqual([EXPERT, GREAT, GOOD, KEEP]);
  });
});

describe("trivia state machine", () => {
  it("starts at question 0 with score 0, nothing picked, nothing revealed", () => {
    expect(INITIAL_TRIVIA_STATE).toEqual({ current: 0, score: 0, selected: null, revealed: false, finished: false, results: [] });
  });

  it("ignores submit until an option is picked, and lets the pick change before submit", () => {
    expect(run([{ type: "submit" }])).toBe(INITIAL_TRIVIA_STATE);
    const s = run([{ type: "select", option: 0 }, { type: "select", option: 2 }]);
    expect(s.selected).toBe(2);
    expect(s.revealed).toBe(false);
  });

  it("records a right answer, adds 1 and reveals; the pick is then frozen", () => {
    const s = run([{ type: "select", option: KEY[0]! }, { type: "submit" }]);
    expect(s).toMatchObject({ score: 1, revealed: true, results: [true], current: 0 });
    expect(lastAnswerCorrect(s)).toBe(true);
    expect(run([{ type: "select", option: 3 }], s).selected).toBe(KEY[0]);
    expect(run([{ type: "submit" }], s)).toBe(s);
  });

  it("records a wrong answer without points", () => {
    const wrong = (KEY[0]! + 1) % 4;
    const s = run([{ type: "select", option: wrong }, { type: "submit" }]);
    expect(s).toMatchObject({ score: 0, revealed: true, results: [false] });
    expect(lastAnswerCorrect(s)).toBe(false);
  });

  it("advances to the next question clearing the pick, and only after a reveal", () => {
    expect(run([{ type: "advance" }])).toBe(INITIAL_TRIVIA_STATE);
    const s = run([{ type: "select", option: 1 }, { type: "submit" }, { type: "advance" }]);
    expect(s).toMatchObject({ current: 1, selected: null, revealed: false, finished: false });
  });

  it("finishes after the last question with one result per question, and Play Again resets everything", () => {
    const actions: TriviaAction[] = [];
    KEY.forEach((answer, i) => actions.push({ type: "select", option: i % 2 === 0 ? answer : (answer + 1) % 4 }, { type: "submit" }, { type: "advance" }));
    const end = run(actions);
    expect(end.finished).toBe(true);
    expect(end.current).toBe(7);
    expect(end.score).toBe(4);
    expect(end.results).toEqual([true, false, true, false, true, false, true, false]);
    expect(resultMessage(end.score, KEY.length)).toBe(GOOD);
    expect(run([{ type: "select", option: 0 }], end)).toBe(end);
    expect(run([{ type: "restart" }], end)).toEqual(INITIAL_TRIVIA_STATE);
  });

  it("rejects an option outside A–D", () => {
    expect(run([{ type: "select", option: 4 }]).selected).toBeNull();
    expect(run([{ type: "select", option: -1 }]).selected).toBeNull();
  });
});
