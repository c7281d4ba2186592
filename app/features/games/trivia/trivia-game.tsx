import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, X } from "~/components/ui/icons";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import { Button, buttonVariants } from "~/components/ui/button";
import type { TriviaQuestion } from "~/content/trivia-questions";
import { trackClick } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { PATHS } from "~/lib/paths";
import {
  INITIAL_TRIVIA_STATE,
  TRIVIA_ADVANCE_DELAY_MS,
  TRIVIA_LETTERS,
  lastAnswerCorrect,
  resultMessage,
  triviaReducer,
  type TriviaAction,
  type TriviaResultMessage,
  type TriviaState,
} from "./trivia-rules";

/** The result messages stay English in the rules (their tests read them); they are translated where shown. */
const RESULT_MESSAGES: Record<TriviaResultMessage, MessageDescriptor> = {
  "Christmas Expert! Santa is impressed!": msg`Christmas Expert! Santa is impressed!`,
  "Great job! You know your Christmas facts!": msg`Great job! You know your Christmas facts!`,
  "Good effort! You're learning Christmas magic!": msg`Good effort! You're learning Christmas magic!`,
  "Keep learning! Santa believes in you!": msg`Keep learning! Santa believes in you!`,
};

type Questions = readonly TriviaQuestion[];

/** What the screen reader hears after each step (one persistent live region). */
function useAnnouncement(questions: Questions, state: TriviaState): string {
  const { t, i18n } = useLingui();
  const total = questions.length;
  if (state.finished) {
    const score = state.score;
    const message = i18n._(RESULT_MESSAGES[resultMessage(score, total)]);
    return t`Quiz complete! You scored ${score} out of ${total}. ${message}`;
  }
  if (!state.revealed) return "";
  const question = questions[state.current]!;
  const letter = TRIVIA_LETTERS[question.correct];
  const answer = question.options[question.correct];
  const explanation = question.explanation;
  return lastAnswerCorrect(state)
    ? t`Correct! Did you know? ${explanation} Moving to next question...`
    : t`Incorrect. The answer is ${letter}: ${answer}. Did you know? ${explanation} Moving to next question...`;
}

/** The Christmas trivia quiz. All rules live in trivia-rules.ts; this renders the state and runs the timer. */
export function TriviaGame({ questions }: { questions: Questions }) {
  const answers = useMemo(() => questions.map((q) => q.correct), [questions]);
  const reducer = useCallback((current: TriviaState, action: TriviaAction) => triviaReducer(answers, current, action), [answers]);
  const [state, dispatch] = useReducer(reducer, INITIAL_TRIVIA_STATE);
  const announcement = useAnnouncement(questions, state);
  const [hydrated, setHydrated] = useState(false);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const finalHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => setHydrated(true), []);
  const { current: questionIndex, revealed, finished } = state;

  // After an answer is revealed, move on after the spec's delay.
  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => dispatch({ type: "advance" }), TRIVIA_ADVANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [revealed, questionIndex]);

  // Keyboard and screen-reader users land on the new question, or on the final score.
  useEffect(() => {
    if (!moved.current) return;
    (finished ? finalHeading : questionHeading).current?.focus();
  }, [questionIndex, finished]);

  const act = (action: TriviaAction) => {
    moved.current = true;
    dispatch(action);
  };

  return (
    <div data-testid="trivia" data-ready={hydrated ? "true" : "false"} className="mx-auto max-w-3xl">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {state.finished ? <FinalScreen total={questions.length} state={state} headingRef={finalHeading} onRestart={() => act({ type: "restart" })} /> : <QuestionCard questions={questions} state={state} headingRef={questionHeading} act={act} />}
    </div>
  );
}

