import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { ChevronDown, Menu, Snowflake, X } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, type ComponentProps, type FocusEvent, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";
import {
  DIRECT_LINKS,
  MENU_BAR_FROM,
  NAV_GROUPS,
  WRITE_LETTER_LINK,
  isGroupActive,
  isLinkActive,
  type NavGroup,
  type NavLink,
} from "~/lib/navigation";
import { NAV_CLOSE_DELAY_MS, SITE_NAME } from "~/lib/site";
import { unlocalisedPath } from "~/i18n/locale";
import { usePageLocale } from "~/i18n/page-i18n";
import { buttonVariants } from "../ui/button";
import { LanguageMenu } from "./language-menu";

const linkBase = "whitespace-nowrap px-3 py-2 text-sm font-semibold transition-colors";

/** Whole class names for each breakpoint of MENU_BAR_FROM, so Tailwind finds them. */
const BAR_CLASSES = {
  xl: { bar: "xl:flex", button: "xl:hidden" },
  wide: { bar: "wide:flex", button: "wide:hidden" },
} as const;
const activeLink = "bg-christmas-red text-white hover:bg-christmas-red-dark";
const inactiveLink = "text-ink hover:bg-christmas-red-light hover:text-christmas-red-dark";

/** `shape` holds the layout and corner classes, so they never compete with the defaults (classes are not merged). */
function HeaderLink({ link, pathname, shape = "rounded-full" }: { link: NavLink; pathname: string; shape?: string | undefined }) {
  const active = isLinkActive(pathname, link);
  const { i18n } = useLingui();
  return (
    <Link
      to={link.to}
      prefetch="intent"
      aria-current={active ? "page" : undefined}
      data-active={active || undefined}
      className={cn(linkBase, shape, active ? activeLink : inactiveLink)}
    >
      {i18n._(link.label)}
    </Link>
  );
}

/** A list of header links: the desktop bar, each dropdown and the mobile menu all render this one list. */
function HeaderLinkList({
  links,
  pathname,
  shape,
  ...list
}: { links: readonly NavLink[]; pathname: string; shape?: string } & Omit<ComponentProps<"ul">, "children">) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.to}>
          <HeaderLink link={link} pathname={pathname} shape={shape} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A disclosure dropdown (WAI "disclosure navigation" pattern): opens on hover, on keyboard focus and on click;
 * closes NAV_CLOSE_DELAY_MS after the pointer leaves, on Escape, and when focus leaves the group.
 * The list is rendered only while open (as is the mobile menu): closed, it was a hundred hidden elements and sixty
 * links that every page parsed and hydrated for nothing. Every page it lists is also in the sitemap.
 */
function NavDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Escape returns focus to the trigger; that focus must not reopen the menu.
  const returningFocus = useRef(false);
  const menuId = useId();
  const active = isGroupActive(pathname, group.id);
  const { i18n } = useLingui();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), NAV_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  useEffect(() => setOpen(false), [pathname]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      returningFocus.current = true;
      triggerRef.current?.focus();
      returningFocus.current = false;
    }
  };

  return (
    <div
      className="relative"
      data-nav-group={group.id}
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === "mouse") scheduleClose();
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-active={active || undefined}
        className={cn(linkBase, "inline-flex items-center gap-1 rounded-full", active ? activeLink : inactiveLink)}
        onFocus={(e) => {
          if (!returningFocus.current && e.currentTarget.matches(":focus-visible")) setOpen(true);
        }}
        onClick={() => setOpen((o) => !o)}
      >
        {i18n._(group.label)}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {open ? (
        <HeaderLinkList
          id={menuId}
          aria-label={i18n._(group.label)}
          className="absolute left-0 top-full z-50 mt-1 min-w-60 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
          links={group.links}
          pathname={pathname}
          shape="block rounded-xl"
        />
      ) : null}
    </div>
  );
}

function MobileMenu({ pathname, className }: { pathname: string; className: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div className={className} data-mobile-menu>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-christmas-red-light"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span className="sr-only">{open ? <Trans>Close menu</Trans> : <Trans>Open menu</Trans>}</span>
      </button>
      {open ? (
        <nav
          id={panelId}
          aria-label={t`Mobile`}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-xl"
        >
          <HeaderLinkList className="grid gap-1" links={DIRECT_LINKS} pathname={pathname} shape="block rounded-full" />
          {NAV_GROUPS.map((group) => (
            <div key={group.id} className="mt-4">
              <h2
                className={cn(
                  "px-3 text-xs font-bold uppercase tracking-wider",
                  isGroupActive(pathname, group.id) ? "text-christmas-red" : "text-ink-muted",
                )}
              >
                {i18n._(group.label)}
              </h2>
              <HeaderLinkList className="mt-1 grid gap-1" links={group.links} pathname={pathname} shape="block rounded-full" />
            </div>
          ))}
          <Link to={WRITE_LETTER_LINK.to} className={cn(buttonVariants({ size: "md" }), "mt-5 w-full")}>
            {i18n._(WRITE_LETTER_LINK.label)}
          </Link>
        </nav>
      ) : null}
    </div>
  );
}

/** The fixed top navigation bar on every page. */
export function SiteHeader() {
  const { pathname: localised } = useLocation();
  // Links and their highlighting work on English paths; the Link component adds the page's locale back.
  const pathname = unlocalisedPath(localised);
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const from = BAR_CLASSES[MENU_BAR_FROM[usePageLocale()]];
  return (
    <header className="no-print fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 wide:max-w-[90rem] 2xl:max-w-[96rem]">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-full font-display text-xl font-bold text-christmas-red">
          <Snowflake aria-hidden="true" className="size-7 text-pine" />
          <span>{SITE_NAME}</span>
        </Link>
        <nav aria-label={t`Main`} className={cn("hidden items-center gap-1", from.bar)}>
          <HeaderLinkList className="flex items-center gap-1" links={DIRECT_LINKS} pathname={pathname} />
          {NAV_GROUPS.map((group) => (
            <NavDropdown key={group.id} group={group} pathname={pathname} />
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <span className="hidden sm:contents">
            <Link to={WRITE_LETTER_LINK.to} className={buttonVariants({ size: "sm" })}>
              {i18n._(WRITE_LETTER_LINK.label)}
            </Link>
          </span>
          <LanguageMenu />
          <MobileMenu pathname={pathname} className={from.button} />
        </div>
      </div>
    </header>
  );
}
