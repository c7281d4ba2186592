import {
  Award,
  BookOpen,
  Clock,
  CookingPot,
  Gift,
  Heart,
  Mail,
  MapPin,
  Music,
  Palette,
  Send,
  ShieldCheck,
  Smile,
  Sparkles,
  Star,
  TreePine,
  Users,
  type IconComponent,
} from "./icons";

/** Icons content can name (content stays plain data; this maps names to drawings). */
export const ICONS = {
  award: Award,
  book: BookOpen,
  clock: Clock,
  cooking: CookingPot,
  gift: Gift,
  heart: Heart,
  mail: Mail,
  map: MapPin,
  music: Music,
  palette: Palette,
  send: Send,
  shield: ShieldCheck,
  smile: Smile,
  sparkles: Sparkles,
  star: Star,
  tree: TreePine,
  users: Users,
} satisfies Record<string, IconComponent>;

export type IconName = keyof typeof ICONS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" className={className} />;
}