function QuestionCard({
  questions,
  state,
  headingRef,
  act,
}: {
  questions: Questions;
  state: TriviaState;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  act: (a: TriviaAction) => void;
}) {
  const { t } = useLingui();
  const question = questions[state.current]!;
  // The answer and its "Did you know?" are the reward: on a phone they open below the fold, so they are brought into
  // view for the 2.5 s they show (issue 36), smoothly unless the visitor asks for less motion.
  const factRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!state.revealed) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    factRef.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [state.revealed]);
  const total = questions.length;
  const number = state.current + 1;
  const score = state.score;
  const answered = state.results.length;
  const correct = lastAnswerCorrect(state);
  return (
    <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2 font-bold">
        <p className="text-christmas-red">
          <Trans>
            Question {number} of {total}
          </Trans>
        </p>
        <p className="text-pine">
          <Trans>Score: {score}</Trans>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t`Quiz progress`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={t`${answered} of ${total} questions answered`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-pine transition-all" style={{ width: `${(answered / total) * 100}%` }} />
      </div>

      <form
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          act({ type: "submit" });
        }}
      >
        <fieldset>
          <legend className="w-full">
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none sm:text-3xl">
              {question.question}
            </h2>
          </legend>
          <div className="mt-5 grid gap-3">
            {question.options.map((option, i) => {
              const picked = state.selected === i;
              const isAnswer = i === question.correct;
              const showRight = state.revealed && isAnswer;
              const showWrong = state.revealed && picked && !isAnswer;
              return (
                <label
                  key={option}
                  className={cn(
                    "flex cursor-pointer items-center gap-4 rounded-2xl border-2 p-4 text-lg transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-dark",
                    showRight
                      ? "border-pine bg-pine-light"
                      : picked
                        ? "border-christmas-red bg-christmas-red-light"
                        : "border-slate-200 bg-white hover:border-christmas-red",
                    state.revealed && "cursor-default",
                  )}
                >
                  <input
                    type="radio"
                    name={`trivia-question-${state.current}`}
                    value={i}
                    checked={picked}
                    disabled={state.revealed}
                    onChange={() => act({ type: "select", option: i })}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      "inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold",
                      showRight ? "bg-pine text-white" : picked ? "bg-christmas-red text-white" : "bg-slate-100 text-ink",
                    )}
                  >
                    {TRIVIA_LETTERS[i]}
                  </span>
                  <span className="flex-1 text-ink">
                    <span className="sr-only">{TRIVIA_LETTERS[i]}: </span>
                    {option}
                    {showRight ? (
                      <span className="sr-only">
                        {" "}
                        <Trans>(the right answer)</Trans>
                      </span>
                    ) : null}
                    {showWrong ? (
                      <span className="sr-only">
                        {" "}
                        <Trans>(your answer)</Trans>
                      </span>
                    ) : null}
                  </span>
                  {showRight ? <Check aria-hidden="true" className="size-6 text-pine" /> : null}
                  {showWrong ? <X aria-hidden="true" className="size-6 text-christmas-red" /> : null}
                </label>
              );
            })}
          </div>
        </fieldset>

        {state.revealed ? (
          <div ref={factRef} data-testid="trivia-fact" className={cn("mt-6 scroll-mb-4 rounded-2xl p-5", correct ? "bg-pine-light" : "bg-christmas-red-light")}>
            <p className={cn("text-2xl font-bold", correct ? "text-pine" : "text-christmas-red")}>{correct ? <Trans>Correct!</Trans> : <Trans>Incorrect</Trans>}</p>
            <p className="mt-2 text-ink">
              <strong>
                <Trans>Did you know?</Trans>
              </strong>{" "}
              {question.explanation}
            </p>
            <p className="mt-3 font-semibold text-ink-muted">
              <Trans>Moving to next question...</Trans>
            </p>
          </div>
        ) : null}
        {/* Stays in place while the answer shows, so keyboard focus is not lost; the reducer ignores it then. */}
        <Button
          type="submit"
          size="lg"
          className={cn("mt-6 w-full sm:w-auto", state.revealed && "cursor-not-allowed opacity-60")}
          disabled={state.selected === null}
          aria-disabled={state.revealed || undefined}
        >
          <Trans>Submit Answer</Trans>
        </Button>
      </form>
    </div>
  );
}

function FinalScreen({
  total,
  state,
  headingRef,
  onRestart,
}: {
  total: number;
  state: TriviaState;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  const { t, i18n } = useLingui();
  const score = state.score;
  return (
    <div className="rounded-3xl bg-white p-6 text-center shadow-lg ring-1 ring-slate-200 sm:p-10">
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-christmas-red focus:outline-none sm:text-4xl">
        <Trans>Quiz Complete!</Trans>
      </h2>
      <p className="mt-4 font-display text-5xl font-bold text-pine" data-testid="trivia-score">
        {score} / {total}
      </p>
      <p className="sr-only">
        <Trans>
          You scored {score} out of {total}.
        </Trans>
      </p>
      <p className="mt-4 text-xl font-bold text-ink" data-testid="trivia-message">
        {i18n._(RESULT_MESSAGES[resultMessage(score, total)])}
      </p>
      <h3 className="mt-8 text-xl font-bold">
        <Trans>Your answers</Trans>
      </h3>
      <ol className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-8" aria-label={t`Your answers, question by question`}>
        {state.results.map((right, i) => {
          const number = i + 1;
          return (
            <li
              key={i}
              data-result={right ? "right" : "wrong"}
              className={cn("flex flex-col items-center rounded-2xl p-3 font-bold", right ? "bg-pine-light text-pine" : "bg-christmas-red-light text-christmas-red")}
            >
              <span>{t({ message: `Q${number}`, comment: "A question's number in the answers grid: Q1, Q2…" })}</span>
              {right ? <Check aria-hidden="true" className="size-6" /> : <X aria-hidden="true" className="size-6" />}
              <span className="sr-only">{right ? <Trans>right</Trans> : <Trans>wrong</Trans>}</span>
            </li>
          );
        })}
      </ol>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Button
          size="lg"
          onClick={() => {
            trackClick("trivia_play_again");
            onRestart();
          }}
        >
          <Trans>Play Again</Trans>
        </Button>
        <Link to={PATHS.games} className={buttonVariants({ variant: "outline", size: "lg" })}>
          <Trans>More Games</Trans>
        </Link>
      </div>
    </div>
  );
}
