/** Shared shapes for typed page content. Icon names are resolved to drawings by components/ui/icon.tsx. */
export type ContentIcon =
  | "award" | "book" | "clock" | "cooking" | "gift" | "heart" | "mail" | "map" | "music" | "palette"
  | "send" | "shield" | "smile" | "sparkles" | "star" | "tree" | "users";

export interface Step {
  title: string;
  text: string;
  icon: ContentIcon;
}

export interface FeatureCardContent {
  title: string;
  text: string;
  icon: ContentIcon;
  to: string;
  cta: string;
}

export interface Stat {
  value: string;
  label: string;
}
