import type { JSX, SVGProps } from "react";
import type { SpriteIconId } from "./icon-sprite-ids";
import spriteUrl from "./icon-sprite.svg?no-inline";

/**
 * The site's icons: lucide's drawings, kept once in a sprite the browser fetches and caches, and drawn with
 * `<svg><use/></svg>` — two elements and one light component per icon instead of lucide-react's inline paths
 * (ADR 011). Same defaults as lucide (24 px box, 2 px round stroke in currentColor); without an aria label or
 * role an icon is decorative and hidden from assistive technology, as lucide did.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref">;
export type IconComponent = (props: IconProps) => JSX.Element;

const labelled = (props: IconProps) =>
  Object.entries(props).some(([name, value]) => value != null && (name.startsWith("aria-") || name === "role"));

function spriteIcon(id: SpriteIconId): IconComponent {
  const href = `${spriteUrl}#${id}`;
  return function SpriteIcon(props: IconProps) {
    return (
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled(props) ? undefined : "true"}
        {...props}
      >
        <use href={href} />
      </svg>
    );
  };
}

export const ArrowLeft = spriteIcon("arrow-left");
export const Award = spriteIcon("award");
export const BadgeCheck = spriteIcon("badge-check");
export const Bell = spriteIcon("bell");
export const BellRing = spriteIcon("bell-ring");
export const BookOpen = spriteIcon("book-open");
export const Bookmark = spriteIcon("bookmark");
export const BookmarkCheck = spriteIcon("bookmark-check");
export const Brain = spriteIcon("brain");
export const Cake = spriteIcon("cake");
export const CalendarClock = spriteIcon("calendar-clock");
export const CalendarDays = spriteIcon("calendar-days");
export const CalendarPlus = spriteIcon("calendar-plus");
export const Check = spriteIcon("check");
export const ChefHat = spriteIcon("chef-hat");
export const ChevronDown = spriteIcon("chevron-down");
export const CheckCircle2 = spriteIcon("circle-check");
export const CircleAlert = spriteIcon("circle-exclamation-point");
export const PlayCircle = spriteIcon("circle-play");
export const Clock = spriteIcon("clock");
export const Cookie = spriteIcon("cookie");
export const CookingPot = spriteIcon("cooking-pot");
export const Download = spriteIcon("download");
export const Globe2 = spriteIcon("earth");
export const Music = spriteIcon("eighth-notes");
export const ExternalLink = spriteIcon("external-link");
export const Smile = spriteIcon("face-slightly-smiling");
export const FileDown = spriteIcon("file-down");
export const FileText = spriteIcon("file-text");
export const Filter = spriteIcon("funnel");
export const Gauge = spriteIcon("gauge");
export const Gift = spriteIcon("gift");
export const Globe = spriteIcon("globe");
export const Heart = spriteIcon("heart");
export const ImagePlus = spriteIcon("image-plus");
export const Lightbulb = spriteIcon("lightbulb");
export const ListMusic = spriteIcon("list-music");
export const ListOrdered = spriteIcon("list-ordered");
export const Loader2 = spriteIcon("loader-circle");
export const Mail = spriteIcon("mail");
export const MapPin = spriteIcon("map-pin");
export const Menu = spriteIcon("menu");
export const MonitorPlay = spriteIcon("monitor-play");
export const Mountain = spriteIcon("mountain");
export const Palette = spriteIcon("palette");
export const PartyPopper = spriteIcon("party-popper");
export const PencilLine = spriteIcon("pencil-line");
export const Play = spriteIcon("play");
export const Pause = spriteIcon("pause");
export const Plus = spriteIcon("plus");
export const Minus = spriteIcon("minus");
export const LocateFixed = spriteIcon("locate-fixed");
export const ZoomIn = spriteIcon("zoom-in");
export const ZoomOut = spriteIcon("zoom-out");
export const Printer = spriteIcon("printer");
export const RotateCcw = spriteIcon("rotate-ccw");
export const Search = spriteIcon("search");
export const Send = spriteIcon("send");
export const ShieldCheck = spriteIcon("shield-check");
export const Shuffle = spriteIcon("shuffle");
export const Snowflake = spriteIcon("snowflake");
export const Sparkles = spriteIcon("sparkles");
export const Stamp = spriteIcon("stamp");
export const Star = spriteIcon("star");
export const TrainFront = spriteIcon("train-front");
export const Trash2 = spriteIcon("trash");
export const TreePine = spriteIcon("tree-pine");
export const TrendingUp = spriteIcon("trending-up");
export const Users = spriteIcon("users");
export const X = spriteIcon("x");
