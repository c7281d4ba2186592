/** The good deeds tracker's ten quick-add suggestions with their fixed points (second spec document, section 9). */

export interface DeedSuggestion {
  text: string;
  points: number;
}

export const DEED_SUGGESTIONS: readonly DeedSuggestion[] = [
  { text: "Helped with chores without being asked", points: 10 },
  { text: "Was kind to my brother or sister", points: 15 },
  { text: "Shared my toys", points: 10 },
  { text: "Said please and thank you", points: 5 },
  { text: "Cheered up someone who was sad", points: 20 },
  { text: "Cleaned up my room", points: 10 },
  { text: "Told the truth, even when it was hard", points: 15 },
  { text: "Helped carry the groceries", points: 10 },
  { text: "Fed the pets", points: 5 },
  { text: "Made someone laugh", points: 15 },
];
