import { Heart, Snowflake } from "~/components/ui/icons";
import { Link } from "react-router";
import { FOOTER_MORE_LINKS, FOOTER_QUICK_LINKS, type NavLink } from "~/lib/navigation";
import { SITE_NAME } from "~/lib/site";

function LinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-display text-lg font-semibold text-gold">{title}</h2>
      <ul className="mt-3 grid gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} prefetch="intent" className="rounded text-slate-200 underline-offset-4 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="no-print bg-pine-dark px-4 py-12 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 font-display text-2xl font-bold text-white">
            <Snowflake aria-hidden="true" className="size-7 text-gold" /> {SITE_NAME}
          </p>
          <p className="mt-3 max-w-md">
            A free, ad-free Christmas website for families. Children write to Santa and a parent receives his
            reply by email; check the Nice List, follow Santa on Christmas Eve, and enjoy recipes, stories,
            songs, coloring pages and games together.
          </p>
          <p className="mt-3 text-sm text-slate-300">No trackers, no advertising, no third-party scripts.</p>
        </div>
        <LinkList title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <LinkList title="More" links={FOOTER_MORE_LINKS} />
      </div>
      <p className="mx-auto mt-10 flex max-w-6xl items-center justify-center gap-1 border-t border-white/15 pt-6 text-center text-sm text-slate-300">
        Made with <Heart aria-label="love" className="size-4 text-christmas-red-light" /> at the North Pole for families everywhere.
      </p>
    </footer>
  );
}
