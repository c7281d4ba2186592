/**
 * The Christmas trivia game's rules (second spec document, sections 4 and 9): a pure state machine and the
 * result message by percentage. The component only renders this state and runs the advance timer.
 */

/** After an answer is revealed, the game moves on after this long. */
export const TRIVIA_ADVANCE_DELAY_MS = 2500;

/** Result messages by percentage, highest band first: the first band whose minimum is reached applies. */
export const TRIVIA_RESULT_BANDS = [
  { minPercent: 90, message: "Christmas Expert! Santa is impressed!" },
  { minPercent: 70, message: "Great job! You know your Christmas facts!" },
  { minPercent: 50, message: "Good effort! You're learning Christmas magic!" },
  { minPercent: 0, message: "Keep learning! Santa believes in you!" },
] as const;

export const TRIVIA_LETTERS = ["A", "B", "C", "D"] as const;

export type TriviaResultMessage = (typeof TRIVIA_RESULT_BANDS)[number]["message"];

/** Score as a percentage of the total (not rounded: 7 of 8 is 87.5 %, which is below 90). */
export function scorePercent(score: number, total: number): number {
  return total > 0 ? (score / total) * 100 : 0;
}

export function messageForPercent(percent: number): TriviaResultMessage {
  for (const band of TRIVIA_RESULT_BANDS) if (percent >= band.minPercent) return band.message;
  return TRIVIA_RESULT_BANDS[TRIVIA_RESULT_BANDS.length - 1]!.message;
}

export function resultMessage(score: number, total: number): TriviaResultMessage {
  return messageForPercent(scorePercent(score, total));
}

export interface TriviaState {
  /** Index of the question on screen. */
  current: number;
  score: number;
  /** The option picked for the current question, or null. */
  selected: number | null;
  /** True between Submit and moving on: the answer and explanation are shown. */
  revealed: boolean;
  finished: boolean;
  /** One entry per answered question: true when it was right. */
  results: readonly boolean[];
}

export type TriviaAction =
  | { type: "select"; option: number }
  | { type: "submit" }
  | { type: "advance" }
  | { type: "restart" };

export const INITIAL_TRIVIA_STATE: TriviaState = {
  current: 0,
  score: 0,
  selected: null,
  revealed: false,
  finished: false,
  results: [],
};

/** The answer key the reducer needs: the correct option index of each question, in order. */
export type AnswerKey = readonly number[];

export function triviaReducer(answers: AnswerKey, state: TriviaState, action: TriviaAction): TriviaState {
  switch (action.type) {
    case "select":
      // The pick can change until the answer is submitted.
      if (state.revealed || state.finished) return state;
      if (!Number.isInteger(action.option) || action.option < 0 || action.option >= TRIVIA_LETTERS.length) return state;
      return { ...state, selected: action.option };
    case "submit": {
      if (state.selected === null || state.revealed || state.finished) return state;
      const right = state.selected === answers[state.current];
      return { ...state, revealed: true, score: state.score + (right ? 1 : 0), results: [...state.results, right] };
    }
    case "advance": {
      if (!state.revealed) return state;
      const next = state.current + 1;
      if (next >= answers.length) return { ...state, revealed: false, selected: null, finished: true };
      return { ...state, current: next, selected: null, revealed: false };
    }
    case "restart":
      return INITIAL_TRIVIA_STATE;
  }
}

/** Whether the last submitted answer was right (only meaningful while revealed). */
export function lastAnswerCorrect(state: TriviaState): boolean {
  return state.results[state.results.length - 1] === true;
}
